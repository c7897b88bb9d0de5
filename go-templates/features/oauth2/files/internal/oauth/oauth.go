// Package oauth signs users in with an OAuth2 provider: the authorization code flow with state and
// PKCE (golang.org/x/oauth2), then the provider's user-info endpoint.
package oauth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"

	"golang.org/x/oauth2"

	"{{@module}}/internal/config"
)

// CookieName holds the state and PKCE verifier between the redirect and the callback.
const CookieName = "oauth2_state"

const cookieLifetime = 10 * time.Minute

var (
	// ErrNotConfigured is returned while OAUTH2_CLIENT_ID is empty.
	ErrNotConfigured = errors.New("OAuth2 is not configured")
	// ErrState is returned when the callback's state does not match the browser's cookie.
	ErrState = errors.New("the sign-in expired or did not start here: start again")
	// ErrDenied is returned when the provider sends the browser back with an error (the user refused).
	ErrDenied = errors.New("the provider did not sign you in")
)

// errorCode is the form of the error codes of RFC 6749 (access_denied, ...): only those are repeated.
var errorCode = regexp.MustCompile(`^[a-z_]{1,64}$`)

// Callback is what the provider sends back to the callback URL, with the browser's state cookie.
type Callback struct {
	State  string // query parameter "state"
	Code   string // query parameter "code"
	Error  string // query parameter "error", set when the provider did not sign the user in
	Cookie string // value of the CookieName cookie
}

// Provider runs the flow against one provider.
type Provider struct {
	oauth       oauth2.Config
	userInfoURL string
	client      *http.Client
}

// New returns a provider for cfg; it makes no call.
func New(cfg config.OAuth2Config) *Provider {
	return &Provider{
		oauth: oauth2.Config{
			ClientID:     cfg.ClientID,
			ClientSecret: cfg.ClientSecret,
			Endpoint:     oauth2.Endpoint{AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL},
			RedirectURL:  cfg.RedirectURL,
			Scopes:       cfg.Scopes,
		},
		userInfoURL: cfg.UserInfoURL,
		client:      &http.Client{Timeout: 15 * time.Second},
	}
}

// Configured reports whether a client id is set.
func (p *Provider) Configured() bool {
	return p != nil && p.oauth.ClientID != ""
}

// Begin returns the provider's authorization URL and the cookie the browser keeps until the callback.
func (p *Provider) Begin(secure bool) (string, *http.Cookie, error) {
	if !p.Configured() {
		return "", nil, ErrNotConfigured
	}
	buf := make([]byte, 24)
	if _, err := rand.Read(buf); err != nil {
		return "", nil, err
	}
	state := base64.RawURLEncoding.EncodeToString(buf)
	verifier := oauth2.GenerateVerifier()
	cookie := &http.Cookie{
		Name:     CookieName,
		Value:    state + "." + verifier,
		Path:     "/api/v1/auth/oauth2",
		MaxAge:   int(cookieLifetime.Seconds()),
		HttpOnly: true,
		Secure:   secure,
		SameSite: http.SameSiteLaxMode,
	}
	return p.oauth.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier)), cookie, nil
}

// ClearCookie removes the state cookie.
func ClearCookie(secure bool) *http.Cookie {
	return &http.Cookie{Name: CookieName, Value: "", Path: "/api/v1/auth/oauth2", MaxAge: -1, HttpOnly: true, Secure: secure, SameSite: http.SameSiteLaxMode}
}

// Complete checks the state against the cookie, exchanges the code for a token (with the PKCE
// verifier) and returns the provider's description of the user.
func (p *Provider) Complete(ctx context.Context, cb Callback) (map[string]any, error) {
	if !p.Configured() {
		return nil, ErrNotConfigured
	}
	wantState, verifier, ok := strings.Cut(cb.Cookie, ".")
	if !ok || cb.State == "" || subtle.ConstantTimeCompare([]byte(cb.State), []byte(wantState)) != 1 {
		return nil, ErrState
	}
	if cb.Error != "" {
		if !errorCode.MatchString(cb.Error) {
			return nil, ErrDenied
		}
		return nil, fmt.Errorf("%w: %s", ErrDenied, cb.Error)
	}
	if cb.Code == "" {
		return nil, ErrState
	}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, p.client)
	token, err := p.oauth.Exchange(ctx, cb.Code, oauth2.VerifierOption(verifier))
	if err != nil {
		return nil, fmt.Errorf("exchange the code: %w", err)
	}
	res, err := p.oauth.Client(ctx, token).Get(p.userInfoURL)
	if err != nil {
		return nil, fmt.Errorf("read the user: %w", err)
	}
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("read the user: the provider answered %d", res.StatusCode)
	}
	var user map[string]any
	dec := json.NewDecoder(io.LimitReader(res.Body, 1<<20))
	dec.UseNumber() // numeric ids stay exact
	if err := dec.Decode(&user); err != nil {
		return nil, fmt.Errorf("read the user: %w", err)
	}
	return user, nil
}

// Status is the HTTP status of an error of the flow.
func Status(err error) int {
	switch {
	case errors.Is(err, ErrNotConfigured):
		return http.StatusServiceUnavailable
	case errors.Is(err, ErrState):
		return http.StatusBadRequest
	case errors.Is(err, ErrDenied):
		return http.StatusUnauthorized
	default:
		return http.StatusBadGateway
	}
}

// Message is what the API says of an error of the flow (the provider's details are logged, not shown).
func Message(err error) string {
	if errors.Is(err, ErrNotConfigured) || errors.Is(err, ErrState) || errors.Is(err, ErrDenied) {
		return err.Error()
	}
	return "the sign-in provider failed to answer"
}

// Package oauth signs users in with an OAuth2 provider: the authorization code flow with state and
// PKCE (golang.org/x/oauth2), then the provider's user-info endpoint.
package oauth

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
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
	ErrNotConfigured = errors.New("OAuth2 is not configured: set OAUTH2_CLIENT_ID and OAUTH2_CLIENT_SECRET")
	// ErrState is returned when the callback's state does not match the browser's cookie.
	ErrState = errors.New("the sign-in expired or did not start here: start again")
)

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

// Complete checks state against the cookie, exchanges code for a token and returns the provider's
// description of the user.
func (p *Provider) Complete(ctx context.Context, state, code, cookie string) (map[string]any, error) {
	if !p.Configured() {
		return nil, ErrNotConfigured
	}
	wantState, verifier, ok := strings.Cut(cookie, ".")
	if !ok || state == "" || state != wantState || code == "" {
		return nil, ErrState
	}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, p.client)
	token, err := p.oauth.Exchange(ctx, code, oauth2.VerifierOption(verifier))
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
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&user); err != nil {
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
	default:
		return http.StatusBadGateway
	}
}

// Message is what the API says of an error of the flow (the provider's details are logged, not shown).
func Message(err error) string {
	if errors.Is(err, ErrNotConfigured) || errors.Is(err, ErrState) {
		return err.Error()
	}
	return "the sign-in provider failed to answer"
}

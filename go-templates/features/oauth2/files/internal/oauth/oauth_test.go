package oauth

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"{{@module}}/internal/config"
)

func TestBeginNeedsAClientID(t *testing.T) {
	if _, _, err := New(config.OAuth2Config{}).Begin(false); !errors.Is(err, ErrNotConfigured) || Status(err) != http.StatusServiceUnavailable {
		t.Fatalf("Begin without a client id: %v", err)
	}
}

func TestBeginGivesAFreshStateEachTime(t *testing.T) {
	p := New(config.OAuth2Config{ClientID: "c", AuthURL: "https://provider.test/authorize", TokenURL: "https://provider.test/token"})
	first, cookie, err := p.Begin(true)
	if err != nil {
		t.Fatal(err)
	}
	second, _, _ := p.Begin(true)
	a, _ := url.Parse(first)
	b, _ := url.Parse(second)
	if a.Query().Get("state") == "" || a.Query().Get("state") == b.Query().Get("state") {
		t.Errorf("states %q and %q: want random ones", a.Query().Get("state"), b.Query().Get("state"))
	}
	if !cookie.HttpOnly || !cookie.Secure || !strings.HasPrefix(cookie.Value, a.Query().Get("state")+".") {
		t.Errorf("cookie %+v: want HttpOnly, Secure over TLS, holding the state", cookie)
	}
}

func TestCompleteRepeatsOnlyWellFormedProviderErrors(t *testing.T) {
	p := New(config.OAuth2Config{ClientID: "c"})
	_, err := p.Complete(context.Background(), Callback{State: "s", Cookie: "s.v", Error: "access_denied"})
	if !errors.Is(err, ErrDenied) || Status(err) != http.StatusUnauthorized || !strings.Contains(Message(err), "access_denied") {
		t.Errorf("provider error access_denied: %v (%q)", err, Message(err))
	}
	_, err = p.Complete(context.Background(), Callback{State: "s", Cookie: "s.v", Error: "<script>"})
	if !errors.Is(err, ErrDenied) || strings.Contains(Message(err), "script") {
		t.Errorf("provider error <script>: %v (%q), want it not repeated", err, Message(err))
	}
	_, err = p.Complete(context.Background(), Callback{State: "other", Cookie: "s.v", Error: "access_denied"})
	if !errors.Is(err, ErrState) {
		t.Errorf("provider error with another state: %v, want ErrState first", err)
	}
}

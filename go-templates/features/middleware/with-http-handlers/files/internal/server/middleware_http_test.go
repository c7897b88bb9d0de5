package server

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAPanickingHandlerAnswers500AndIsLogged(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServerLogging(t, slog.New(slog.NewJSONHandler(&logs, nil)))
	addTestRoute(s, http.MethodGet, "/panic", func(http.ResponseWriter, *http.Request) { panic("boom") })

	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/panic", nil))
	if res.StatusCode != http.StatusInternalServerError {
		t.Fatalf("status = %d, want 500", res.StatusCode)
	}
	for _, want := range []string{`"msg":"panic recovered"`, `"panic":"boom"`, `"msg":"request"`, `"status":500`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}

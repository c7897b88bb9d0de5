package server

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"
)

func TestAPanickingHandlerAnswers500AndIsLogged(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServerLogging(t, slog.New(slog.NewJSONHandler(&logs, nil)))
	s.echo.GET("/panic", func(*echo.Context) error { panic("boom") })

	res := serve(t, s, httptest.NewRequest(http.MethodGet, "/panic", nil))
	if res.StatusCode != http.StatusInternalServerError {
		t.Fatalf("status = %d, want 500", res.StatusCode)
	}
	for _, want := range []string{`"msg":"request"`, `"status":500`, `[PANIC RECOVER] boom`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}

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

	expectJSONError(t, serve(t, s, httptest.NewRequest(http.MethodGet, "/panic", nil)), http.StatusInternalServerError)
	for _, want := range []string{`"msg":"request"`, `"status":500`, `[PANIC RECOVER] boom`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}

package server

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

func TestAPanickingHandlerAnswers500AndIsLogged(t *testing.T) {
	var logs bytes.Buffer
	s := newTestServerLogging(t, slog.New(slog.NewJSONHandler(&logs, nil)))
	s.engine.GET("/panic", func(*gin.Context) { panic("boom") })

	expectJSONError(t, serve(t, s, httptest.NewRequest(http.MethodGet, "/panic", nil)), http.StatusInternalServerError)
	for _, want := range []string{`"msg":"panic recovered"`, `"panic":"boom"`, `"msg":"request"`, `"status":500`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}

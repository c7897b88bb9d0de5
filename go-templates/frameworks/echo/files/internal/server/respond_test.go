package server

import (
	"bytes"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v5"
)

// Echo's c.JSON holds the status back until the body is encoded and returns the encoding error, which
// errorHandler logs and answers 500: an answer is whole or not sent at all.
func TestJSONAnswersWholeOrNotAtAll(t *testing.T) {
	tests := []struct {
		name       string
		value      any
		wantStatus int
		wantBody   string
		wantLog    bool
	}{
		{"an encodable value", map[string]float64{"ratio": 0.5}, http.StatusCreated, `{"ratio":0.5}`, false},
		// A NaN or an infinity has no JSON form.
		{"a value that cannot be encoded", map[string]float64{"ratio": math.Inf(1)}, http.StatusInternalServerError, `{"error":"internal server error"}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var logs bytes.Buffer
			s := newTestServerLogging(t, slog.New(slog.NewJSONHandler(&logs, nil)))
			s.echo.GET("/answer", func(c *echo.Context) error { return c.JSON(http.StatusCreated, tt.value) })
			res := serve(t, s, httptest.NewRequest(http.MethodGet, "/answer", nil))
			defer func() { _ = res.Body.Close() }()

			if res.StatusCode != tt.wantStatus {
				t.Errorf("status = %d, want %d", res.StatusCode, tt.wantStatus)
			}
			if ct := res.Header.Get("Content-Type"); ct != echo.MIMEApplicationJSON {
				t.Errorf("Content-Type = %q, want %s", ct, echo.MIMEApplicationJSON)
			}
			var body bytes.Buffer
			if _, err := body.ReadFrom(res.Body); err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(body.String()); got != tt.wantBody {
				t.Errorf("body = %s, want %s", got, tt.wantBody)
			}
			logged := strings.Contains(logs.String(), `"msg":"request failed"`) && strings.Contains(logs.String(), `"path":"/answer"`)
			if logged != tt.wantLog {
				t.Errorf("encoding failure logged = %t, want %t; logs:\n%s", logged, tt.wantLog, logs.String())
			}
		})
	}
}

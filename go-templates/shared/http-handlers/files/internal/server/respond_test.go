package server

import (
	"bytes"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestWriteJSONAnswersWholeOrNotAtAll(t *testing.T) {
	tests := []struct {
		name       string
		value      any
		wantStatus int
		wantBody   string
		wantLog    bool
	}{
		{"an encodable value", map[string]float64{"ratio": 0.5}, http.StatusCreated, `{"ratio":0.5}`, false},
		// A NaN or an infinity has no JSON form: once the status is sent, the client would get it with
		// an empty body.
		{"a value that cannot be encoded", map[string]float64{"ratio": math.Inf(1)}, http.StatusInternalServerError, `{"error":"internal server error"}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var logs bytes.Buffer
			s := newTestServerLogging(t, slog.New(slog.NewJSONHandler(&logs, nil)))
			rec := httptest.NewRecorder()
			s.writeJSON(rec, httptest.NewRequest(http.MethodGet, "/answer", nil), http.StatusCreated, tt.value)

			if rec.Code != tt.wantStatus {
				t.Errorf("status = %d, want %d", rec.Code, tt.wantStatus)
			}
			if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
				t.Errorf("Content-Type = %q, want application/json; charset=utf-8", ct)
			}
			if body := strings.TrimSpace(rec.Body.String()); body != tt.wantBody {
				t.Errorf("body = %s, want %s", body, tt.wantBody)
			}
			logged := strings.Contains(logs.String(), `"msg":"response not encoded"`) && strings.Contains(logs.String(), `"path":"/answer"`)
			if logged != tt.wantLog {
				t.Errorf("encoding failure logged = %t, want %t; logs:\n%s", logged, tt.wantLog, logs.String())
			}
		})
	}
}

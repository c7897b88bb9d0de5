package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAMalformedRequestIDIsReplaced(t *testing.T) {
	req := httptest.NewRequest(http.MethodGet, "/health", nil)
	req.Header.Set(RequestIDHeader, "not a valid id")
	if got := serve(t, newTestServer(t), req).Header.Get(RequestIDHeader); got == "" || strings.Contains(got, " ") {
		t.Fatalf("request ID = %q, want a generated one", got)
	}
}

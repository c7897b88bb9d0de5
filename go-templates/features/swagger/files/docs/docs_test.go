package docs

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHandlerServesTheSpecAndTheUI(t *testing.T) {
	h := Handler()
	get := func(path string) (*http.Response, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		body, _ := io.ReadAll(rec.Result().Body)
		return rec.Result(), string(body)
	}
	if res, body := get("/swagger/doc.yaml"); res.StatusCode != http.StatusOK || !strings.HasPrefix(body, "openapi: 3.0.3") {
		t.Fatalf("doc.yaml: %d %.40q", res.StatusCode, body)
	}
	if res, body := get("/swagger/index.html"); res.StatusCode != http.StatusOK || !strings.Contains(body, "swagger-ui") {
		t.Fatalf("index.html: %d", res.StatusCode)
	}
	if res, body := get("/swagger/swagger-initializer.js"); res.StatusCode != http.StatusOK || !strings.Contains(body, "/swagger/doc.yaml") {
		t.Fatalf("the UI is not pointed at the service's spec: %d %s", res.StatusCode, body)
	}
	if res, _ := get("/swagger/swagger-ui-bundle.js"); res.StatusCode != http.StatusOK {
		t.Fatalf("swagger-ui-bundle.js: %d", res.StatusCode)
	}
	if res, _ := get("/swagger"); res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/swagger/index.html" {
		t.Fatalf("/swagger: %d %s", res.StatusCode, res.Header.Get("Location"))
	}
}

package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"{{@module}}/internal/config"
	"{{@module}}/internal/storage/storagetest"
)

// TestFileRoutesOnS3 uploads, downloads and deletes a file through the router, on the server of
// S3_ENDPOINT in a bucket of its own. Skipped without it.
func TestFileRoutesOnS3(t *testing.T) {
	store := storagetest.New(t, func(c *config.S3Config) { c.MaxUploadBytes = 1024 })
	s := newTestServer(t)
	deps := s.deps
	deps.Files = store
	s = New(s.cfg, deps)

	send := func(method, path, body, contentType string) (*http.Response, string) {
		t.Helper()
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		res := serve(t, s, req)
		defer func() { _ = res.Body.Close() }()
		data, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		return res, string(data)
	}

	res, body := send(http.MethodPut, "/api/v1/files/hello.txt", "hello, files", "text/plain; charset=utf-8")
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("PUT = %d %s, want 201", res.StatusCode, body)
	}
	var info struct {
		Key  string `json:"key"`
		Size int64  `json:"size"`
	}
	if err := json.Unmarshal([]byte(body), &info); err != nil || info.Key != "hello.txt" || info.Size != 12 {
		t.Errorf("PUT answered %s (%v)", body, err)
	}

	res, body = send(http.MethodGet, "/api/v1/files/hello.txt", "", "")
	if res.StatusCode != http.StatusOK || body != "hello, files" {
		t.Fatalf("GET = %d %q, want 200 with the uploaded bytes", res.StatusCode, body)
	}
	if ct := res.Header.Get("Content-Type"); ct != "text/plain; charset=utf-8" {
		t.Errorf("GET Content-Type = %q, want the uploaded one", ct)
	}

	for _, tc := range []struct {
		name, method, path, body string
		status                   int
	}{
		{"missing file", http.MethodGet, "/api/v1/files/missing.txt", "", http.StatusNotFound},
		{"too large", http.MethodPut, "/api/v1/files/big.bin", strings.Repeat("x", 1025), http.StatusRequestEntityTooLarge},
		{"invalid key", http.MethodPut, "/api/v1/files/.hidden", "x", http.StatusBadRequest},
		{"delete", http.MethodDelete, "/api/v1/files/hello.txt", "", http.StatusNoContent},
		{"deleted file", http.MethodGet, "/api/v1/files/hello.txt", "", http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := send(tc.method, tc.path, tc.body, "")
			if res.StatusCode != tc.status {
				t.Fatalf("%s %s = %d %s, want %d", tc.method, tc.path, res.StatusCode, body, tc.status)
			}
			if tc.status >= http.StatusBadRequest && !strings.Contains(body, `"error"`) {
				t.Errorf("no error message in %s", body)
			}
		})
	}
}

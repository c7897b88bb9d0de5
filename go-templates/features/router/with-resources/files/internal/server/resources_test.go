package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"{{@module}}/internal/memory"
)

// resourcesServer is a test server whose resources live in stores of their own, in memory.
func resourcesServer(t *testing.T) *Server {
	t.Helper()
	s := newTestServer(t)
	deps := s.deps
	{{@slot:resources.testdeps}}
	{{@slot:notes.testdeps}}
	return New(s.cfg, deps)
}

var samples atomic.Int64

// nextSample is a number no other input of the test binary had: unique fields stay apart.
func nextSample() int {
	return int(samples.Add(1))
}

// ptr is the address of a copy of v: an optional field's value.
func ptr[T any](v T) *T {
	return &v
}

// callResource sends body (marshalled to JSON unless it is a string or nil) with what the routes
// require of a client (a token, with JWT Auth) and decodes the JSON answer into out (if not nil).
func callResource(t *testing.T, s *Server, method, path string, body, out any) *http.Response {
	t.Helper()
	var reader io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		reader = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		reader = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, reader)
	if reader != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	{{@slot:notes.testrequest}}
	res := serve(t, s, req)
	t.Cleanup(func() { _ = res.Body.Close() })
	if out != nil {
		if err := json.NewDecoder(res.Body).Decode(out); err != nil {
			t.Fatalf("%s %s: decode the answer: %v", method, path, err)
		}
	}
	return res
}

// errorOf is the message of a JSON error answer.
func errorOf(t *testing.T, s *Server, method, path string, body any) (int, string) {
	t.Helper()
	var answer struct {
		Error string `json:"error"`
	}
	res := callResource(t, s, method, path, body, &answer)
	return res.StatusCode, answer.Error
}

// asFields is an input as the JSON object a client sends.
func asFields(t *testing.T, in any) map[string]any {
	t.Helper()
	raw, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal(raw, &fields); err != nil {
		t.Fatal(err)
	}
	return fields
}

// expectRefused checks that a create of body answers status, with a message naming field.
func expectRefused(t *testing.T, s *Server, path string, body map[string]any, status int, field string) {
	t.Helper()
	code, message := errorOf(t, s, http.MethodPost, path, body)
	if code != status || !strings.Contains(message, field) {
		t.Errorf("POST %s %v: %d %q, want %d naming %s", path, body, code, message, status, field)
	}
}

// expectFound checks that a list filtered by field=value holds the row with id.
func expectFound(t *testing.T, s *Server, path, field, value string, id int64, key string) {
	t.Helper()
	var list map[string]json.RawMessage
	url := path + "?" + field + "=" + value
	if res := callResource(t, s, http.MethodGet, url, nil, &list); res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d", url, res.StatusCode)
	}
	var items []struct {
		ID int64 `json:"id"`
	}
	if err := json.Unmarshal(list[key], &items); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	for _, item := range items {
		if item.ID == id {
			return
		}
	}
	t.Errorf("GET %s: %d is not in %v", url, id, items)
}

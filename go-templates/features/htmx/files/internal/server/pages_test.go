package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"{{@module}}/internal/web"
)

// send sends req through the server and returns the answer with its body.
func send(t *testing.T, s *Server, req *http.Request) (*http.Response, string) {
	t.Helper()
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s %s: read the body: %v", req.Method, req.URL, err)
	}
	return res, string(body)
}

// get sends GET path through the server.
func get(t *testing.T, s *Server, path string) (*http.Response, string) {
	t.Helper()
	return send(t, s, httptest.NewRequest(http.MethodGet, path, nil))
}

func TestHomePage(t *testing.T) {
	res, body := get(t, newTestServer(t), "/")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET / = %d %q, want 200 text/html", res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, want := range []string{"<!doctype html>", "<title>Home · {{@projectName}}</title>", `<script src="/static/htmx.min.js?v=`} {
		if !strings.Contains(body, want) {
			t.Errorf("GET / has no %q:\n%s", want, body)
		}
	}
}

func TestEveryPageIsInTheNavigation(t *testing.T) {
	_, page := get(t, newTestServer(t), "/")
	var want, got []string
	for _, link := range web.Nav {
		want = append(want, link.Path)
	}
	for _, m := range regexp.MustCompile(`(?s)<nav>(.*?)</nav>`).FindAllStringSubmatch(page, 1) {
		for _, href := range regexp.MustCompile(`<a href="([^"]*)"`).FindAllStringSubmatch(m[1], -1) {
			got = append(got, href[1])
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the navigation's links (-web.Nav +page):\n%s", diff)
	}
}

func TestHTMXIsServedFromTheBinary(t *testing.T) {
	s := newTestServer(t)
	_, page := get(t, s, "/")
	src := regexp.MustCompile(`<script src="([^"]+)"`).FindStringSubmatch(page)
	if src == nil {
		t.Fatalf("GET / loads no script:\n%s", page)
	}
	res, body := get(t, s, src[1])
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d, want 200", src[1], res.StatusCode)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("GET %s: Content-Type %q, want text/javascript", src[1], ct)
	}
	if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, "max-age=31536000") {
		t.Errorf("GET %s: Cache-Control %q, want a year", src[1], cc)
	}
	if !strings.HasPrefix(body, "/*! htmx ") || !strings.Contains(body, "htmx") {
		t.Errorf("GET %s is not htmx: %.80s", src[1], body)
	}

	// A revalidating browser gets a 304 without the script.
	req := httptest.NewRequest(http.MethodGet, src[1], nil)
	req.Header.Set("If-None-Match", res.Header.Get("ETag"))
	if res, _ := send(t, s, req); res.StatusCode != http.StatusNotModified {
		t.Errorf("GET %s with its ETag = %d, want 304", src[1], res.StatusCode)
	}

	// Only the embedded files: no directory listing, no other path.
	for _, path := range []string{"/static/", "/static/missing.js"} {
		if res, _ := get(t, s, path); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", path, res.StatusCode)
		}
	}
}

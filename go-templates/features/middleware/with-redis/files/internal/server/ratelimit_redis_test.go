package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"{{@module}}/internal/cache"
	"{{@module}}/internal/config"
)

// Two instances of the service on one Redis share each client's allowance: the limit holds however
// many instances a load balancer spreads the requests over. Skipped without REDIS_URL.
func TestTheRateLimitIsSharedByEveryInstance(t *testing.T) {
	url := os.Getenv("REDIS_URL")
	if url == "" {
		t.Skip("REDIS_URL is not set")
	}
	client, err := cache.Connect(context.Background(), config.RedisConfig{URL: url, ConnectTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = client.Close() }()

	// A prefix of the test's own; its counters expire with their window.
	prefix := fmt.Sprintf("ratelimit-test-%d:", time.Now().UnixNano())
	instance := func() *Server {
		s := newTestServer(t, func(c *config.Config) {
			c.Middleware.RateLimitRequests = 3
			c.Middleware.RateLimitWindow = 10 * time.Second
			c.Redis.KeyPrefix = prefix
		})
		deps := s.deps
		deps.Redis = client
		return New(s.cfg, deps)
	}
	first, second := instance(), instance()

	for i, s := range []*Server{first, second, first} {
		if res := serve(t, s, httptest.NewRequest(http.MethodGet, "/anything", nil)); res.StatusCode == http.StatusTooManyRequests {
			t.Fatalf("request %d was limited within the allowance of 3", i+1)
		}
	}
	res := serve(t, second, httptest.NewRequest(http.MethodGet, "/anything", nil))
	if res.StatusCode != http.StatusTooManyRequests || res.Header.Get("Retry-After") == "" {
		t.Fatalf("fourth request, on the other instance: status %d, Retry-After %q; want 429 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
}

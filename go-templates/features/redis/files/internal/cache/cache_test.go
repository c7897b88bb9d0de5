package cache

import (
	"context"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func TestConnectFailsClearly(t *testing.T) {
	_, err := Connect(context.Background(), config.RedisConfig{URL: "not a url", ConnectTimeout: time.Second})
	if err == nil || !strings.Contains(err.Error(), "REDIS_URL") {
		t.Fatalf("bad URL: err = %v", err)
	}
	start := time.Now()
	_, err = Connect(context.Background(), config.RedisConfig{URL: "redis://127.0.0.1:1/0", ConnectTimeout: 500 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "127.0.0.1:1") {
		t.Fatalf("closed port: err = %v", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatalf("the check took %s, beyond its timeout", time.Since(start))
	}
}

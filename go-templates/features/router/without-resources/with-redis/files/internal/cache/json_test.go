package cache

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

// TestCacheOnRedis runs against the Redis of REDIS_URL, under a prefix of its own. Skipped without it.
func TestCacheOnRedis(t *testing.T) {
	url := os.Getenv("REDIS_URL")
	if url == "" {
		t.Skip("REDIS_URL is not set")
	}
	ctx := context.Background()
	client, err := Connect(ctx, config.RedisConfig{URL: url, ConnectTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = client.Close() }()
	c := New(client, fmt.Sprintf("cache-test-%d:", time.Now().UnixNano()))

	type item struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	if err := c.Set(ctx, "a", item{"apples", 3}, time.Minute); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Delete(ctx, "a") }()
	var got item
	if found, err := c.Get(ctx, "a", &got); !found || err != nil || got != (item{"apples", 3}) {
		t.Fatalf("Get = %v %+v, %v", found, got, err)
	}
	if found, err := c.Get(ctx, "missing", &got); found || err != nil {
		t.Fatalf("Get of a missing key = %v, %v", found, err)
	}
	if err := c.Set(ctx, "short", 1, 50*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	time.Sleep(150 * time.Millisecond)
	var n int
	if found, _ := c.Get(ctx, "short", &n); found {
		t.Fatal("a value outlived its TTL")
	}
}

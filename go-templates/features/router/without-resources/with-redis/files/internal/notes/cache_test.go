package notes_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"{{@module}}/internal/cache"
	"{{@module}}/internal/config"
	"{{@module}}/internal/notes"
	"{{@module}}/internal/notes/notestest"
)

// countingStore counts the reads that reach the store behind the cache.
type countingStore struct {
	notes.Store
	gets atomic.Int32
}

func (s *countingStore) Get(ctx context.Context, id int64) (notes.Note, error) {
	s.gets.Add(1)
	return s.Store.Get(ctx, id)
}

// redisCache connects to the Redis of REDIS_URL under a key prefix of the test's own; skipped without it.
func redisCache(t *testing.T) *cache.Cache {
	t.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		t.Skip("REDIS_URL is not set")
	}
	client, err := cache.Connect(context.Background(), config.RedisConfig{URL: url, ConnectTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = client.Close() })
	return cache.New(client, fmt.Sprintf("notes-cache-test-%d:", time.Now().UnixNano()))
}

func TestCachedStoreOnRedis(t *testing.T) {
	ctx := context.Background()
	store := &countingStore{Store: notestest.NewStore()}
	s := notes.NewCachedStore(store, redisCache(t), time.Minute, slog.New(slog.DiscardHandler))

	n, err := s.Create(ctx, notes.Input{Title: "first"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Delete(context.Background(), n.ID) })
	for range 3 {
		got, err := s.Get(ctx, n.ID)
		if err != nil || got.Title != "first" || !got.CreatedAt.Equal(n.CreatedAt) {
			t.Fatalf("Get = %+v, %v", got, err)
		}
	}
	if gets := store.gets.Load(); gets != 1 {
		t.Fatalf("3 reads reached the store %d times, want 1 (the others are cache hits)", gets)
	}

	if _, err := s.Update(ctx, n.ID, notes.Input{Title: "second"}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Get(ctx, n.ID); err != nil || got.Title != "second" {
		t.Fatalf("Get after Update = %+v, %v; want the new title", got, err)
	}

	if err := s.Delete(ctx, n.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, n.ID); !errors.Is(err, notes.ErrNotFound) {
		t.Fatalf("Get after Delete: err = %v, want notes.ErrNotFound", err)
	}
}

// With Redis unreachable, every call still answers from the store.
func TestCachedStoreWithoutRedis(t *testing.T) {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialerRetries: 1, DialTimeout: time.Second})
	t.Cleanup(func() { _ = client.Close() })
	ctx := context.Background()
	store := &countingStore{Store: notestest.NewStore()}
	s := notes.NewCachedStore(store, cache.New(client, "test:"), time.Minute, slog.New(slog.DiscardHandler))

	n, err := s.Create(ctx, notes.Input{Title: "first"})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := s.Get(ctx, n.ID); err != nil || got.Title != "first" {
		t.Fatalf("Get = %+v, %v; want the note from the store", got, err)
	}
	if _, err := s.Update(ctx, n.ID, notes.Input{Title: "second"}); err != nil {
		t.Fatalf("Update = %v", err)
	}
	if got, err := s.Get(ctx, n.ID); err != nil || got.Title != "second" {
		t.Fatalf("Get after Update = %+v, %v", got, err)
	}
	if err := s.Delete(ctx, n.ID); err != nil {
		t.Fatalf("Delete = %v", err)
	}
	if gets := store.gets.Load(); gets != 2 {
		t.Errorf("%d reads reached the store, want 2", gets)
	}
}

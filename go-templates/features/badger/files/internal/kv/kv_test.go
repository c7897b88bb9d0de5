package kv

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

type user struct {
	Name  string `json:"name"`
	Admin bool   `json:"admin"`
}

// open opens a store in dir for the test; it is closed when the test ends, before dir is removed.
func open(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := Open(config.BadgerConfig{Dir: dir, GCInterval: time.Minute}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if !s.db.IsClosed() {
			_ = s.Close()
		}
	})
	return s
}

func TestBucketSetGetDelete(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "nested", "badger"))
	users := NewBucket[user](s, "users:")
	if err := users.Set("ada", user{Name: "Ada", Admin: true}, 0); err != nil {
		t.Fatal(err)
	}
	if got, found, err := users.Get("ada"); !found || err != nil || got != (user{Name: "Ada", Admin: true}) {
		t.Fatalf("Get = %+v %v, %v", got, found, err)
	}
	if _, found, err := users.Get("bob"); found || err != nil {
		t.Fatalf("Get of a missing key = %v, %v", found, err)
	}
	// Another bucket does not see the keys of this one.
	if _, found, err := NewBucket[user](s, "admins:").Get("ada"); found || err != nil {
		t.Fatalf("another bucket's Get = %v, %v", found, err)
	}
	if err := users.Delete("ada"); err != nil {
		t.Fatal(err)
	}
	if _, found, err := users.Get("ada"); found || err != nil {
		t.Fatalf("Get after Delete = %v, %v", found, err)
	}
	if err := users.Delete("ada"); err != nil {
		t.Fatalf("deleting a missing key: %v", err)
	}
}

func TestAValueExpiresAfterItsTTL(t *testing.T) {
	s := open(t, t.TempDir())
	codes := NewBucket[string](s, "codes:")
	// Badger keeps expiry times in seconds: 2s lasts at least one.
	if err := codes.Set("login", "123456", 2*time.Second); err != nil {
		t.Fatal(err)
	}
	if got, found, err := codes.Get("login"); !found || err != nil || got != "123456" {
		t.Fatalf("Get before the TTL = %q %v, %v", got, found, err)
	}
	time.Sleep(2100 * time.Millisecond)
	if _, found, err := codes.Get("login"); found || err != nil {
		t.Fatalf("Get after the TTL = %v, %v; want the value gone", found, err)
	}
}

func TestValuesSurviveAReopen(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir)
	if err := NewBucket[int](s, "counters:").Set("visits", 42, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Ping(context.Background()); err == nil {
		t.Fatal("Ping succeeded on a closed store")
	}
	reopened := open(t, dir)
	if got, found, err := NewBucket[int](reopened, "counters:").Get("visits"); !found || err != nil || got != 42 {
		t.Fatalf("Get after reopening = %d %v, %v", got, found, err)
	}
	if err := reopened.Ping(context.Background()); err != nil {
		t.Fatalf("Ping = %v", err)
	}
}

func TestOpenWhereNoDirectoryCanBeMadeNamesIt(t *testing.T) {
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(file, "badger") // a directory would have to be made inside a file
	if _, err := Open(config.BadgerConfig{Dir: dir, GCInterval: time.Minute}, slog.New(slog.DiscardHandler)); err == nil || !strings.Contains(err.Error(), dir) {
		t.Fatalf("err = %v, want an error naming %s", err, dir)
	}
}

func TestCollectGarbageStopsWithItsContext(t *testing.T) {
	s := open(t, t.TempDir())
	s.gcInterval = 10 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- s.CollectGarbage(ctx) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("CollectGarbage = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("CollectGarbage did not return after its context ended")
	}
}

package kv

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"

	"{{@module}}/internal/config"
)

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

func TestValuesSurviveAReopen(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nested", "badger") // made when missing
	s := open(t, dir)
	if err := s.DB().Update(func(txn *badger.Txn) error { return txn.Set([]byte("visits"), []byte("42")) }); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Ping(context.Background()); err == nil {
		t.Fatal("Ping succeeded on a closed store")
	}
	reopened := open(t, dir)
	var got []byte
	err := reopened.DB().View(func(txn *badger.Txn) error {
		item, err := txn.Get([]byte("visits"))
		if err != nil {
			return err
		}
		got, err = item.ValueCopy(nil)
		return err
	})
	if err != nil || string(got) != "42" {
		t.Fatalf("Get after reopening = %q, %v", got, err)
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

package storage_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/storage"
	"{{@module}}/internal/storage/storagetest"
)

func TestCheckKey(t *testing.T) {
	for _, key := range []string{"a", "report.pdf", "2024-01_photo.JPG", strings.Repeat("k", 255)} {
		if err := storage.CheckKey(key); err != nil {
			t.Errorf("CheckKey(%q) = %v, want nil", key, err)
		}
	}
	for _, key := range []string{"", ".hidden", "-x", "a/b", "a b", "..", "é", strings.Repeat("k", 256)} {
		if err := storage.CheckKey(key); !errors.Is(err, storage.ErrInvalidKey) {
			t.Errorf("CheckKey(%q) = %v, want ErrInvalidKey", key, err)
		}
	}
}

func TestConnectFailsClearly(t *testing.T) {
	start := time.Now()
	_, err := storage.Connect(context.Background(), config.S3Config{
		Endpoint: "http://127.0.0.1:1", Bucket: "uploads", Region: "us-east-1", ConnectTimeout: 500 * time.Millisecond, MaxUploadBytes: 1,
	})
	if err == nil || !strings.Contains(err.Error(), "127.0.0.1:1") {
		t.Fatalf("closed port: err = %v, want an error naming the address", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatalf("the check took %s, beyond its timeout", time.Since(start))
	}
}

// TestStoreOnS3 runs against the server of S3_ENDPOINT, in a bucket of its own. Skipped without it.
func TestStoreOnS3(t *testing.T) {
	store := storagetest.New(t, func(c *config.S3Config) { c.MaxUploadBytes = 64 })
	ctx := context.Background()
	if err := store.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}

	content := []byte("hello, object storage")
	info, err := store.Put(ctx, "hello.txt", bytes.NewReader(content), "text/plain")
	if err != nil {
		t.Fatal(err)
	}
	if info.Size != int64(len(content)) || info.Key != "hello.txt" {
		t.Errorf("Put = %+v", info)
	}
	file, err := store.Get(ctx, "hello.txt")
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(file.Body)
	_ = file.Body.Close()
	if err != nil || !bytes.Equal(got, content) {
		t.Fatalf("Get read %q, %v; want %q", got, err, content)
	}
	if file.ContentType != "text/plain" || file.Size != int64(len(content)) {
		t.Errorf("Get = %+v", file.Info)
	}

	if _, err := store.Get(ctx, "missing.txt"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Get of a missing key: err = %v, want ErrNotFound", err)
	}
	if _, err := store.Put(ctx, "big.bin", bytes.NewReader(make([]byte, 65)), ""); !errors.Is(err, storage.ErrTooLarge) {
		t.Errorf("Put over the limit: err = %v, want ErrTooLarge", err)
	}
	if _, err := store.Get(ctx, "big.bin"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("a refused upload was stored: err = %v", err)
	}
	if _, err := store.Put(ctx, "../escape", strings.NewReader("x"), ""); !errors.Is(err, storage.ErrInvalidKey) {
		t.Errorf("Put with an invalid key: err = %v, want ErrInvalidKey", err)
	}

	if err := store.Delete(ctx, "hello.txt"); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Get(ctx, "hello.txt"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Get after Delete: err = %v, want ErrNotFound", err)
	}
}

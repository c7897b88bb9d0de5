// Package storagetest gives tests a store on the S3-compatible server of S3_ENDPOINT, in a bucket of
// their own that is emptied and removed when the test ends, so tests can run in parallel on one
// server.
package storagetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"

	"{{@module}}/internal/config"
	"{{@module}}/internal/storage"
)

// New connects to S3_ENDPOINT with the S3_* credentials, in a new bucket; each configure function
// may change the configuration first. The test is skipped when S3_ENDPOINT is not set.
func New(t testing.TB, configure ...func(*config.S3Config)) *storage.Store {
	t.Helper()
	endpoint := os.Getenv("S3_ENDPOINT")
	if endpoint == "" {
		t.Skip("S3_ENDPOINT is not set")
	}
	suffix := make([]byte, 6)
	_, _ = rand.Read(suffix)
	cfg := config.S3Config{
		Endpoint:        endpoint,
		AccessKeyID:     os.Getenv("S3_ACCESS_KEY_ID"),
		SecretAccessKey: os.Getenv("S3_SECRET_ACCESS_KEY"),
		Bucket:          "test-" + hex.EncodeToString(suffix),
		Region:          "us-east-1",
		ConnectTimeout:  10 * time.Second,
		MaxUploadBytes:  1 << 20,
	}
	if region := os.Getenv("S3_REGION"); region != "" {
		cfg.Region = region
	}
	for _, f := range configure {
		f(&cfg)
	}
	store, err := storage.Connect(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { removeBucket(t, store) })
	return store
}

// removeBucket deletes the objects of the store's bucket, then the bucket.
func removeBucket(t testing.TB, store *storage.Store) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client, bucket := store.Client(), store.Bucket()
	for object := range client.ListObjects(ctx, bucket, minio.ListObjectsOptions{Recursive: true}) {
		if object.Err != nil {
			t.Errorf("list %s: %v", bucket, object.Err)
			return
		}
		if err := client.RemoveObject(ctx, bucket, object.Key, minio.RemoveObjectOptions{}); err != nil {
			t.Errorf("remove %s/%s: %v", bucket, object.Key, err)
		}
	}
	if err := client.RemoveBucket(ctx, bucket); err != nil {
		t.Errorf("remove bucket %s: %v", bucket, err)
	}
}

// Package storagetest gives tests a store on the S3-compatible server of S3_ENDPOINT, in a bucket of
// their own that is emptied and removed when the test ends, so tests can run in parallel on one
// server.
package storagetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

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
	t.Cleanup(func() { removeBucket(t, cfg) })
	return store
}

// removeBucket deletes the objects of the bucket of cfg, then the bucket, with a client of its own:
// the store has no method for it, the service never removes its bucket.
func removeBucket(t testing.TB, cfg config.S3Config) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	endpoint, err := url.Parse(cfg.Endpoint)
	if err != nil {
		t.Errorf("S3_ENDPOINT: %v", err)
		return
	}
	client, err := minio.New(endpoint.Host, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKeyID, cfg.SecretAccessKey, ""),
		Secure: endpoint.Scheme == "https",
		Region: cfg.Region,
	})
	if err != nil {
		t.Errorf("s3 client for %s: %v", endpoint.Host, err)
		return
	}
	bucket := cfg.Bucket
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

// Package storage keeps the service's files in one bucket of an S3-compatible object store (AWS S3,
// MinIO, Cloudflare R2, ...) through minio-go.
package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"regexp"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"{{@module}}/internal/config"
)

var (
	// ErrInvalidKey is returned for a key outside the allowed characters.
	ErrInvalidKey = errors.New("the key must be 1 to 255 letters, digits, '.', '_' or '-', starting with a letter or digit")
	// ErrNotFound is returned when no file has the key.
	ErrNotFound = errors.New("file not found")
	// ErrTooLarge is returned for an upload over the size limit.
	ErrTooLarge = errors.New("file too large")
)

// keyPattern keeps keys to one URL path segment that needs no escaping, so every router hands the
// handlers the same key.
var keyPattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$`)

// CheckKey returns ErrInvalidKey unless key is a valid file key.
func CheckKey(key string) error {
	if !keyPattern.MatchString(key) {
		return ErrInvalidKey
	}
	return nil
}

// Store reads and writes the files of one bucket.
type Store struct {
	client    *minio.Client
	bucket    string
	maxUpload int64
}

// Info describes a stored file.
type Info struct {
	Key         string `json:"key"`
	Size        int64  `json:"size"`
	ContentType string `json:"content_type"`
	ETag        string `json:"etag"`
}

// Connect opens a client on cfg.Endpoint and, within cfg.ConnectTimeout, checks that the server
// answers and creates the bucket when it is missing.
func Connect(ctx context.Context, cfg config.S3Config) (*Store, error) {
	endpoint, err := url.Parse(cfg.Endpoint)
	if err != nil {
		return nil, fmt.Errorf("S3_ENDPOINT: %w", err)
	}
	client, err := minio.New(endpoint.Host, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKeyID, cfg.SecretAccessKey, ""),
		Secure: endpoint.Scheme == "https",
		Region: cfg.Region,
	})
	if err != nil {
		return nil, fmt.Errorf("s3 client for %s: %w", endpoint.Host, err)
	}
	checkCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := ensureBucket(checkCtx, client, cfg.Bucket, cfg.Region); err != nil {
		return nil, fmt.Errorf("s3 at %s, bucket %s (within %s): %w", endpoint.Host, cfg.Bucket, cfg.ConnectTimeout, err)
	}
	return &Store{client: client, bucket: cfg.Bucket, maxUpload: cfg.MaxUploadBytes}, nil
}

// ensureBucket creates bucket unless it exists; another instance creating it at the same time is
// not an error.
func ensureBucket(ctx context.Context, client *minio.Client, bucket, region string) error {
	exists, err := client.BucketExists(ctx, bucket)
	if err != nil || exists {
		return err
	}
	err = client.MakeBucket(ctx, bucket, minio.MakeBucketOptions{Region: region})
	if code := minio.ToErrorResponse(err).Code; code == "BucketAlreadyOwnedByYou" || code == "BucketAlreadyExists" {
		return nil
	}
	return err
}

// Ping checks that the bucket is reachable, for the health check.
func (s *Store) Ping(ctx context.Context) error {
	exists, err := s.client.BucketExists(ctx, s.bucket)
	if err == nil && !exists {
		err = fmt.Errorf("bucket %s does not exist", s.bucket)
	}
	return err
}

// Put stores the content of body under key, replacing any file there. A body over the size limit
// is refused with ErrTooLarge before anything is stored; it is read into memory first so that the
// object store gets its size.
func (s *Store) Put(ctx context.Context, key string, body io.Reader, contentType string) (Info, error) {
	if err := CheckKey(key); err != nil {
		return Info{}, err
	}
	data, err := io.ReadAll(io.LimitReader(body, s.maxUpload+1))
	if err != nil {
		return Info{}, fmt.Errorf("read the upload: %w", err)
	}
	if int64(len(data)) > s.maxUpload {
		return Info{}, fmt.Errorf("%w: the limit is %d bytes", ErrTooLarge, s.maxUpload)
	}
	if contentType == "" {
		contentType = "application/octet-stream"
	}
	uploaded, err := s.client.PutObject(ctx, s.bucket, key, bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return Info{}, fmt.Errorf("store %s: %w", key, err)
	}
	return Info{Key: key, Size: uploaded.Size, ContentType: contentType, ETag: uploaded.ETag}, nil
}

// Get opens the file under key; the caller reads and closes its Body. ErrNotFound when there is
// none.
func (s *Store) Get(ctx context.Context, key string) (*File, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	object, err := s.client.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", key, err)
	}
	// GetObject sends no request until the object is read or stated.
	stat, err := object.Stat()
	if err != nil {
		_ = object.Close()
		if minio.ToErrorResponse(err).Code == "NoSuchKey" {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get %s: %w", key, err)
	}
	return &File{
		Info: Info{Key: key, Size: stat.Size, ContentType: stat.ContentType, ETag: stat.ETag},
		Body: object,
	}, nil
}

// File is a stored file being read.
type File struct {
	Info
	Body io.ReadCloser
}

// Delete removes the file under key; removing a missing file is not an error.
func (s *Store) Delete(ctx context.Context, key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	if err := s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}); err != nil {
		return fmt.Errorf("delete %s: %w", key, err)
	}
	return nil
}

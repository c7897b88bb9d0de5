package config

import (
	"net/url"
	"regexp"
	"time"
)

// S3Config configures the object storage client.
type S3Config struct {
	// Endpoint is the URL of the S3-compatible server; https uses TLS.
	Endpoint string `env:"S3_ENDPOINT"`
	// AccessKeyID and SecretAccessKey are the credentials.
	AccessKeyID     string `env:"S3_ACCESS_KEY_ID"`
	SecretAccessKey string `env:"S3_SECRET_ACCESS_KEY" secret:"true"`
	// Bucket holds the service's files; it is created at start when missing.
	Bucket string `env:"S3_BUCKET"`
	// Region is the bucket's region.
	Region string `env:"S3_REGION"`
	// ConnectTimeout bounds the start-up check (and the bucket's creation).
	ConnectTimeout time.Duration `env:"S3_CONNECT_TIMEOUT"`
	// MaxUploadBytes bounds the size of one uploaded file.
	MaxUploadBytes int64 `env:"S3_MAX_UPLOAD_BYTES"`
}

// bucketName is the S3 rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens,
// starting and ending with a letter or digit.
var bucketName = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$`)

func loadS3(e *Env) S3Config {
	c := S3Config{
		Endpoint:        e.String("S3_ENDPOINT", "http://127.0.0.1:9000"),
		AccessKeyID:     e.String("S3_ACCESS_KEY_ID", ""),
		SecretAccessKey: e.String("S3_SECRET_ACCESS_KEY", ""),
		Bucket:          e.String("S3_BUCKET", "uploads"),
		Region:          e.String("S3_REGION", "us-east-1"),
		ConnectTimeout:  e.Duration("S3_CONNECT_TIMEOUT", 10*time.Second),
		MaxUploadBytes:  int64(e.Int("S3_MAX_UPLOAD_BYTES", 4<<20)),
	}
	u, err := url.Parse(c.Endpoint)
	e.Check(err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && (u.Path == "" || u.Path == "/"),
		"S3_ENDPOINT", "must be an http or https URL without a path, such as http://127.0.0.1:9000")
	e.Check(bucketName.MatchString(c.Bucket), "S3_BUCKET", "must be 3 to 63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit")
	e.Check(c.ConnectTimeout > 0, "S3_CONNECT_TIMEOUT", "must be positive")
	e.Check(c.MaxUploadBytes > 0, "S3_MAX_UPLOAD_BYTES", "must be positive")
	return c
}

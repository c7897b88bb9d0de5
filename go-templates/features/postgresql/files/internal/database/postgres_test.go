package database

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func testConfig(url string) config.DatabaseConfig {
	return config.DatabaseConfig{URL: url, MaxConns: 2, ConnectTimeout: 5 * time.Second}
}

func TestConnectWithoutAURLSaysSo(t *testing.T) {
	if _, err := Connect(context.Background(), testConfig("")); !errors.Is(err, ErrNoDatabaseURL) {
		t.Fatalf("err = %v, want ErrNoDatabaseURL", err)
	}
}

func TestConnectRejectsAMalformedURLWithoutEchoingIt(t *testing.T) {
	_, err := Connect(context.Background(), testConfig("postgres://user:s3cret@host:notaport/db"))
	if err == nil {
		t.Fatal("Connect accepted a malformed URL")
	}
	if strings.Contains(err.Error(), "s3cret") {
		t.Fatalf("the error leaks the password: %v", err)
	}
}

func TestConnectToAnUnreachableServerFailsWithinTheTimeout(t *testing.T) {
	cfg := testConfig("postgres://postgres@127.0.0.1:1/postgres?sslmode=disable")
	cfg.ConnectTimeout = 2 * time.Second

	start := time.Now()
	_, err := Connect(context.Background(), cfg)
	if err == nil {
		t.Fatal("Connect succeeded against a closed port")
	}
	if !strings.Contains(err.Error(), "127.0.0.1:1") {
		t.Errorf("the error does not name the server: %v", err)
	}
	if elapsed := time.Since(start); elapsed > 10*time.Second {
		t.Errorf("Connect took %s, want at most about the 2s timeout", elapsed)
	}
}

// TestConnectIntegration runs only when DATABASE_URL points at a PostgreSQL server.
func TestConnectIntegration(t *testing.T) {
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		t.Skip("DATABASE_URL is not set; skipping the PostgreSQL integration test")
	}
	pool, err := Connect(context.Background(), testConfig(url))
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	defer pool.Close()

	var answer int
	if err := pool.QueryRow(context.Background(), "SELECT 40 + 2").Scan(&answer); err != nil || answer != 42 {
		t.Fatalf("SELECT 40 + 2 = %d, %v", answer, err)
	}
}

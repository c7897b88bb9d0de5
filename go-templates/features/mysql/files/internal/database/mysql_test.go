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

func testConfig(dsn string) config.DatabaseConfig {
	return config.DatabaseConfig{DSN: dsn, MaxOpenConns: 2, MaxIdleConns: 1, ConnMaxLifetime: time.Minute, ConnectTimeout: 5 * time.Second}
}

func TestConnectWithoutADSNSaysSo(t *testing.T) {
	if _, err := Connect(context.Background(), testConfig("")); !errors.Is(err, ErrNoDSN) {
		t.Fatalf("err = %v, want ErrNoDSN", err)
	}
}

func TestParseDSNReadsAURLAsTheDriversForm(t *testing.T) {
	for _, dsn := range []string{
		"mysql://app:p%40ss%2Fw(rd@db.internal:3307/shop?parseTime=true&tls=preferred",
		"app:p@ss/w(rd@tcp(db.internal:3307)/shop?parseTime=true&tls=preferred",
	} {
		cfg, err := ParseDSN(dsn)
		if err != nil {
			t.Fatalf("ParseDSN(%q): %v", dsn, err)
		}
		if cfg.User != "app" || cfg.Passwd != "p@ss/w(rd" || cfg.Net != "tcp" || cfg.Addr != "db.internal:3307" || cfg.DBName != "shop" {
			t.Errorf("ParseDSN(%q) = user %q password %q %s(%s) database %q", dsn, cfg.User, cfg.Passwd, cfg.Net, cfg.Addr, cfg.DBName)
		}
		if !cfg.ParseTime || cfg.TLSConfig != "preferred" {
			t.Errorf("ParseDSN(%q) lost the parameters: parseTime %v, tls %q", dsn, cfg.ParseTime, cfg.TLSConfig)
		}
	}
}

func TestParseDSNDefaultsTheURLsPort(t *testing.T) {
	cfg, err := ParseDSN("mysql://root@localhost/app")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Addr != "localhost:3306" || cfg.User != "root" || cfg.Passwd != "" || cfg.DBName != "app" {
		t.Errorf("got %s@%s/%s", cfg.User, cfg.Addr, cfg.DBName)
	}
}

func TestParseDSNRejectsBadValuesWithoutEchoingThem(t *testing.T) {
	for _, dsn := range []string{"mysql://app:s3cret@host:port/db", "mysql://app:s3cret@db/app?parseTime=maybe", "app:s3cret@tcp(db/app"} {
		_, err := ParseDSN(dsn)
		if !errors.Is(err, ErrBadDSN) {
			t.Errorf("ParseDSN(%q) = %v, want ErrBadDSN", dsn, err)
		}
	}
}

func TestConnectRejectsAMalformedDSNWithoutEchoingIt(t *testing.T) {
	_, err := Connect(context.Background(), testConfig("user:s3cret@tcp(host:3306)/db?parseTime=maybe"))
	if err == nil {
		t.Fatal("Connect accepted a malformed DSN")
	}
	if strings.Contains(err.Error(), "s3cret") {
		t.Fatalf("the error leaks the password: %v", err)
	}
}

func TestConnectToAnUnreachableServerFailsWithinTheTimeout(t *testing.T) {
	cfg := testConfig("app:s3cret@tcp(127.0.0.1:1)/app")
	cfg.ConnectTimeout = 2 * time.Second

	start := time.Now()
	_, err := Connect(context.Background(), cfg)
	if err == nil {
		t.Fatal("Connect succeeded against a closed port")
	}
	if !strings.Contains(err.Error(), "127.0.0.1:1") || strings.Contains(err.Error(), "s3cret") {
		t.Errorf("the error should name the server and not the password: %v", err)
	}
	if elapsed := time.Since(start); elapsed > 10*time.Second {
		t.Errorf("Connect took %s, want at most about the 2s timeout", elapsed)
	}
}

// TestConnectIntegration runs only when MYSQL_DSN points at a MySQL or MariaDB server.
func TestConnectIntegration(t *testing.T) {
	dsn := os.Getenv("MYSQL_DSN")
	if dsn == "" {
		t.Skip("MYSQL_DSN is not set; skipping the MySQL integration test")
	}
	db, err := Connect(context.Background(), testConfig(dsn))
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	defer func() { _ = db.Close() }()

	var answer int
	if err := db.QueryRowContext(context.Background(), "SELECT 40 + 2").Scan(&answer); err != nil || answer != 42 {
		t.Fatalf("SELECT 40 + 2 = %d, %v", answer, err)
	}
	var now time.Time
	if err := db.QueryRowContext(context.Background(), "SELECT NOW()").Scan(&now); err != nil {
		t.Fatalf("a DATETIME does not scan into time.Time: %v", err)
	}
}

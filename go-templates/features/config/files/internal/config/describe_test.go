package config

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

func TestTheConfigurationLogsEverySettingByVariableName(t *testing.T) {
	cfg, err := LoadFrom(lookupFrom(map[string]string{"PORT": "9000"}))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	slog.New(slog.NewJSONHandler(&out, nil)).Info("configuration loaded", "config", cfg)
	for _, want := range []string{`"HTTP":{`, `"PORT":9000`, `"SHUTDOWN_TIMEOUT":"10s"`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("log line lacks %s:\n%s", want, out.String())
		}
	}
}

func TestRedactHidesPasswordsAndOpaqueSecrets(t *testing.T) {
	for secret, want := range map[string]string{
		"postgres://app:s3cret@db:5432/app?password=s3cret": "postgres://app:xxxxx@db:5432/app",
		"sk-live-0123456789": "[redacted]",
		"":                   "",
	} {
		if got := redact(secret); got != want {
			t.Errorf("redact(%q) = %q, want %q", secret, got, want)
		}
	}
}

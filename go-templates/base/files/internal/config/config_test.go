package config

import (
	"strings"
	"testing"
	"time"
)

func lookupFrom(vars map[string]string) func(string) (string, bool) {
	return func(key string) (string, bool) {
		v, ok := vars[key]
		return v, ok
	}
}

func TestLoadFromAnEmptyEnvironmentUsesTheDefaults(t *testing.T) {
	cfg, err := LoadFrom(lookupFrom(nil))
	if err != nil {
		t.Fatalf("LoadFrom: %v", err)
	}
	if cfg.HTTP.Port != 8080 {
		t.Errorf("HTTP.Port = %d, want 8080", cfg.HTTP.Port)
	}
	if cfg.HTTP.ShutdownTimeout != 10*time.Second {
		t.Errorf("HTTP.ShutdownTimeout = %s, want 10s", cfg.HTTP.ShutdownTimeout)
	}
}

func TestLoadFromReadsTheEnvironment(t *testing.T) {
	cfg, err := LoadFrom(lookupFrom(map[string]string{"PORT": " 9090 ", "SHUTDOWN_TIMEOUT": "3s"}))
	if err != nil {
		t.Fatalf("LoadFrom: %v", err)
	}
	if cfg.HTTP.Port != 9090 || cfg.HTTP.ShutdownTimeout != 3*time.Second {
		t.Errorf("got port %d and shutdown timeout %s, want 9090 and 3s", cfg.HTTP.Port, cfg.HTTP.ShutdownTimeout)
	}
}

func TestLoadFromReportsEveryBadVariable(t *testing.T) {
	_, err := LoadFrom(lookupFrom(map[string]string{"PORT": "eighty", "HTTP_READ_TIMEOUT": "soon"}))
	if err == nil {
		t.Fatal("LoadFrom accepted a malformed environment")
	}
	for _, want := range []string{"PORT", "HTTP_READ_TIMEOUT"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}

func TestLoadFromRejectsAPortOutOfRange(t *testing.T) {
	if _, err := LoadFrom(lookupFrom(map[string]string{"PORT": "70000"})); err == nil {
		t.Fatal("LoadFrom accepted PORT=70000")
	}
}

package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/token"
)

func TestRunPrintsATokenTheServiceAccepts(t *testing.T) {
	const secret = "test-secret-that-is-at-least-32-bytes-long"
	t.Setenv("JWT_SECRET", secret)
	t.Setenv("JWT_ISSUER", "test")
	var stdout, stderr bytes.Buffer
	if err := run([]string{"-sub", "dev-user"}, &stdout, &stderr); err != nil {
		t.Fatalf("run = %v (%s)", err, stderr.String())
	}
	tokens, err := token.NewManager(config.JWTConfig{Secret: secret, TTL: time.Hour, Issuer: "test"})
	if err != nil {
		t.Fatal(err)
	}
	claims, err := tokens.Authenticate("Bearer " + strings.TrimSpace(stdout.String()))
	if err != nil || claims.Subject != "dev-user" {
		t.Fatalf("the printed token: claims %+v, err %v", claims, err)
	}
}

func TestRunRefusesWithoutSubjectOrSecret(t *testing.T) {
	t.Setenv("JWT_SECRET", "")
	var out bytes.Buffer
	if err := run(nil, &out, &out); err == nil || !strings.Contains(err.Error(), "-sub") {
		t.Errorf("without -sub: err = %v", err)
	}
	if err := run([]string{"-sub", "dev-user"}, &out, &out); err == nil || !strings.Contains(err.Error(), "JWT_SECRET") {
		t.Errorf("without JWT_SECRET: err = %v", err)
	}
}

package health

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"
)

func newChecker(dependencies ...Dependency) *Checker {
	return NewChecker(slog.New(slog.DiscardHandler), dependencies...)
}

func TestAServiceWithoutChecksIsHealthy(t *testing.T) {
	report := newChecker().Check(context.Background())
	if !report.Healthy() || report.Checks != nil {
		t.Fatalf("got %+v, want status ok and no checks", report)
	}
}

func TestOneFailingCheckMakesTheServiceUnavailable(t *testing.T) {
	c := newChecker(
		Dependency{Name: "database", Check: func(context.Context) error { return nil }},
		Dependency{Name: "cache", Check: func(context.Context) error { return errors.New("connection refused") }},
	)

	report := c.Check(context.Background())
	if report.Healthy() {
		t.Fatal("report is healthy although a check failed")
	}
	if report.Checks["database"] != StatusOK || report.Checks["cache"] != StatusUnavailable {
		t.Fatalf("checks = %v, want database ok and cache unavailable", report.Checks)
	}
}

func TestASlowCheckIsCutOffByTheTimeout(t *testing.T) {
	c := newChecker(Dependency{Name: "slow", Check: func(ctx context.Context) error {
		<-ctx.Done()
		return ctx.Err()
	}})
	c.timeout = 20 * time.Millisecond

	start := time.Now()
	report := c.Check(context.Background())
	if report.Healthy() {
		t.Fatal("a check that timed out was reported healthy")
	}
	if elapsed := time.Since(start); elapsed > time.Second {
		t.Fatalf("Check took %s, want about 20ms", elapsed)
	}
}

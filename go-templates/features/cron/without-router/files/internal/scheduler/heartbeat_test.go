package scheduler

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

func TestTheHeartbeatRunsOnItsSchedule(t *testing.T) {
	t.Parallel()
	records := make(recordHandler, 1000)
	logger := slog.New(records)
	// Every second: a seconds field comes first.
	s, err := New(config.CronConfig{ExampleSchedule: "* * * * * *", ShutdownTimeout: 5 * time.Second}, logger, Heartbeat(logger))
	if err != nil {
		t.Fatal(err)
	}
	stop := start(t, s)
	waitForRecord(t, records, "scheduler heartbeat", 5*time.Second)
	if err := s.Check(context.Background()); err != nil {
		t.Errorf("Check = %v", err)
	}
	if err := stop(); err != nil {
		t.Fatalf("Run = %v", err)
	}
}

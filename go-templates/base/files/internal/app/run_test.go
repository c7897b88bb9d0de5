package app

import (
	"context"
	"errors"
	"testing"
	"time"
)

func waitForCancel(ctx context.Context) error {
	<-ctx.Done()
	return nil
}

func TestRunStopsEveryRunnerWhenTheContextIsCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	result := make(chan error, 1)
	go func() { result <- Run(ctx, waitForCancel, waitForCancel) }()

	cancel()
	select {
	case err := <-result:
		if err != nil {
			t.Fatalf("Run returned %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return after the context was cancelled")
	}
}

func TestRunReturnsTheFirstErrorAndStopsTheOthers(t *testing.T) {
	boom := errors.New("boom")
	failing := func(context.Context) error { return boom }

	result := make(chan error, 1)
	go func() { result <- Run(context.Background(), failing, waitForCancel) }()

	select {
	case err := <-result:
		if !errors.Is(err, boom) {
			t.Fatalf("Run returned %v, want %v", err, boom)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not stop the other runners after a failure")
	}
}

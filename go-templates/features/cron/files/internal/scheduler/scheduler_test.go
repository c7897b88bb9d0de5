package scheduler

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"{{@module}}/internal/config"
)

// recordHandler hands every log record to a channel, so a test can wait for one.
type recordHandler chan slog.Record

func (h recordHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h recordHandler) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h recordHandler) WithGroup(string) slog.Handler            { return h }
func (h recordHandler) Handle(_ context.Context, r slog.Record) error {
	select {
	case h <- r.Clone():
	default: // a test that stopped reading loses nothing it waits for
	}
	return nil
}

func waitForRecord(t *testing.T, records recordHandler, message string, within time.Duration) {
	t.Helper()
	deadline := time.After(within)
	for {
		select {
		case r := <-records:
			if r.Message == message {
				return
			}
		case <-deadline:
			t.Fatalf("no %q logged within %s", message, within)
		}
	}
}

// start runs s until the test ends (or stop is called) and returns stop, which returns Run's error.
func start(t *testing.T, s *Scheduler) (stop func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx) }()
	var once sync.Once
	var err error
	stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case err = <-done:
			case <-time.After(10 * time.Second):
				err = errors.New("Run did not return within 10s of its context's end")
			}
		})
		return err
	}
	t.Cleanup(func() { _ = stop() })
	return stop
}

func TestNewRejectsABadScheduleNamingItsVariable(t *testing.T) {
	noop := func(context.Context) error { return nil }
	_, err := New(config.CronConfig{ExampleSchedule: "every day", ShutdownTimeout: time.Second}, slog.New(slog.DiscardHandler), noop)
	if err == nil || !strings.Contains(err.Error(), "CRON_EXAMPLE_SCHEDULE") {
		t.Fatalf("err = %v, want an error naming CRON_EXAMPLE_SCHEDULE", err)
	}
}

func TestCheckReportsALateJob(t *testing.T) {
	t.Parallel()
	s := newScheduler(5*time.Second, slog.New(slog.DiscardHandler))
	ran := make(chan struct{}, 10)
	if err := s.Add("beat", "@every 1s", func(context.Context) error {
		ran <- struct{}{}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.Check(context.Background()); err != nil {
		t.Fatalf("Check before Run = %v, want nil", err)
	}
	start(t, s)
	select {
	case <-ran:
	case <-time.After(5 * time.Second):
		t.Fatal("the job did not run within 5s")
	}
	if err := s.Check(context.Background()); err != nil {
		t.Fatalf("Check after a run = %v, want nil", err)
	}
	// Two minutes on, without a run since: the job is late.
	s.mu.Lock()
	later := time.Now().Add(2 * time.Minute)
	s.now = func() time.Time { return later }
	s.mu.Unlock()
	if err := s.Check(context.Background()); err == nil || !strings.Contains(err.Error(), "job beat is late") {
		t.Fatalf("Check = %v, want the job reported late", err)
	}
}

func TestARunStillGoingIsNotOverlapped(t *testing.T) {
	t.Parallel()
	records := make(recordHandler, 1000)
	s := newScheduler(5*time.Second, slog.New(records))
	var running, most, runs atomic.Int32
	err := s.Add("slow", "@every 1s", func(context.Context) error {
		n := running.Add(1)
		defer running.Add(-1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		runs.Add(1)
		time.Sleep(2500 * time.Millisecond) // longer than the interval: the next runs are due meanwhile
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	stop := start(t, s)
	waitForRecord(t, records, "scheduled job skipped: its previous run is still going", 5*time.Second)
	if err := stop(); err != nil {
		t.Fatalf("Run = %v", err)
	}
	if most.Load() != 1 || runs.Load() != 1 {
		t.Fatalf("%d runs, at most %d at once; want 1 run, the others skipped", runs.Load(), most.Load())
	}
}

func TestStopWaitsForTheRunningJob(t *testing.T) {
	t.Parallel()
	s := newScheduler(5*time.Second, slog.New(slog.DiscardHandler))
	started := make(chan struct{}, 1)
	var finished atomic.Bool
	err := s.Add("long", "@every 1s", func(ctx context.Context) error {
		select {
		case started <- struct{}{}:
		default:
		}
		time.Sleep(500 * time.Millisecond)
		finished.Store(ctx.Err() == nil)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	stop := start(t, s)
	select {
	case <-started:
	case <-time.After(5 * time.Second):
		t.Fatal("the job did not start within 5s")
	}
	if err := stop(); err != nil {
		t.Fatalf("Run = %v", err)
	}
	if !finished.Load() {
		t.Fatal("Run returned before the running job finished")
	}
}

func TestStopCancelsAJobThatOutlivesTheTimeout(t *testing.T) {
	t.Parallel()
	s := newScheduler(200*time.Millisecond, slog.New(slog.DiscardHandler))
	started := make(chan struct{}, 1)
	cancelled := make(chan struct{})
	err := s.Add("stuck", "@every 1s", func(ctx context.Context) error {
		select {
		case started <- struct{}{}:
		default:
			return nil
		}
		<-ctx.Done()
		close(cancelled)
		return ctx.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	stop := start(t, s)
	select {
	case <-started:
	case <-time.After(5 * time.Second):
		t.Fatal("the job did not start within 5s")
	}
	if err := stop(); err == nil || !strings.Contains(err.Error(), "still running") {
		t.Fatalf("Run = %v, want an error about the job still running", err)
	}
	select {
	case <-cancelled:
	case <-time.After(5 * time.Second):
		t.Fatal("the job's context was not cancelled")
	}
}

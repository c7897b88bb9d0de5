// Package scheduler runs the service's scheduled jobs with robfig/cron: each job on its own schedule,
// never two runs of one job at once, and on shutdown the running ones finish before the service stops.
package scheduler

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/robfig/cron/v3"

	"{{@module}}/internal/config"
)

// Job is the work of a scheduled job. Its ctx is cancelled when the shutdown grace period
// (CRON_SHUTDOWN_TIMEOUT) runs out; a returned error is logged.
type Job func(ctx context.Context) error

// parser reads standard cron expressions (minute hour day month weekday), the same with a seconds
// field first, and descriptors such as @every 10m or @daily.
var parser = cron.NewParser(cron.SecondOptional | cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow | cron.Descriptor)

// Scheduler runs jobs on their schedules.
type Scheduler struct {
	cron            *cron.Cron
	logger          *slog.Logger
	shutdownTimeout time.Duration
	// jobCtx is given to every run, so that runs still going when the grace period ends can give up.
	jobCtx     context.Context
	cancelJobs context.CancelFunc
}

// New returns the scheduler of the service's jobs, the example job among them. An invalid schedule is
// an error naming its variable.
func New(cfg config.CronConfig, logger *slog.Logger) (*Scheduler, error) {
	s := newScheduler(cfg.ShutdownTimeout, logger)
	if err := s.Add("example", cfg.ExampleSchedule, exampleJob(logger)); err != nil {
		return nil, fmt.Errorf("CRON_EXAMPLE_SCHEDULE: %w", err)
	}
	return s, nil
}

func newScheduler(shutdownTimeout time.Duration, logger *slog.Logger) *Scheduler {
	jobCtx, cancel := context.WithCancel(context.Background())
	return &Scheduler{
		// Recover turns a panicking run into a logged error instead of a crashed service.
		cron:            cron.New(cron.WithParser(parser), cron.WithChain(cron.Recover(cronLogger{logger})), cron.WithLogger(cronLogger{logger})),
		logger:          logger,
		shutdownTimeout: shutdownTimeout,
		jobCtx:          jobCtx,
		cancelJobs:      cancel,
	}
}

// exampleJob logs that it ran: replace it with the service's own work (clean-ups, reports, syncs).
func exampleJob(logger *slog.Logger) Job {
	return func(ctx context.Context) error {
		logger.InfoContext(ctx, "example scheduled job ran")
		return nil
	}
}

// Add schedules job under name on spec. A run that is due while the previous one still runs is
// skipped (and logged), so a slow run never piles up with the next ones.
func (s *Scheduler) Add(name, spec string, job Job) error {
	logger := s.logger.With("job", name)
	run := cron.FuncJob(func() {
		start := time.Now()
		if err := job(s.jobCtx); err != nil {
			logger.Error("scheduled job failed", "error", err, "duration", time.Since(start))
			return
		}
		logger.Debug("scheduled job done", "duration", time.Since(start))
	})
	if _, err := s.cron.AddJob(spec, cron.NewChain(cron.SkipIfStillRunning(skipLogger{logger})).Then(run)); err != nil {
		return fmt.Errorf("schedule %q of job %s: %w", spec, name, err)
	}
	return nil
}

// Run starts the schedules and blocks until ctx is done. It then starts no new run and waits for the
// running ones; after CRON_SHUTDOWN_TIMEOUT their context is cancelled and Run returns an error.
func (s *Scheduler) Run(ctx context.Context) error {
	s.cron.Start()
	s.logger.Info("scheduler started", "jobs", len(s.cron.Entries()))
	<-ctx.Done()

	running := s.cron.Stop()
	defer s.cancelJobs()
	select {
	case <-running.Done():
		s.logger.Info("scheduler stopped")
		return nil
	case <-time.After(s.shutdownTimeout):
		return fmt.Errorf("scheduled jobs still running %s after shutdown began: their context is cancelled", s.shutdownTimeout)
	}
}

// cronLogger writes robfig/cron's messages to the service's logger: its informational ones (each
// wake-up and run) at debug level, its errors (a recovered panic) as errors.
type cronLogger struct{ logger *slog.Logger }

func (l cronLogger) Info(msg string, keysAndValues ...any) {
	l.logger.Debug("cron: "+msg, keysAndValues...)
}

func (l cronLogger) Error(err error, msg string, keysAndValues ...any) {
	l.logger.Error("cron: "+msg, append(keysAndValues, "error", err)...)
}

// skipLogger is the logger of SkipIfStillRunning, whose only message is a skipped run.
type skipLogger struct{ logger *slog.Logger }

func (l skipLogger) Info(string, ...any) {
	l.logger.Warn("scheduled job skipped: its previous run is still going")
}

func (l skipLogger) Error(err error, msg string, keysAndValues ...any) {
	l.logger.Error("cron: "+msg, append(keysAndValues, "error", err)...)
}

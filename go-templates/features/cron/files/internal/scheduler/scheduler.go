// Package scheduler runs the service's scheduled jobs with robfig/cron: each job on its own schedule,
// never two runs of one job at once, and on shutdown the running ones finish before the service stops.
package scheduler

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
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

// LateAfter is how long past its due time a job may not have started before Check reports it.
const LateAfter = time.Minute

// Scheduler runs jobs on their schedules.
type Scheduler struct {
	cron            *cron.Cron
	logger          *slog.Logger
	shutdownTimeout time.Duration
	// jobCtx is given to every run, so that runs still going when the grace period ends can give up.
	jobCtx     context.Context
	cancelJobs context.CancelFunc
	now        func() time.Time

	mu        sync.Mutex
	startedAt time.Time
	jobs      []*jobState
}

// jobState is what Check knows of a job: its schedule and when its last run started.
type jobState struct {
	name      string
	schedule  cron.Schedule
	lastStart time.Time
}

// New returns the scheduler of the service's jobs, with example on CRON_EXAMPLE_SCHEDULE. An invalid
// schedule is an error naming its variable.
func New(cfg config.CronConfig, logger *slog.Logger, example Job) (*Scheduler, error) {
	s := newScheduler(cfg.ShutdownTimeout, logger)
	if err := s.Add("example", cfg.ExampleSchedule, example); err != nil {
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
		now:             time.Now,
	}
}

// Add schedules job under name on spec. A run that is due while the previous one still runs is
// skipped (and logged), so a slow run never piles up with the next ones.
func (s *Scheduler) Add(name, spec string, job Job) error {
	schedule, err := parser.Parse(spec)
	if err != nil {
		return fmt.Errorf("schedule %q of job %s: %w", spec, name, err)
	}
	state := &jobState{name: name, schedule: schedule}
	logger := s.logger.With("job", name)
	run := cron.FuncJob(func() {
		start := time.Now()
		s.mu.Lock()
		state.lastStart = s.now()
		s.mu.Unlock()
		if err := job(s.jobCtx); err != nil {
			logger.Error("scheduled job failed", "error", err, "duration", time.Since(start))
			return
		}
		logger.Debug("scheduled job done", "duration", time.Since(start))
	})
	s.cron.Schedule(schedule, cron.NewChain(cron.SkipIfStillRunning(skipLogger{logger})).Then(run))
	s.mu.Lock()
	s.jobs = append(s.jobs, state)
	s.mu.Unlock()
	return nil
}

// Check is the scheduler's health check: it fails when a job has not started more than LateAfter
// after it was due (the scheduler is stuck, or the job's previous run still goes), so /health shows
// that scheduled work stopped happening.
func (s *Scheduler) Check(context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.startedAt.IsZero() {
		return nil // not started yet
	}
	now := s.now()
	for _, j := range s.jobs {
		since := s.startedAt
		if j.lastStart.After(since) {
			since = j.lastStart
		}
		if due := j.schedule.Next(since); now.Sub(due) > LateAfter {
			return fmt.Errorf("job %s is late: due at %s, not started since", j.name, due.Format(time.RFC3339))
		}
	}
	return nil
}

// Run starts the schedules and blocks until ctx is done. It then starts no new run and waits for the
// running ones; after CRON_SHUTDOWN_TIMEOUT their context is cancelled and Run returns an error.
func (s *Scheduler) Run(ctx context.Context) error {
	s.mu.Lock()
	s.startedAt = s.now()
	s.mu.Unlock()
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

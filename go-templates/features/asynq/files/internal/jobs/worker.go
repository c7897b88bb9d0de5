package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"os"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"{{@module}}/internal/config"
)

// Worker processes the tasks of the service's queue.
type Worker struct {
	server *asynq.Server
	mux    *asynq.ServeMux
	logger *slog.Logger
	cfg    config.JobsConfig
}

// NewWorker returns a worker of cfg.Queue on rdb, which stays the caller's to close.
func NewWorker(rdb redis.UniversalClient, cfg config.JobsConfig, logger *slog.Logger) *Worker {
	server := asynq.NewServerFromRedisClient(rdb, asynq.Config{
		Concurrency:     cfg.Concurrency,
		Queues:          map[string]int{cfg.Queue: 1},
		ShutdownTimeout: cfg.ShutdownTimeout,
		Logger:          asynqLogger{logger.With("component", "asynq")},
		ErrorHandler: asynq.ErrorHandlerFunc(func(ctx context.Context, task *asynq.Task, err error) {
			retried, _ := asynq.GetRetryCount(ctx)
			maxRetry, _ := asynq.GetMaxRetry(ctx)
			logger.WarnContext(ctx, "job failed", "type", task.Type(), "retried", retried, "max_retry", maxRetry, "error", err)
		}),
	})
	return &Worker{server: server, mux: NewMux(logger), logger: logger, cfg: cfg}
}

// Run processes tasks until ctx is done, then takes no new ones and waits up to
// JOBS_SHUTDOWN_TIMEOUT for the running ones; those still running then go back to the queue and are
// retried later, by this service or another worker of the queue.
func (w *Worker) Run(ctx context.Context) error {
	if err := w.server.Start(w.mux); err != nil {
		return fmt.Errorf("start the job worker: %w", err)
	}
	w.logger.Info("job worker started", "queue", w.cfg.Queue, "concurrency", w.cfg.Concurrency)
	<-ctx.Done()
	w.server.Shutdown()
	w.logger.Info("job worker stopped")
	return nil
}

// asynqLogger writes asynq's own messages to the service's logger. Its informational ones (start,
// shutdown steps) are routine, so they go at debug level.
type asynqLogger struct{ logger *slog.Logger }

func (l asynqLogger) Debug(args ...any) { l.logger.Debug(fmt.Sprint(args...)) }
func (l asynqLogger) Info(args ...any)  { l.logger.Debug(fmt.Sprint(args...)) }
func (l asynqLogger) Warn(args ...any)  { l.logger.Warn(fmt.Sprint(args...)) }
func (l asynqLogger) Error(args ...any) { l.logger.Error(fmt.Sprint(args...)) }

// Fatal is what asynq calls when it cannot go on; as its interface requires, the process exits.
func (l asynqLogger) Fatal(args ...any) {
	l.logger.Error(fmt.Sprint(args...))
	os.Exit(1)
}

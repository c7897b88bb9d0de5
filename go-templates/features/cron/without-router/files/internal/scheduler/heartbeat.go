package scheduler

import (
	"context"
	"log/slog"
)

// Heartbeat is the example job: it logs that the scheduler is alive, and its runs keep the
// scheduler's health check passing. Replace it with the service's own work (clean-ups, reports,
// syncs).
func Heartbeat(logger *slog.Logger) Job {
	return func(ctx context.Context) error {
		logger.InfoContext(ctx, "scheduler heartbeat")
		return nil
	}
}

package scheduler

import (
	"context"
	"fmt"
	"log/slog"

	"{{@module}}/internal/notes"
)

// CountNotes is the example job: it counts the notes of the API, a page at a time, and logs the
// count. Replace it with the service's own work (clean-ups, reports, syncs).
func CountNotes(store notes.Store, logger *slog.Logger) Job {
	return func(ctx context.Context) error {
		count := 0
		for {
			page, err := store.List(ctx, notes.Page{Limit: notes.MaxLimit, Offset: count})
			if err != nil {
				return fmt.Errorf("count notes: %w", err)
			}
			count += len(page)
			if len(page) < notes.MaxLimit {
				break
			}
		}
		logger.InfoContext(ctx, "notes counted", "count", count)
		return nil
	}
}

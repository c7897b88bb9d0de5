package scheduler

import (
	"context"
	"fmt"
	"log/slog"

	"{{@module}}/internal/resource"
)

// Rows are the rows of one resource, as the example job counts them.
type Rows struct {
	name  string
	count func(ctx context.Context) (int, error)
}

// RowsOf are the rows that list answers (a resource store's List), counted a page at a time.
func RowsOf[T any](name string, list func(context.Context, resource.Query) ([]T, error)) Rows {
	return Rows{name: name, count: func(ctx context.Context) (int, error) {
		count := 0
		for {
			page, err := list(ctx, resource.Query{Limit: resource.MaxLimit, Offset: count, Sort: "id"})
			if err != nil {
				return 0, err
			}
			count += len(page)
			if len(page) < resource.MaxLimit {
				return count, nil
			}
		}
	}}
}

// CountRows is the example job: it counts the rows of every resource of the API and logs the
// counts, one attribute per resource. Replace it with the service's own work (clean-ups, reports,
// syncs).
func CountRows(logger *slog.Logger, resources ...Rows) Job {
	return func(ctx context.Context) error {
		counts := make([]any, 0, len(resources))
		for _, r := range resources {
			n, err := r.count(ctx)
			if err != nil {
				return fmt.Errorf("count %s: %w", r.name, err)
			}
			counts = append(counts, slog.Int(r.name, n))
		}
		logger.InfoContext(ctx, "rows counted", counts...)
		return nil
	}
}

package server

import (
	"context"
	"errors"
	"fmt"

	"{{@module}}/internal/resource"
)

// eachReferring calls fn for each row that list answers whose reference field names id, a page at a
// time: from the first row again after each page when fn takes the rows out of the list (deletes
// them, or empties the field: removes), past them otherwise. A row gone meanwhile is skipped.
func eachReferring[T any](ctx context.Context, list func(context.Context, resource.Query) ([]T, error), field string, id int64, removes bool, fn func(T) error) error {
	q := resource.Query{Limit: resource.MaxLimit, Sort: "id", Filters: []resource.Filter{{Field: field, Value: id}}}
	for {
		items, err := list(ctx, q)
		if err != nil {
			return fmt.Errorf("list the rows whose %s is %d: %w", field, id, err)
		}
		for _, item := range items {
			if err := fn(item); err != nil && !errors.Is(err, resource.ErrNotFound) {
				return err
			}
		}
		if len(items) < q.Limit {
			return nil
		}
		if !removes {
			q.Offset += len(items)
		}
	}
}

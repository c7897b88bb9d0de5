package scheduler

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/resource"
)

// listOf lists n rows as a store does: the page a query selects.
func listOf(n int) func(context.Context, resource.Query) ([]int, error) {
	return func(_ context.Context, q resource.Query) ([]int, error) {
		rows := make([]int, max(0, min(q.Limit, n-q.Offset)))
		return rows, nil
	}
}

func TestTheExampleJobCountsTheRows(t *testing.T) {
	t.Parallel()
	want := map[string]int64{"many": resource.MaxLimit + 5, "one_page": resource.MaxLimit, "none": 0} // more than one page, exactly one, none
	var rows []Rows
	for name, n := range want {
		rows = append(rows, RowsOf(name, listOf(int(n))))
	}
	records := make(recordHandler, 1000)
	logger := slog.New(records)
	// Every second: a seconds field comes first.
	s, err := New(config.CronConfig{ExampleSchedule: "* * * * * *", ShutdownTimeout: 5 * time.Second}, logger, CountRows(logger, rows...))
	if err != nil {
		t.Fatal(err)
	}
	start(t, s)
	deadline := time.After(5 * time.Second)
	for {
		select {
		case r := <-records:
			if r.Message != "rows counted" {
				continue
			}
			got := map[string]int64{}
			r.Attrs(func(a slog.Attr) bool {
				got[a.Key] = a.Value.Int64()
				return true
			})
			for name, n := range want {
				if got[name] != n {
					t.Errorf("rows counted: %s = %d, want %d", name, got[name], n)
				}
			}
			return
		case <-deadline:
			t.Fatal("no count of the rows logged within 5s")
		}
	}
}

package scheduler

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/notes"
	"{{@module}}/internal/notes/notestest"
)

func TestTheExampleJobCountsTheNotes(t *testing.T) {
	t.Parallel()
	store := notestest.NewStore()
	const want = notes.MaxLimit + 5 // more than one page
	for range want {
		if _, err := store.Create(context.Background(), notes.Input{Title: "note"}); err != nil {
			t.Fatal(err)
		}
	}
	records := make(recordHandler, 1000)
	logger := slog.New(records)
	// Every second: a seconds field comes first.
	s, err := New(config.CronConfig{ExampleSchedule: "* * * * * *", ShutdownTimeout: 5 * time.Second}, logger, CountNotes(store, logger))
	if err != nil {
		t.Fatal(err)
	}
	start(t, s)
	deadline := time.After(5 * time.Second)
	for {
		select {
		case r := <-records:
			if r.Message != "notes counted" {
				continue
			}
			var count int64 = -1
			r.Attrs(func(a slog.Attr) bool {
				if a.Key == "count" {
					count = a.Value.Int64()
				}
				return true
			})
			if count != want {
				t.Fatalf("notes counted: count = %d, want %d", count, want)
			}
			return
		case <-deadline:
			t.Fatal("no count of the notes logged within 5s")
		}
	}
}

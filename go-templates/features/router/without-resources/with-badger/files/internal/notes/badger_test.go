package notes

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/kv"
)

// openBadger opens the notes store in dir as the service does; the returned func closes the store
// and the Badger database (and runs when the test ends, if not called before).
func openBadger(t *testing.T, dir string) (*BadgerStore, func()) {
	t.Helper()
	db, err := kv.Open(config.BadgerConfig{Dir: dir, GCInterval: time.Minute}, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	store, err := NewBadgerStore(db.DB())
	if err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	closeAll := func() {
		once.Do(func() {
			if err := store.Close(); err != nil {
				t.Error(err)
			}
			if err := db.Close(); err != nil {
				t.Error(err)
			}
		})
	}
	t.Cleanup(closeAll)
	return store, closeAll
}

func TestBadgerStore(t *testing.T) {
	ctx := context.Background()
	store, _ := openBadger(t, t.TempDir())

	if list, err := store.List(ctx, Page{Limit: 10}); err != nil || len(list) != 0 {
		t.Fatalf("List of an empty store = %+v, %v", list, err)
	}
	first, err := store.Create(ctx, Input{Title: "first", Body: "a"})
	if err != nil || first.ID != 1 || first.CreatedAt.IsZero() {
		t.Fatalf("Create = %+v, %v; want id 1", first, err)
	}
	if got, err := store.Get(ctx, first.ID); err != nil || got != first {
		t.Fatalf("Get = %+v, %v; want %+v", got, err, first)
	}
	updated, err := store.Update(ctx, first.ID, Input{Title: "first, edited"})
	if err != nil || updated.Title != "first, edited" || updated.Body != "" || updated.CreatedAt != first.CreatedAt {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	if got, _ := store.Get(ctx, first.ID); got != updated {
		t.Fatalf("Get after Update = %+v, want %+v", got, updated)
	}
	if err := store.Delete(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"Get":    func() error { _, err := store.Get(ctx, first.ID); return err }(),
		"Update": func() error { _, err := store.Update(ctx, first.ID, Input{Title: "x"}); return err }(),
		"Delete": store.Delete(ctx, first.ID),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s of a deleted note: err = %v, want ErrNotFound", name, err)
		}
	}
	if _, err := store.Get(ctx, 99); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get of an id never given: err = %v, want ErrNotFound", err)
	}
}

func TestBadgerStorePages(t *testing.T) {
	ctx := context.Background()
	store, _ := openBadger(t, t.TempDir())
	// 300 notes: ids past 255 and the sequence's lease of 100 check that keys sort as ids do.
	for range 300 {
		if _, err := store.Create(ctx, Input{Title: "t"}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		page  Page
		first int64
		n     int
	}{
		{Page{Limit: 2}, 300, 2},
		{Page{Limit: 100, Offset: 40}, 260, 100},
		{Page{Limit: 50, Offset: 290}, 10, 10},
		{Page{Limit: 2, Offset: 300}, 0, 0},
	} {
		got, err := store.List(ctx, tc.page)
		if err != nil || len(got) != tc.n {
			t.Fatalf("List(%+v) = %d notes, %v; want %d", tc.page, len(got), err, tc.n)
		}
		for i, n := range got {
			if want := tc.first - int64(i); n.ID != want {
				t.Fatalf("List(%+v)[%d].ID = %d, want %d", tc.page, i, n.ID, want)
			}
		}
	}
}

func TestBadgerStoreIsSafeForConcurrentUse(t *testing.T) {
	ctx := context.Background()
	store, _ := openBadger(t, t.TempDir())
	note, err := store.Create(ctx, Input{Title: "t"})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			if _, err := store.Create(ctx, Input{Title: "t"}); err != nil {
				t.Error(err)
			}
			if _, err := store.Update(ctx, note.ID, Input{Title: "u"}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if all, err := store.List(ctx, Page{Limit: MaxLimit}); err != nil || len(all) != 21 || all[0].ID != 21 {
		t.Fatalf("List = %d notes, %v; want 21, newest id 21", len(all), err)
	}
}

func TestBadgerStoreKeepsNotesAcrossARestart(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	store, closeAll := openBadger(t, dir)
	kept, err := store.Create(ctx, Input{Title: "kept", Body: "across a restart"})
	if err != nil {
		t.Fatal(err)
	}
	closeAll()

	reopened, _ := openBadger(t, dir)
	if got, err := reopened.Get(ctx, kept.ID); err != nil || got != kept {
		t.Fatalf("Get after reopening = %+v, %v; want %+v", got, err, kept)
	}
	// The sequence goes on after the ids given before, leaving no gap of unused leases.
	next, err := reopened.Create(ctx, Input{Title: "next"})
	if err != nil || next.ID != kept.ID+1 {
		t.Fatalf("Create after reopening = %+v, %v; want id %d", next, err, kept.ID+1)
	}
	if list, err := reopened.List(ctx, Page{Limit: 10}); err != nil || len(list) != 2 || list[0].ID != next.ID {
		t.Fatalf("List after reopening = %+v, %v; want 2 notes, newest first", list, err)
	}
}

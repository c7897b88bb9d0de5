package repository

import (
	"context"
	"errors"
	"testing"
)

func TestNoteRepository(t *testing.T) {
	ctx := context.Background()
	repo := testRepository(t)
	first, err := repo.Create(ctx, "first", "a")
	if err != nil || first.ID == 0 || first.CreatedAt.IsZero() {
		t.Fatalf("Create = %+v, %v", first, err)
	}
	second, _ := repo.Create(ctx, "second", "b")
	list, err := repo.List(ctx, 10, 0)
	if err != nil || len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("List = %+v, %v; want 2 notes, newest first", list, err)
	}
	if page, err := repo.List(ctx, 1, 1); err != nil || len(page) != 1 || page[0].ID != first.ID {
		t.Fatalf("List(limit 1, offset 1) = %+v, %v; want the first note", page, err)
	}
	updated, err := repo.Update(ctx, first.ID, "first, edited", "c")
	if err != nil || updated.Title != "first, edited" || updated.UpdatedAt.Before(first.UpdatedAt) {
		t.Fatalf("Update = %+v, %v", updated, err)
	}
	if got, err := repo.Get(ctx, first.ID); err != nil || got.Body != "c" {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	if err := repo.Delete(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"Get":    func() error { _, err := repo.Get(ctx, first.ID); return err }(),
		"Update": func() error { _, err := repo.Update(ctx, first.ID, "x", ""); return err }(),
		"Delete": repo.Delete(ctx, first.ID),
	} {
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("%s of a deleted note: err = %v, want ErrNotFound", name, err)
		}
	}
}

package repository

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// TestNoteRepository runs against the server of MONGODB_URI, in a database of its own dropped
// afterwards. Skipped without MONGODB_URI.
func TestNoteRepository(t *testing.T) {
	uri := os.Getenv("MONGODB_URI")
	if uri == "" {
		t.Skip("MONGODB_URI is not set")
	}
	ctx := context.Background()
	client, err := mongo.Connect(options.Client().ApplyURI(uri))
	if err != nil {
		t.Fatal(err)
	}
	db := client.Database(fmt.Sprintf("repository_test_%d", time.Now().UnixNano()))
	defer func() { _ = db.Drop(ctx); _ = client.Disconnect(ctx) }()

	repo := NewNoteRepository(db)
	if err := repo.EnsureSchema(ctx); err != nil {
		t.Fatal(err)
	}
	first, err := repo.Create(ctx, "first", "a")
	if err != nil || first.ID != 1 {
		t.Fatalf("Create = %+v, %v", first, err)
	}
	second, _ := repo.Create(ctx, "second", "b")
	if list, err := repo.List(ctx, 10, 0); err != nil || len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("List = %+v, %v", list, err)
	}
	if list, err := repo.List(ctx, 1, 1); err != nil || len(list) != 1 || list[0].ID != first.ID {
		t.Fatalf("List(limit 1, offset 1) = %+v, %v; want the first note", list, err)
	}
	if n, err := repo.Update(ctx, first.ID, "edited", "c"); err != nil || n.Title != "edited" {
		t.Fatalf("Update = %+v, %v", n, err)
	}
	if err := repo.Delete(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := repo.Get(ctx, first.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Get of a deleted note: %v", err)
	}
}

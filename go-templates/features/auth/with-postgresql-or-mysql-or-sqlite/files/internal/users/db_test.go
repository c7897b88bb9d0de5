package users

import (
	"context"
	"testing"

	"{{@module}}/internal/database/dbtest"
)

func TestPostgresStore(t *testing.T) {
	ctx := context.Background()
	store := NewPostgresStore(dbtest.New(t))
	for range 2 { // creating the table twice is harmless
		if err := store.EnsureSchema(ctx); err != nil {
			t.Fatal(err)
		}
	}
	testStore(t, store)
}

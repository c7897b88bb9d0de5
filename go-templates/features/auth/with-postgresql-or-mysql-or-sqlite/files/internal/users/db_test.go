package users

import (
	"context"
	"testing"

	"{{@module}}/internal/database/dbtest"
)

func TestDBStore(t *testing.T) {
	ctx := context.Background()
	store := NewDBStore(dbtest.New(t))
	for range 2 { // creating the table twice is harmless
		if err := store.EnsureSchema(ctx); err != nil {
			t.Fatal(err)
		}
	}
	testStore(t, store)
}

package users

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// testStore checks the behaviour every Store shares.
func testStore(t *testing.T, store Store) {
	t.Helper()
	ctx := context.Background()
	created, err := store.Create(ctx, "Ada@example.com", []byte("hash"))
	if err != nil || created.ID == 0 || created.CreatedAt.IsZero() {
		t.Fatalf("Create = %+v, %v", created, err)
	}
	found, err := store.ByEmail(ctx, "ada@EXAMPLE.com")
	if err != nil || found.ID != created.ID || found.Email != "Ada@example.com" || string(found.PasswordHash) != "hash" {
		t.Fatalf("ByEmail = %+v, %v", found, err)
	}
	if _, err := store.ByEmail(ctx, "bob@example.com"); !errors.Is(err, ErrNotFound) {
		t.Errorf("ByEmail of an unknown address: err = %v, want ErrNotFound", err)
	}

	// Of concurrent registrations of one address, exactly one wins.
	var wg sync.WaitGroup
	var mu sync.Mutex
	wins, taken := 0, 0
	for range 8 {
		wg.Go(func() {
			_, err := store.Create(ctx, "eve@example.com", []byte("hash"))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				wins++
			case errors.Is(err, ErrEmailTaken):
				taken++
			default:
				t.Errorf("Create: %v", err)
			}
		})
	}
	wg.Wait()
	if wins != 1 || taken != 7 {
		t.Errorf("concurrent Create: %d succeeded and %d were refused, want 1 and 7", wins, taken)
	}
}

package notes

import (
	"context"
	"sync"
	"testing"
)

func TestMemoryStoreIsSafeForConcurrentUse(t *testing.T) {
	s := NewMemoryStore()
	ctx := context.Background()
	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			if _, err := s.Create(ctx, Input{Title: "t"}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	all, _ := s.List(ctx, Page{Limit: MaxLimit})
	if len(all) != 50 || all[0].ID != 50 || all[49].ID != 1 {
		t.Fatalf("List: %d notes, first id %d: want 50 newest first", len(all), all[0].ID)
	}
}

func TestMemoryStorePages(t *testing.T) {
	s := NewMemoryStore()
	ctx := context.Background()
	for range 5 {
		if _, err := s.Create(ctx, Input{Title: "t"}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		page Page
		ids  []int64
	}{
		{Page{Limit: 2}, []int64{5, 4}},
		{Page{Limit: 2, Offset: 2}, []int64{3, 2}},
		{Page{Limit: 2, Offset: 4}, []int64{1}},
		{Page{Limit: 2, Offset: 9}, nil},
	} {
		got, err := s.List(ctx, tc.page)
		if err != nil || len(got) != len(tc.ids) {
			t.Fatalf("List(%+v) = %+v, %v; want ids %v", tc.page, got, err, tc.ids)
		}
		for i, id := range tc.ids {
			if got[i].ID != id {
				t.Errorf("List(%+v)[%d].ID = %d, want %d", tc.page, i, got[i].ID, id)
			}
		}
	}
}

package notes

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
)

func TestDecodeInputValidates(t *testing.T) {
	cases := map[string]string{
		"not JSON":       `title`,
		"unknown field":  `{"title":"a","colour":"red"}`,
		"no title":       `{"body":"b"}`,
		"blank title":    `{"title":"   "}`,
		"title too long": `{"title":"` + strings.Repeat("é", MaxTitleLength+1) + `"}`,
	}
	for name, body := range cases {
		var verr *ValidationError
		if _, err := DecodeInput(strings.NewReader(body)); !errors.As(err, &verr) {
			t.Errorf("%s: err = %v, want a ValidationError", name, err)
		}
	}
	in, err := DecodeInput(strings.NewReader(`{"title":"  Groceries ","body":"milk"}`))
	if err != nil || in.Title != "Groceries" || in.Body != "milk" {
		t.Fatalf("DecodeInput = %+v, %v", in, err)
	}
}

func TestParseID(t *testing.T) {
	for _, s := range []string{"0", "-1", "abc", "1.5", ""} {
		if _, err := ParseID(s); !errors.Is(err, ErrNotFound) {
			t.Errorf("ParseID(%q) = %v, want ErrNotFound", s, err)
		}
	}
	if id, err := ParseID("42"); id != 42 || err != nil {
		t.Errorf("ParseID(42) = %d, %v", id, err)
	}
}

func TestMemoryStoreIsSafeForConcurrentUse(t *testing.T) {
	s := NewMemoryStore()
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.Create(ctx, Input{Title: "t"}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	all, _ := s.List(ctx, Page{Limit: MaxLimit})
	if len(all) != 50 || all[0].ID != 50 || all[49].ID != 1 {
		t.Fatalf("List: %d notes, first id %d: want 50 newest first", len(all), all[0].ID)
	}
}

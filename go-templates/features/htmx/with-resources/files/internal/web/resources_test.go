package web

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"{{@module}}/internal/resource"
)

func TestFormJSONWritesWhatTheAPITakes(t *testing.T) {
	fields := []Field{
		{Name: "title", Kind: Text},
		{Name: "pages", Kind: Integer},
		{Name: "price", Kind: Decimal},
		{Name: "in_print", Kind: Checkbox},
		{Name: "signed", Kind: YesNo},
		{Name: "released_at", Kind: Timestamp},
		{Name: "seen_at", Kind: Timestamp},
		{Name: "tags", Kind: JSON},
		{Name: "author_id", Kind: Reference},
		{Name: "notes", Kind: LongText},
	}
	sent := map[string]string{
		"title":       "  Dune ",
		"pages":       "412",
		"price":       "9.90",
		"in_print":    "",
		"signed":      "false",
		"released_at": "1965-08-01T10:30",
		"seen_at":     "2024-01-02T03:04:05+02:00",
		"tags":        `["sf", 1]`,
		"author_id":   "7",
		"notes":       "",
	}
	body, err := formJSON(fields, sent)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	// Text as typed (the API trims what it trims), numbers and booleans as JSON, a date and time
	// without an offset read in UTC, one with an offset as sent, an empty field left out.
	want := map[string]any{
		"title":       "  Dune ",
		"pages":       412.0,
		"price":       "9.90",
		"in_print":    false,
		"signed":      false,
		"released_at": "1965-08-01T10:30:00Z",
		"seen_at":     "2024-01-02T03:04:05+02:00",
		"tags":        []any{"sf", 1.0},
		"author_id":   7.0,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("formJSON (-want +got):\n%s", diff)
	}
}

func TestFormJSONNamesWhatIsNotAValue(t *testing.T) {
	fields := []Field{{Name: "tags", Kind: JSON}, {Name: "title", Kind: Text}, {Name: "pages", Kind: Integer}}
	_, err := formJSON(fields, map[string]string{"tags": "{not json", "title": "caf\xe9", "pages": "12 pages"})
	var invalid *resource.ValidationError
	if !errors.As(err, &invalid) {
		t.Fatalf("formJSON = %v, want a *resource.ValidationError", err)
	}
	var named []string
	for _, p := range invalid.Problems {
		named = append(named, p.Field)
	}
	// A number that is not one goes to the API's validation as text, which names it there.
	if diff := cmp.Diff([]string{"tags", "title"}, named); diff != "" {
		t.Errorf("the fields named (-want +got):\n%s", diff)
	}
	body, err := formJSON(fields[2:], map[string]string{"pages": "12 pages"})
	if err != nil || string(body) != `{"pages":"12 pages"}` {
		t.Errorf("formJSON of a number that is not one = %s, %v", body, err)
	}
}

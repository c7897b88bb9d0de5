package notes

import (
	"errors"
	"io"
	"net/http"
	"strings"
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

func TestDecodeInputTooLarge(t *testing.T) {
	body := http.MaxBytesReader(nil, io.NopCloser(strings.NewReader(`{"title":"`+strings.Repeat("x", 100)+`"}`)), 32)
	if _, err := DecodeInput(body); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("DecodeInput of a body over the limit: err = %v, want ErrTooLarge", err)
	}
}

func TestParsePage(t *testing.T) {
	for _, tc := range []struct {
		limit, offset string
		want          Page
	}{
		{"", "", Page{Limit: DefaultLimit}},
		{"1", "0", Page{Limit: 1}},
		{"100", "250", Page{Limit: MaxLimit, Offset: 250}},
	} {
		if got, err := ParsePage(tc.limit, tc.offset); err != nil || got != tc.want {
			t.Errorf("ParsePage(%q, %q) = %+v, %v; want %+v", tc.limit, tc.offset, got, err, tc.want)
		}
	}
	for _, tc := range [][2]string{{"0", ""}, {"101", ""}, {"-1", ""}, {"ten", ""}, {"", "-1"}, {"", "1.5"}, {" 5", ""}} {
		var verr *ValidationError
		if _, err := ParsePage(tc[0], tc[1]); !errors.As(err, &verr) {
			t.Errorf("ParsePage(%q, %q): err = %v, want a ValidationError", tc[0], tc[1], err)
		}
	}
}

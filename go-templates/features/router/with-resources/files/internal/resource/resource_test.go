package resource

import (
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"
)

// sample has a field of each Go type a resource's Input holds.
type sample struct {
	Name  string          `json:"name"`
	Note  *string         `json:"note"`
	Count int64           `json:"count"`
	Score *float64        `json:"score"`
	On    bool            `json:"on"`
	At    time.Time       `json:"at"`
	Due   *time.Time      `json:"due"`
	Extra json.RawMessage `json:"extra"`
}

// problemsOf decodes body into a sample and answers the message of each field refused, by field.
func problemsOf(t *testing.T, body string) (sample, map[string]string) {
	t.Helper()
	in := sample{Count: 7} // a default
	err := Decode(strings.NewReader(body), &in, []string{"name"}, []string{"count"})
	got := map[string]string{}
	var invalid *ValidationError
	if errors.As(err, &invalid) {
		for _, p := range invalid.Problems {
			got[p.Field] = p.Message
		}
	} else if err != nil {
		t.Fatalf("Decode(%s) = %v, want nil or a *ValidationError", body, err)
	}
	return in, got
}

func TestDecodeReadsEveryType(t *testing.T) {
	in, problems := problemsOf(t, `{"name":"a","note":"b","count":3,"score":1.5,"on":true,"at":"2024-05-01T09:30:00+02:00","due":null,"extra":[1,{"x":"é😀"}]}`)
	if len(problems) != 0 {
		t.Fatalf("problems %v, want none", problems)
	}
	if in.Name != "a" || *in.Note != "b" || in.Count != 3 || *in.Score != 1.5 || !in.On || in.Due != nil || string(in.Extra) != `[1,{"x":"é😀"}]` {
		t.Errorf("decoded %+v", in)
	}
	if want := time.Date(2024, 5, 1, 7, 30, 0, 0, time.UTC); in.At != want {
		t.Errorf("at = %v, want %v: kept in UTC", in.At, want)
	}
}

func TestDecodeNamesEachBadField(t *testing.T) {
	for _, tc := range []struct{ name, body, field, message string }{
		{"missing", `{}`, "name", "is required"},
		{"null for a default", `{"name":"a","count":null}`, "count", "must not be null"},
		{"null", `{"name":null}`, "name", "is required"},
		{"unknown", `{"name":"a","nmae":"b"}`, "nmae", "is not a field"},
		{"case matters", `{"name":"a","NAME":"b"}`, "NAME", "is not a field"},
		{"number for text", `{"name":1}`, "name", "must be a string"},
		{"text for integer", `{"name":"a","count":"3"}`, "count", "must be an integer"},
		{"fraction for integer", `{"name":"a","count":1.5}`, "count", "must be an integer"},
		{"integer past 64 bits", `{"name":"a","count":9223372036854775808}`, "count", "must be an integer"},
		{"text for number", `{"name":"a","score":"x"}`, "score", "must be a number"},
		{"text for boolean", `{"name":"a","on":"yes"}`, "on", "must be true or false"},
		{"not RFC 3339", `{"name":"a","at":"2024-05-01 09:30"}`, "at", "must be a time like 2024-05-01T09:30:00Z"},
		{"NUL", `{"name":"a\u0000b"}`, "name", "NUL character"},
		{"NUL deep in JSON", `{"name":"a","extra":{"k":["\u0000"]}}`, "extra", "NUL character"},
		{"NUL in a JSON key", `{"name":"a","extra":{"\u0000":1}}`, "extra", "NUL character"},
		{"lone high surrogate", `{"name":"\ud800"}`, "name", "lone UTF-16 surrogate"},
		{"lone low surrogate", `{"name":"\udc00x"}`, "name", "lone UTF-16 surrogate"},
		{"high surrogate then text", `{"name":"\ud83dx"}`, "name", "lone UTF-16 surrogate"},
		{"JSON nested too deep", `{"name":"a","extra":` + strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1) + `}`, "extra", "at most 32 levels"},
		{"year 10000 once in UTC", `{"name":"a","at":"9999-12-31T23:59:59-23:59"}`, "at", "must be a time from 0001-01-01T00:00:00Z"},
		{"year 0", `{"name":"a","due":"0000-06-01T00:00:00Z"}`, "due", "must be a time from 0001-01-01T00:00:00Z"},
		{"offset past 14 hours", `{"name":"a","at":"2024-05-01T00:00:00+15:00"}`, "at", "offset within ±14:00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, problems := problemsOf(t, tc.body)
			if !strings.Contains(problems[tc.field], tc.message) {
				t.Errorf("problems %q, want %s to say %q", problems, tc.field, tc.message)
			}
		})
	}
}

func TestDecodeKeepsTheDefaultOfAFieldLeftOut(t *testing.T) {
	if in, problems := problemsOf(t, `{"name":"a"}`); len(problems) != 0 || in.Count != 7 {
		t.Errorf("count = %d, problems %v; want the default 7", in.Count, problems)
	}
}

func TestDecodeKeepsText(t *testing.T) {
	// A surrogate pair is one character, not two lone halves; other control characters are text.
	in, problems := problemsOf(t, `{"name":"\ud83d\ude00 \u0001","extra":"\ud83d\ude00","at":"0001-01-01T00:00:00Z"}`)
	if len(problems) != 0 || in.Name != "😀 \x01" {
		t.Errorf("name %q, problems %v; want 😀 and U+0001 kept", in.Name, problems)
	}
}

func TestDecodeRefusesWhatIsNotAnObject(t *testing.T) {
	for _, body := range []string{``, `null`, `[]`, `"a"`, `{"name":"a"`, "{\"name\":\"\xff\"}"} {
		if _, problems := problemsOf(t, body); problems["body"] == "" {
			t.Errorf("Decode(%q): problems %v, want body refused", body, problems)
		}
	}
}

func TestParseQueryRefusesWhatIsNotText(t *testing.T) {
	filter := func(field, value string) (any, bool, error) { return value, field == "name", nil }
	for _, raw := range []string{"name=%00", "name=a%00b", "name=%ED%A0%80", "name=%FF"} {
		values, err := url.ParseQuery(raw)
		if err != nil {
			t.Fatal(err)
		}
		_, err = ParseQuery(values, []string{"id"}, filter)
		var invalid *ValidationError
		if !errors.As(err, &invalid) || invalid.Problems[0].Field != "name" {
			t.Errorf("ParseQuery(%s) = %v, want name refused", raw, err)
		}
	}
}

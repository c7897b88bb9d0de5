package resource

import (
	"encoding/json"
	"testing"
)

func TestCanonicalJSON(t *testing.T) {
	for in, want := range map[string]string{
		`{ "b": 1, "a": [true, null, "x>y"] }`: `{"a":[true,null,"x\u003ey"],"b":1}`,
		`12345678901234567890.50`:              `12345678901234567890.50`,
		`{"a":1,"a":2}`:                        `{"a":2}`,
		`null`:                                 ``,
		``:                                     ``,
	} {
		if got := string(CanonicalJSON(json.RawMessage(in))); got != want {
			t.Errorf("CanonicalJSON(%s) = %s, want %s", in, got, want)
		}
	}
}

package wsecho

import "testing"

func TestOriginAllowed(t *testing.T) {
	allowed := []string{"https://app.example.com"}
	cases := map[string]bool{"": true, "https://app.example.com": true, "https://evil.example.com": false}
	for origin, want := range cases {
		if got := OriginAllowed(origin, allowed); got != want {
			t.Errorf("OriginAllowed(%q) = %v, want %v", origin, got, want)
		}
	}
	if !OriginAllowed("https://any.example.com", []string{"*"}) {
		t.Error(`"*" does not allow any origin`)
	}
}

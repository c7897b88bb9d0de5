package wsecho

import "testing"

func TestOriginAllowed(t *testing.T) {
	const host = "api.example.com"
	cases := []struct {
		origin  string
		allowed []string
		want    bool
	}{
		{"", nil, true},
		{"https://api.example.com", nil, true},
		{"https://evil.example.com", nil, false},
		{"https://app.example.com", []string{"https://app.example.com"}, true},
		{"https://evil.example.com", []string{"https://app.example.com"}, false},
		{"https://any.example.com", []string{"*"}, true},
		{"null", nil, false},
	}
	for _, tc := range cases {
		if got := OriginAllowed(tc.origin, host, tc.allowed); got != tc.want {
			t.Errorf("OriginAllowed(%q, %q, %v) = %v, want %v", tc.origin, host, tc.allowed, got, tc.want)
		}
	}
}

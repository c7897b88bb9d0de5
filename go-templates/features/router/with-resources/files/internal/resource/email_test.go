package resource

import (
	"strings"
	"testing"
)

func TestIsEmail(t *testing.T) {
	for s, want := range map[string]bool{
		"ada@example.com":                 true,
		"Ada.Lovelace+x@Mail.Example.org": true,
		"a@b.co":                          true,
		"ada@example":                     false, // a domain without a dot
		"ada@@example.com":                false,
		".ada@example.com":                false,
		"ada..l@example.com":              false,
		"ada@-example.com":                false,
		"ada lovelace@example.com":        false,
		"ada@example.com\x00":             false,
		"":                                false,
		"a@b." + strings.Repeat("c", 251): false, // past 254 characters
	} {
		if got := IsEmail(s); got != want {
			t.Errorf("IsEmail(%q) = %v, want %v", s, got, want)
		}
	}
}

package config

import (
	"strings"
	"testing"
)

func TestEnvListTrimsAndSkipsEmptyItems(t *testing.T) {
	e := &Env{lookup: lookupFrom(map[string]string{"ITEMS": " a, ,b "})}
	if got := e.List("ITEMS"); strings.Join(got, "|") != "a|b" {
		t.Errorf("List(ITEMS) = %q, want [a b]", got)
	}
	if got := e.List("MISSING", "x"); strings.Join(got, "|") != "x" {
		t.Errorf("List(MISSING) = %q, want the default [x]", got)
	}
}

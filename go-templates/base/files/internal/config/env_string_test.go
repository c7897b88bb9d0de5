package config

import "testing"

func TestEnvStringFallsBackToTheDefault(t *testing.T) {
	e := &Env{lookup: lookupFrom(map[string]string{"NAME": " svc ", "EMPTY": " "})}
	if got := e.String("NAME", "fallback"); got != "svc" {
		t.Errorf("String(NAME) = %q, want svc", got)
	}
	if got := e.String("EMPTY", "fallback"); got != "fallback" {
		t.Errorf("String(EMPTY) = %q, want fallback", got)
	}
}

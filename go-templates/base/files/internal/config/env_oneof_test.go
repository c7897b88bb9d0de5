package config

import "testing"

func TestEnvOneOfAcceptsOnlyTheAllowedValues(t *testing.T) {
	e := &Env{lookup: lookupFrom(map[string]string{"LEVEL": "WARN"})}
	if got := e.OneOf("LEVEL", "info", "debug", "info", "warn"); got != "warn" {
		t.Errorf("OneOf(LEVEL) = %q, want warn", got)
	}
	if err := e.Err(); err != nil {
		t.Fatalf("Err() = %v, want nil", err)
	}
	if got := e.OneOf("LEVEL", "info", "debug"); got != "info" || e.Err() == nil {
		t.Errorf("OneOf outside the allowed list = %q with error %v, want the default and an error", got, e.Err())
	}
}

package config

import "testing"

func TestEnvBoolReadsTheUsualSpellings(t *testing.T) {
	e := &Env{lookup: lookupFrom(map[string]string{"ON": "yes", "OFF": "0", "BAD": "maybe"})}
	if !e.Bool("ON", false) || e.Bool("OFF", true) {
		t.Error("Bool misread yes or 0")
	}
	if !e.Bool("BAD", true) || e.Err() == nil {
		t.Error("Bool(BAD) did not keep the default and report the variable")
	}
}

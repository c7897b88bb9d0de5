package config

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseDotEnv(t *testing.T) {
	vars, err := parseDotEnv(`
# a comment
PLAIN=value
export EXPORTED=yes
SPACED = padded   # trailing comment
DOUBLE="line\nbreak # not a comment"
SINGLE='verbatim \n'
EMPTY=
`)
	if err != nil {
		t.Fatalf("parseDotEnv: %v", err)
	}
	want := [][2]string{
		{"PLAIN", "value"},
		{"EXPORTED", "yes"},
		{"SPACED", "padded"},
		{"DOUBLE", "line\nbreak # not a comment"},
		{"SINGLE", `verbatim \n`},
		{"EMPTY", ""},
	}
	if len(vars) != len(want) {
		t.Fatalf("got %d variables %q, want %d", len(vars), vars, len(want))
	}
	for i := range want {
		if vars[i] != want[i] {
			t.Errorf("variable %d = %q, want %q", i, vars[i], want[i])
		}
	}
}

func TestParseDotEnvRejectsALineWithoutEquals(t *testing.T) {
	if _, err := parseDotEnv("JUST_A_NAME\n"); err == nil {
		t.Fatal("parseDotEnv accepted a line without '='")
	}
}

func TestLoadDotEnvNeverOverridesTheEnvironment(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".env")
	if err := os.WriteFile(path, []byte("DOTENV_TEST_SET=from-file\nDOTENV_TEST_NEW=from-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("DOTENV_TEST_SET", "from-env")
	t.Setenv("DOTENV_TEST_NEW", "")
	if err := os.Unsetenv("DOTENV_TEST_NEW"); err != nil {
		t.Fatal(err)
	}

	if err := LoadDotEnv(path); err != nil {
		t.Fatalf("LoadDotEnv: %v", err)
	}
	if got := os.Getenv("DOTENV_TEST_SET"); got != "from-env" {
		t.Errorf("DOTENV_TEST_SET = %q, want the environment's from-env", got)
	}
	if got := os.Getenv("DOTENV_TEST_NEW"); got != "from-file" {
		t.Errorf("DOTENV_TEST_NEW = %q, want from-file", got)
	}
}

func TestLoadDotEnvWithoutAFileDoesNothing(t *testing.T) {
	if err := LoadDotEnv(filepath.Join(t.TempDir(), "missing.env")); err != nil {
		t.Fatalf("LoadDotEnv of a missing file: %v", err)
	}
}

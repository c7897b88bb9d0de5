package logging

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"{{@module}}/internal/config"
)

func configWith(level, format string) config.Config {
	var cfg config.Config
	cfg.Log = config.LogConfig{Level: level, Format: format}
	return cfg
}

func TestJSONRecordsCarryTheServiceName(t *testing.T) {
	var out bytes.Buffer
	New(&out, configWith("info", "json")).Info("hello", "answer", 42)

	var record map[string]any
	if err := json.Unmarshal(out.Bytes(), &record); err != nil {
		t.Fatalf("not one JSON object: %q (%v)", out.String(), err)
	}
	if record["msg"] != "hello" || record["service"] != "{{@projectName}}" || record["answer"] != float64(42) {
		t.Fatalf("record = %v", record)
	}
}

func TestTextFormat(t *testing.T) {
	var out bytes.Buffer
	New(&out, configWith("info", "text")).Info("hello")
	if !strings.Contains(out.String(), "msg=hello") {
		t.Fatalf("text output = %q, want key=value pairs", out.String())
	}
}

func TestRecordsBelowTheLevelAreDropped(t *testing.T) {
	var out bytes.Buffer
	logger := New(&out, configWith("warn", "json"))
	logger.Info("dropped")
	logger.Warn("kept")
	if strings.Contains(out.String(), "dropped") || !strings.Contains(out.String(), "kept") {
		t.Fatalf("output = %q, want only the warning", out.String())
	}
}

func TestLevel(t *testing.T) {
	for name, want := range map[string]slog.Level{
		"debug": slog.LevelDebug, "INFO": slog.LevelInfo, "warn": slog.LevelWarn, "error": slog.LevelError, "loud": slog.LevelInfo,
	} {
		if got := Level(name); got != want {
			t.Errorf("Level(%q) = %v, want %v", name, got, want)
		}
	}
}

package logging

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"{{@module}}/internal/config"
)

func TestRecordsCarryTheRequestIDOfTheirContext(t *testing.T) {
	var out bytes.Buffer
	logger := New(&out, config.Config{}).With("component", "test")
	logger.InfoContext(WithRequestID(context.Background(), "req-42"), "handled")

	var record map[string]any
	if err := json.Unmarshal(out.Bytes(), &record); err != nil {
		t.Fatalf("not one JSON object: %q (%v)", out.String(), err)
	}
	if record["request_id"] != "req-42" || record["component"] != "test" {
		t.Fatalf("record = %v, want request_id req-42 and the logger's own attributes", record)
	}

	out.Reset()
	logger.Info("outside any request")
	if bytes.Contains(out.Bytes(), []byte("request_id")) {
		t.Fatalf("a record without a request context has a request ID: %s", out.String())
	}
}

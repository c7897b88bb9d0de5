package events

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
)

func TestEncodeDecode(t *testing.T) {
	e := New("order.placed", map[string]string{"order": "42"})
	if e.ID == "" || e.Time.IsZero() || e.Time.Location().String() != "UTC" {
		t.Fatalf("New = %+v", e)
	}
	if other := New("order.placed", nil); other.ID == e.ID {
		t.Fatal("two events share an ID")
	}
	data, err := Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != e.ID || got.Type != e.Type || !got.Time.Equal(e.Time) || got.Data["order"] != "42" {
		t.Fatalf("Decode(Encode(e)) = %+v, want %+v", got, e)
	}
}

func TestDecodeRefusesOtherMessages(t *testing.T) {
	for _, msg := range []string{"", "hello", `{"type":"x"}`, `{"id":"1"}`, `[1]`} {
		if _, err := Decode([]byte(msg)); err == nil {
			t.Errorf("Decode(%q) accepted it", msg)
		}
	}
	if _, err := Encode(Event{Type: "x"}); err == nil {
		t.Error("Encode accepted an event without an ID")
	}
}

func TestLogHandler(t *testing.T) {
	var buf bytes.Buffer
	h := LogHandler(slog.New(slog.NewTextHandler(&buf, nil)), "nats")
	e := New(ServiceStarted, map[string]string{"k": "v"})
	if err := h(context.Background(), e); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"event received", "broker=nats", "id=" + e.ID, "type=" + ServiceStarted} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("log %q lacks %q", buf.String(), want)
		}
	}
}

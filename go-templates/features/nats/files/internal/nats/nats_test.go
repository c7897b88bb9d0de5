package nats

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

func TestConnectFailsClearly(t *testing.T) {
	cfg := config.NATSConfig{URL: "nats://user:secret@127.0.0.1:1", Stream: "s", Subject: "s", ConnectTimeout: 500 * time.Millisecond}
	start := time.Now()
	_, err := Connect(context.Background(), cfg, discard)
	if err == nil || !strings.Contains(err.Error(), "NATS at 127.0.0.1:1 ") {
		t.Fatalf("err = %v, want one naming NATS and the address", err)
	}
	if strings.Contains(err.Error(), "secret") {
		t.Fatal("the error reveals the password")
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Fatalf("the connection took %s, beyond its timeout", elapsed)
	}
	cfg.URL = "nats://user:secret@%zz"
	if _, err := Connect(context.Background(), cfg, discard); err == nil || !strings.Contains(err.Error(), "NATS_URL") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("an invalid URL: err = %v", err)
	}
}

// TestRoundTrip publishes an event and consumes it, on a stream of its own in the NATS of NATS_URL,
// deleted afterwards. Skipped without NATS_URL.
func TestRoundTrip(t *testing.T) {
	url := os.Getenv("NATS_URL")
	if url == "" {
		t.Skip("NATS_URL is not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	id := fmt.Sprintf("test_%d", time.Now().UnixNano())
	cfg := config.NATSConfig{URL: url, Stream: id, Subject: strings.ReplaceAll(id, "_", "."), Consumer: "worker", ConnectTimeout: 5 * time.Second}
	client, err := Connect(ctx, cfg, discard)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	defer func() { _ = client.js.DeleteStream(context.Background(), cfg.Stream) }()
	if err := client.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}

	// The handler fails the first delivery: the event must come back.
	var deliveries atomic.Int32
	received := make(chan events.Event, 2)
	handler := func(_ context.Context, e events.Event) error {
		received <- e
		if deliveries.Add(1) == 1 {
			return errors.New("not yet")
		}
		return nil
	}
	consumer, err := NewConsumer(ctx, client, cfg.Consumer, handler, discard)
	if err != nil {
		t.Fatal(err)
	}
	sent := events.New("test.created", map[string]string{"n": "1"})
	if err := NewPublisher(client).Publish(ctx, sent); err != nil {
		t.Fatal(err)
	}

	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- consumer.Run(runCtx) }()
	for i := range 2 {
		select {
		case got := <-received:
			if got.ID != sent.ID || got.Type != sent.Type || got.Data["n"] != "1" {
				t.Fatalf("delivery %d = %+v, want %+v", i+1, got, sent)
			}
		case <-ctx.Done():
			t.Fatalf("delivery %d of the event did not arrive", i+1)
		}
	}
	stop()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run = %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the consumer did not stop")
	}
}

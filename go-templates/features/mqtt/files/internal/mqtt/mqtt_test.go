package mqtt

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

func TestConnectFailsClearly(t *testing.T) {
	start := time.Now()
	_, err := Connect(config.MQTTConfig{URL: "tcp://user:secret@127.0.0.1:1", Topic: "t", ConnectTimeout: 500 * time.Millisecond}, discard)
	if err == nil || !strings.Contains(err.Error(), "MQTT broker at 127.0.0.1:1 ") {
		t.Fatalf("err = %v, want one naming the MQTT broker and its address", err)
	}
	if strings.Contains(err.Error(), "secret") {
		t.Fatal("the error reveals the password")
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Fatalf("the connection took %s, beyond its timeout", elapsed)
	}
	if _, err := Connect(config.MQTTConfig{URL: "user:secret@127.0.0.1", ConnectTimeout: time.Second}, discard); err == nil || !strings.Contains(err.Error(), "MQTT_URL") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("an invalid URL: err = %v", err)
	}
}

// TestRoundTrip publishes an event and consumes it on a topic of its own at the broker of MQTT_URL.
// Skipped without MQTT_URL.
func TestRoundTrip(t *testing.T) {
	url := os.Getenv("MQTT_URL")
	if url == "" {
		t.Skip("MQTT_URL is not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := config.MQTTConfig{URL: url, Topic: fmt.Sprintf("test/%d/events", time.Now().UnixNano()), ConnectTimeout: 5 * time.Second}
	client, err := Connect(cfg, discard)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	if err := client.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}

	received := make(chan events.Event, 4)
	consumer, err := NewConsumer(ctx, client, func(_ context.Context, e events.Event) error {
		received <- e
		return nil
	}, discard)
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- consumer.Run(runCtx) }()

	sent := events.New("test.created", map[string]string{"n": "1"})
	if err := NewPublisher(client).Publish(ctx, sent); err != nil {
		t.Fatal(err)
	}
	// A message that is not an event is dropped, and does not stop the consumer.
	if err := wait(ctx, client.client.Publish(cfg.Topic+"/junk", qos, false, []byte("not json"))); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-received:
		if got.ID != sent.ID || got.Type != sent.Type || got.Data["n"] != "1" {
			t.Fatalf("received %+v, want %+v", got, sent)
		}
	case <-ctx.Done():
		t.Fatal("the event did not arrive")
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
	// Unsubscribed: a later event is not handled.
	if err := NewPublisher(client).Publish(ctx, events.New("test.created", nil)); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-received:
		t.Fatalf("received %+v after Run returned", got)
	case <-time.After(300 * time.Millisecond):
	}
}

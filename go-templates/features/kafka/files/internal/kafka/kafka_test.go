package kafka

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kfake"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

// brokers returns KAFKA_BROKERS when it is set, and otherwise the address of an in-process Kafka
// (franz-go's kfake) that lives as long as the test.
func brokers(t *testing.T) []string {
	if list := os.Getenv("KAFKA_BROKERS"); list != "" {
		return strings.Split(list, ",")
	}
	cluster, err := kfake.NewCluster(kfake.NumBrokers(1))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cluster.Close)
	return cluster.ListenAddrs()
}

func TestConnectFailsClearly(t *testing.T) {
	start := time.Now()
	_, err := Connect(context.Background(), config.KafkaConfig{Brokers: []string{"127.0.0.1:1"}, Topic: "t", ConnectTimeout: 500 * time.Millisecond})
	if err == nil || !strings.Contains(err.Error(), "Kafka at 127.0.0.1:1 ") {
		t.Fatalf("err = %v, want one naming Kafka and the address", err)
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Fatalf("the check took %s, beyond its timeout", elapsed)
	}
}

// TestRoundTrip produces events and consumes them in a consumer group, on a topic and group of its
// own: a handler error does not stop the consumer, and a restarted member resumes after what the
// group committed.
func TestRoundTrip(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	id := fmt.Sprintf("test-%d", time.Now().UnixNano())
	cfg := config.KafkaConfig{Brokers: brokers(t), Topic: id, Group: id, ConnectTimeout: 5 * time.Second}
	client, err := Connect(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	defer func() { _, _ = kadm.NewClient(client.client).DeleteTopics(context.Background(), cfg.Topic) }()
	if err := client.Ping(ctx); err != nil {
		t.Fatalf("Ping: %v", err)
	}
	// Connecting again finds the topic there.
	again, err := Connect(ctx, cfg)
	if err != nil {
		t.Fatalf("Connect with the topic present: %v", err)
	}
	again.Close()

	pub := NewPublisher(client)
	received := make(chan events.Event, 10)
	consume := func(want ...events.Event) {
		t.Helper()
		consumer, err := NewConsumer(cfg, func(_ context.Context, e events.Event) error {
			received <- e
			if e.Data["fail"] == "yes" {
				return errors.New("handler failure")
			}
			return nil
		}, discard)
		if err != nil {
			t.Fatal(err)
		}
		runCtx, stop := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- consumer.Run(runCtx) }()
		for _, sent := range want {
			select {
			case got := <-received:
				if got.ID != sent.ID || got.Type != sent.Type {
					t.Fatalf("received %+v, want %+v", got, sent)
				}
			case <-ctx.Done():
				t.Fatalf("event %s did not arrive", sent.ID)
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
		consumer.Close()
	}

	first := events.New("test.created", map[string]string{"fail": "yes"})
	second := events.New("test.created", nil)
	for _, e := range []events.Event{first, second} {
		if err := pub.Publish(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	consume(first, second)

	third := events.New("test.created", nil)
	if err := pub.Publish(ctx, third); err != nil {
		t.Fatal(err)
	}
	consume(third)
	select {
	case got := <-received:
		t.Fatalf("received %+v again after its offset was committed", got)
	default:
	}
}

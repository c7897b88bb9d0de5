package rabbitmq

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"

	"{{@module}}/internal/config"
	"{{@module}}/internal/events"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

func TestConnectFailsClearly(t *testing.T) {
	start := time.Now()
	_, err := Connect(config.RabbitMQConfig{URL: "amqp://user:secret@127.0.0.1:1/", ConnectTimeout: 500 * time.Millisecond}, discard)
	if err == nil || !strings.Contains(err.Error(), "RabbitMQ at 127.0.0.1:1 ") {
		t.Fatalf("err = %v, want one naming RabbitMQ and the address", err)
	}
	if strings.Contains(err.Error(), "secret") {
		t.Fatal("the error reveals the password")
	}
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Fatalf("the connection took %s, beyond its timeout", elapsed)
	}
	if _, err := Connect(config.RabbitMQConfig{URL: "http://user:secret@x", ConnectTimeout: time.Second}, discard); err == nil || !strings.Contains(err.Error(), "RABBITMQ_URL") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("a URL of another scheme: err = %v", err)
	}
}

// TestRoundTripAcrossAReconnect publishes and consumes events through a proxy to the RabbitMQ of
// RABBITMQ_URL, cuts the proxy's connections as a broker restart would, and checks that both the
// publisher and the consumer carry on. The exchange and the queue are the test's own, deleted
// afterwards. Skipped without RABBITMQ_URL.
func TestRoundTripAcrossAReconnect(t *testing.T) {
	rawURL := os.Getenv("RABBITMQ_URL")
	if rawURL == "" {
		t.Skip("RABBITMQ_URL is not set")
	}
	uri, err := amqp.ParseURI(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	p := startProxy(t, net.JoinHostPort(uri.Host, strconv.Itoa(uri.Port)))
	uri.Host, uri.Port = "127.0.0.1", p.port
	name := fmt.Sprintf("test.%d", time.Now().UnixNano())
	cfg := config.RabbitMQConfig{URL: uri.String(), Exchange: name, Queue: name, Prefetch: 4, ConnectTimeout: 5 * time.Second}

	conn, err := Connect(cfg, discard)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	defer deleteTopology(t, rawURL, name)

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	// The handler fails the first delivery of each event: RabbitMQ must requeue it once.
	var mu sync.Mutex
	seen := map[string]int{}
	received := make(chan events.Event, 10)
	handler := func(_ context.Context, e events.Event) error {
		mu.Lock()
		seen[e.ID]++
		n := seen[e.ID]
		mu.Unlock()
		if n == 1 {
			return errors.New("not yet")
		}
		received <- e
		return nil
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- NewConsumer(conn, cfg.Queue, cfg.Prefetch, handler, discard).Run(runCtx) }()
	pub := NewPublisher(conn, cfg.Exchange)
	defer pub.Close()

	handled := map[string]bool{}
	expect := func(sent events.Event) {
		t.Helper()
		for {
			select {
			case got := <-received:
				// An event handled just before the cut may come again: its acknowledgement can be
				// lost with the connection. At least once means exactly that.
				if handled[got.ID] {
					continue
				}
				if got.ID != sent.ID || got.Type != sent.Type || got.Data["n"] != sent.Data["n"] {
					t.Fatalf("received %+v, want %+v", got, sent)
				}
				handled[got.ID] = true
				return
			case <-ctx.Done():
				t.Fatalf("event %s did not arrive", sent.Data["n"])
			}
		}
	}
	first := events.New("test.created", map[string]string{"n": "1"})
	if err := pub.Publish(ctx, first); err != nil {
		t.Fatal(err)
	}
	expect(first)

	p.cut()
	second := events.New("test.created", map[string]string{"n": "2"})
	// Publishing right after the loss may fail: callers retry, as this does.
	for err := pub.Publish(ctx, second); err != nil; err = pub.Publish(ctx, second) {
		if ctx.Err() != nil {
			t.Fatalf("publishing after the reconnection: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	expect(second)
	if err := conn.Ping(ctx); err != nil {
		t.Fatalf("Ping after the reconnection: %v", err)
	}
	if p.accepted.Load() < 2 {
		t.Fatalf("the proxy saw %d connections, want a reconnection", p.accepted.Load())
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

// deleteTopology removes the test's exchange and queue, on a connection of its own.
func deleteTopology(t *testing.T, rawURL, name string) {
	conn, err := amqp.Dial(rawURL)
	if err != nil {
		t.Logf("clean up: %v", err)
		return
	}
	defer func() { _ = conn.Close() }()
	ch, err := conn.Channel()
	if err != nil {
		t.Logf("clean up: %v", err)
		return
	}
	_, _ = ch.QueueDelete(name, false, false, false)
	_ = ch.ExchangeDelete(name, false, false)
}

// proxy forwards TCP connections to a target; cut drops those open, as a broker restart would.
type proxy struct {
	port     int
	accepted atomic.Int32
	mu       sync.Mutex
	conns    []net.Conn
}

func startProxy(t *testing.T, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{port: ln.Addr().(*net.TCPAddr).Port}
	t.Cleanup(func() { _ = ln.Close(); p.cut() })
	go func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return
			}
			server, err := net.Dial("tcp", target)
			if err != nil {
				_ = client.Close()
				continue
			}
			p.accepted.Add(1)
			p.mu.Lock()
			p.conns = append(p.conns, client, server)
			p.mu.Unlock()
			go func() { _, _ = io.Copy(server, client); _ = server.Close() }()
			go func() { _, _ = io.Copy(client, server); _ = client.Close() }()
		}
	}()
	return p
}

func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		_ = c.Close()
	}
	p.conns = nil
}

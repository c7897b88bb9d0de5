package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"{{@module}}/internal/config"
)

func TestDecodeExampleRequest(t *testing.T) {
	if req, err := DecodeExampleRequest(strings.NewReader(`{"message":"hi"}`)); err != nil || req.Message != "hi" {
		t.Fatalf("DecodeExampleRequest = %+v, %v", req, err)
	}
	if _, err := DecodeExampleRequest(strings.NewReader(`not json`)); err == nil {
		t.Fatal("DecodeExampleRequest accepted a body that is not JSON")
	}
}

func TestHandleEnqueueExampleChecksTheRequestFirst(t *testing.T) {
	var unconfigured *Client
	cases := []struct {
		name    string
		message string
		status  int
	}{
		{"empty message", "  ", http.StatusBadRequest},
		{"oversized message", strings.Repeat("x", MaxMessageBytes+1), http.StatusBadRequest},
		{"no queue", "hello", http.StatusServiceUnavailable},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, _, _ := unconfigured.HandleEnqueueExample(context.Background(), ExampleRequest{Message: tc.message})
			if status != tc.status {
				t.Errorf("status = %d, want %d", status, tc.status)
			}
		})
	}
}

func TestAPayloadThatCannotBeDecodedIsNotRetried(t *testing.T) {
	err := handleExample(slog.New(slog.DiscardHandler))(context.Background(), asynq.NewTask(TypeExample, []byte("not json")))
	if err == nil || !strings.Contains(err.Error(), asynq.SkipRetry.Error()) {
		t.Fatalf("err = %v, want one wrapping asynq.SkipRetry", err)
	}
}

// recordHandler hands every log record to a channel, so a test can wait for one.
type recordHandler chan slog.Record

func (h recordHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h recordHandler) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h recordHandler) WithGroup(string) slog.Handler            { return h }
func (h recordHandler) Handle(_ context.Context, r slog.Record) error {
	select {
	case h <- r.Clone():
	default: // a test that stopped reading loses nothing it waits for
	}
	return nil
}

func attr(r slog.Record, key string) string {
	var v string
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == key {
			v = a.Value.String()
			return false
		}
		return true
	})
	return v
}

// deleteQueue removes queue from Redis, with the statistics asynq keeps about it.
func deleteQueue(t *testing.T, rdb *redis.Client, queue string) {
	t.Helper()
	if err := asynq.NewInspectorFromRedisClient(rdb).DeleteQueue(queue, true); err != nil {
		t.Errorf("delete the queue %s: %v", queue, err)
	}
	ctx := context.Background()
	keys := rdb.Scan(ctx, 0, "asynq:{"+queue+"}:*", 100).Iterator()
	for keys.Next(ctx) {
		if err := rdb.Del(ctx, keys.Val()).Err(); err != nil {
			t.Errorf("delete %s: %v", keys.Val(), err)
		}
	}
	if err := keys.Err(); err != nil {
		t.Errorf("list the keys of the queue %s: %v", queue, err)
	}
}

// TestAnEnqueuedJobIsProcessed runs the worker against the Redis of REDIS_URL, on a queue of its own
// (deleted at the end), enqueues an example job and waits for the worker to process it. Skipped
// without REDIS_URL.
func TestAnEnqueuedJobIsProcessed(t *testing.T) {
	url := os.Getenv("REDIS_URL")
	if url == "" {
		t.Skip("REDIS_URL is not set")
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("REDIS_URL: %v", err)
	}
	rdb := redis.NewClient(opts)
	defer func() { _ = rdb.Close() }()
	queue := fmt.Sprintf("jobs-test-%d", time.Now().UnixNano())
	defer deleteQueue(t, rdb, queue)

	records := make(recordHandler, 1000)
	worker := NewWorker(rdb, config.JobsConfig{Queue: queue, Concurrency: 2, ShutdownTimeout: 5 * time.Second}, slog.New(records))
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan error, 1)
	go func() { stopped <- worker.Run(ctx) }()
	defer func() {
		cancel()
		select {
		case err := <-stopped:
			if err != nil {
				t.Errorf("Run = %v", err)
			}
		case <-time.After(15 * time.Second):
			t.Error("the worker did not stop within 15s of its context's end")
		}
	}()

	message := fmt.Sprintf("hello from %s", queue)
	status, body, err := NewClient(rdb, queue).HandleEnqueueExample(ctx, ExampleRequest{Message: message})
	enqueued, ok := body.(Enqueued)
	if status != http.StatusAccepted || err != nil || !ok || enqueued.ID == "" || enqueued.Queue != queue || enqueued.Type != TypeExample {
		t.Fatalf("HandleEnqueueExample = %d %+v, %v", status, body, err)
	}

	deadline := time.After(20 * time.Second)
	for {
		select {
		case r := <-records:
			if r.Message == "example job processed" && attr(r, "task_id") == enqueued.ID {
				if got := attr(r, "message"); got != message {
					t.Fatalf("the job logged message %q, want %q", got, message)
				}
				return
			}
		case <-deadline:
			t.Fatal("the enqueued job was not processed within 20s")
		}
	}
}

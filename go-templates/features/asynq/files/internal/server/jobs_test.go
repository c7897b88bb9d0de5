package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"{{@module}}/internal/jobs"
)

func postExampleJob(t *testing.T, s *Server, body string) (*http.Response, map[string]string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api/v1/jobs/example", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	res := serve(t, s, req)
	defer func() { _ = res.Body.Close() }()
	var answer map[string]string
	if err := json.NewDecoder(res.Body).Decode(&answer); err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res, answer
}

func TestExampleJobEndpointWithoutAQueue(t *testing.T) {
	s := newTestServer(t)
	cases := []struct {
		name   string
		body   string
		status int
	}{
		{"not JSON", `hello`, http.StatusBadRequest},
		{"empty message", `{"message":""}`, http.StatusBadRequest},
		{"no queue", `{"message":"hello"}`, http.StatusServiceUnavailable},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, answer := postExampleJob(t, s, tc.body)
			if res.StatusCode != tc.status || answer["error"] == "" {
				t.Fatalf("answered %d %v, want %d with an error", res.StatusCode, answer, tc.status)
			}
		})
	}
}

// TestExampleJobEndpointQueuesTheJob posts to the endpoint of a server enqueuing on a queue of its own
// in the Redis of REDIS_URL, and finds the task there. Skipped without REDIS_URL.
func TestExampleJobEndpointQueuesTheJob(t *testing.T) {
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
	queue := fmt.Sprintf("jobs-endpoint-test-%d", time.Now().UnixNano())
	inspector := asynq.NewInspectorFromRedisClient(rdb)
	defer func() {
		// Only queued, never processed: the queue's keys are all it has.
		if err := inspector.DeleteQueue(queue, true); err != nil {
			t.Errorf("delete the queue %s: %v", queue, err)
		}
	}()

	s := newTestServer(t)
	cfg, deps := s.cfg, s.deps
	deps.Jobs = jobs.NewClient(rdb, queue)
	res, answer := postExampleJob(t, New(cfg, deps), `{"message":"hello"}`)
	if res.StatusCode != http.StatusAccepted || answer["id"] == "" || answer["queue"] != queue || answer["type"] != jobs.TypeExample {
		t.Fatalf("answered %d %v, want 202 with the task", res.StatusCode, answer)
	}
	info, err := inspector.GetTaskInfo(queue, answer["id"])
	if err != nil {
		t.Fatalf("the task is not in the queue: %v", err)
	}
	if info.State != asynq.TaskStatePending || !strings.Contains(string(info.Payload), `"hello"`) {
		t.Fatalf("task %s is %s with payload %s", info.ID, info.State, info.Payload)
	}
}

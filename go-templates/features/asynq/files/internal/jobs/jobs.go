// Package jobs runs background jobs on Redis with asynq: the task types and their handlers, the client
// that enqueues them (Deps.Jobs) and the worker that processes them, a runner of the service.
package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// TypeExample is the type of the example task, which logs its message. Each kind of job gets a type,
// a payload, a constructor and a handler registered in NewMux.
const TypeExample = "example:log"

// MaxMessageBytes bounds the message of an example job.
const MaxMessageBytes = 4 << 10

// ExamplePayload is the payload of an example task.
type ExamplePayload struct {
	Message string `json:"message"`
}

// NewExampleTask returns an example task carrying p. A failed attempt is retried, with a growing
// delay, up to five times; one attempt may take a minute.
func NewExampleTask(p ExamplePayload) (*asynq.Task, error) {
	data, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	return asynq.NewTask(TypeExample, data, asynq.MaxRetry(5), asynq.Timeout(time.Minute)), nil
}

func handleExample(logger *slog.Logger) asynq.HandlerFunc {
	return func(ctx context.Context, task *asynq.Task) error {
		var p ExamplePayload
		if err := json.Unmarshal(task.Payload(), &p); err != nil {
			// A payload that cannot be decoded never will be: retrying would not help.
			return fmt.Errorf("decode the payload of %s: %w (%w)", task.Type(), err, asynq.SkipRetry)
		}
		id, _ := asynq.GetTaskID(ctx)
		logger.InfoContext(ctx, "example job processed", "task_id", id, "message", p.Message)
		return nil
	}
}

// NewMux routes each task type to its handler.
func NewMux(logger *slog.Logger) *asynq.ServeMux {
	mux := asynq.NewServeMux()
	mux.Handle(TypeExample, handleExample(logger))
	return mux
}

// Client enqueues tasks on the service's queue. A nil *Client is an unconfigured one: the endpoints
// answer 503.
type Client struct {
	client *asynq.Client
	queue  string
}

// NewClient returns a client enqueuing on queue through rdb, which stays the caller's to close.
func NewClient(rdb redis.UniversalClient, queue string) *Client {
	return &Client{client: asynq.NewClientFromRedisClient(rdb), queue: queue}
}

// Enqueue puts task on the service's queue; opts (asynq.ProcessIn, asynq.Unique, ...) may add to or
// override the task's options.
func (c *Client) Enqueue(ctx context.Context, task *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error) {
	return c.client.EnqueueContext(ctx, task, append([]asynq.Option{asynq.Queue(c.queue)}, opts...)...)
}

// ExampleRequest is the body of POST /api/v1/jobs/example.
type ExampleRequest struct {
	Message string `json:"message"`
}

// DecodeExampleRequest reads an ExampleRequest from a request body of at most 64 KiB.
func DecodeExampleRequest(body io.Reader) (ExampleRequest, error) {
	var req ExampleRequest
	if err := json.NewDecoder(io.LimitReader(body, 64<<10)).Decode(&req); err != nil {
		return ExampleRequest{}, fmt.Errorf(`the body must be JSON like {"message": "..."}: %w`, err)
	}
	return req, nil
}

// Enqueued is the answer of POST /api/v1/jobs/example: the queued task.
type Enqueued struct {
	ID    string `json:"id"`
	Type  string `json:"type"`
	Queue string `json:"queue"`
}

// HandleEnqueueExample runs POST /api/v1/jobs/example on a decoded body and returns the status and
// JSON answer: 202 once the task is queued (the worker processes it later), 400 for an empty or
// oversized message, 503 when the queue cannot be reached (the error is returned for the caller to
// log).
func (c *Client) HandleEnqueueExample(ctx context.Context, req ExampleRequest) (int, any, error) {
	message := strings.TrimSpace(req.Message)
	switch {
	case message == "":
		return http.StatusBadRequest, map[string]string{"error": "message is required"}, nil
	case len(message) > MaxMessageBytes:
		return http.StatusBadRequest, map[string]string{"error": fmt.Sprintf("message must be at most %d bytes", MaxMessageBytes)}, nil
	case c == nil:
		return http.StatusServiceUnavailable, map[string]string{"error": "background jobs are not configured"}, nil
	}
	task, err := NewExampleTask(ExamplePayload{Message: message})
	if err != nil {
		return http.StatusInternalServerError, map[string]string{"error": "the job could not be created"}, err
	}
	info, err := c.Enqueue(ctx, task)
	if err != nil {
		return http.StatusServiceUnavailable, map[string]string{"error": "the job queue is unavailable"}, fmt.Errorf("enqueue %s: %w", TypeExample, err)
	}
	return http.StatusAccepted, Enqueued{ID: info.ID, Type: info.Type, Queue: info.Queue}, nil
}

// Package llm is a small client of chat APIs (OpenAI-compatible chat completions, or another wire
// format a provider's constructor gives), and the framework-neutral part of the chat endpoints. Each
// provider has its constructor next to this file.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// MaxMessageBytes bounds the message a client may send to a chat endpoint.
const MaxMessageBytes = 8 << 10

// ErrNotConfigured is returned, naming the variable to set, when no API key is set.
var ErrNotConfigured = errors.New("not configured")

// ProviderError is an answer of the provider other than success.
type ProviderError struct {
	Provider string
	Status   int
	Message  string
}

func (e *ProviderError) Error() string {
	return fmt.Sprintf("%s answered %d: %s", e.Provider, e.Status, e.Message)
}

// Options describe one provider.
type Options struct {
	// Name names the provider in errors and logs.
	Name string
	// KeyVariable is the environment variable of the API key, named when the key is missing.
	KeyVariable string
	// APIKey authenticates the calls; empty leaves the client unconfigured.
	APIKey string
	// BaseURL is the root of the API, without the endpoint's path (/chat/completions).
	BaseURL string
	// Model is the chat model.
	Model string
	// Timeout bounds one call to the provider.
	Timeout time.Duration
	// Header holds headers sent with every call besides the key's.
	Header http.Header
	// Wire is the provider's wire format; nil means OpenAI's chat completions.
	Wire Wire
}

// Wire is the wire format of a chat API: where one message is sent, how, and where the reply is in
// the answer. Errors are read the same way for every format, from {"error": {"message": "..."}}.
type Wire interface {
	// Path is the endpoint, below the base URL.
	Path() string
	// Authorize sets the headers carrying the API key.
	Authorize(header http.Header, apiKey string)
	// Request is the JSON body sending message to model.
	Request(model, message string) any
	// Reply reads the reply from a successful answer.
	Reply(answer []byte) (string, error)
}

// Client calls the chat completions API of one provider. A nil *Client is an unconfigured one.
type Client struct {
	opts Options
	http *http.Client
}

// New returns a client for opts; it makes no call.
func New(opts Options) *Client {
	if opts.Wire == nil {
		opts.Wire = openAIWire{}
	}
	return &Client{opts: opts, http: &http.Client{Timeout: opts.Timeout}}
}

// Name names the provider.
func (c *Client) Name() string {
	if c == nil {
		return "the chat provider"
	}
	return c.opts.Name
}

// Configured reports whether an API key is set.
func (c *Client) Configured() bool {
	return c != nil && c.opts.APIKey != ""
}

func (c *Client) errNotConfigured() error {
	if c == nil {
		return fmt.Errorf("%s is %w", c.Name(), ErrNotConfigured)
	}
	return fmt.Errorf("%s is %w: set %s", c.Name(), ErrNotConfigured, c.opts.KeyVariable)
}

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// openAIWire is OpenAI's chat completions format, which most providers also speak.
type openAIWire struct{}

func (openAIWire) Path() string { return "/chat/completions" }

func (openAIWire) Authorize(header http.Header, apiKey string) {
	header.Set("Authorization", "Bearer "+apiKey)
}

func (openAIWire) Request(model, message string) any {
	return struct {
		Model    string        `json:"model"`
		Messages []chatMessage `json:"messages"`
	}{Model: model, Messages: []chatMessage{{Role: "user", Content: message}}}
}

func (openAIWire) Reply(answer []byte) (string, error) {
	var out struct {
		Choices []struct {
			Message chatMessage `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(answer, &out); err != nil {
		return "", err
	}
	if len(out.Choices) == 0 {
		return "", errors.New("no choices in the answer")
	}
	return out.Choices[0].Message.Content, nil
}

// errorAnswer is the body of a failed call, the same for the providers' formats.
type errorAnswer struct {
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Chat sends one user message and returns the model's reply.
func (c *Client) Chat(ctx context.Context, message string) (string, error) {
	if !c.Configured() {
		return "", c.errNotConfigured()
	}
	body, err := json.Marshal(c.opts.Wire.Request(c.opts.Model, message))
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(c.opts.BaseURL, "/")+c.opts.Wire.Path(), bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	for name, values := range c.opts.Header {
		req.Header[name] = values
	}
	req.Header.Set("Content-Type", "application/json")
	c.opts.Wire.Authorize(req.Header, c.opts.APIKey)
	res, err := c.http.Do(req)
	if err != nil {
		return "", fmt.Errorf("call %s: %w", c.opts.Name, err)
	}
	defer func() { _ = res.Body.Close() }()
	answer, readErr := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if res.StatusCode != http.StatusOK {
		msg := http.StatusText(res.StatusCode)
		var failed errorAnswer
		if readErr == nil && json.Unmarshal(answer, &failed) == nil && failed.Error != nil && failed.Error.Message != "" {
			msg = failed.Error.Message
		}
		return "", &ProviderError{Provider: c.opts.Name, Status: res.StatusCode, Message: msg}
	}
	if readErr != nil {
		return "", fmt.Errorf("read %s's answer: %w", c.opts.Name, readErr)
	}
	reply, err := c.opts.Wire.Reply(answer)
	if err != nil {
		return "", &ProviderError{Provider: c.opts.Name, Status: res.StatusCode, Message: "unexpected answer: " + err.Error()}
	}
	return reply, nil
}

// ChatRequest is the body of a chat endpoint (POST /api/v1/<provider>/chat).
type ChatRequest struct {
	Message string `json:"message"`
}

// DecodeChatRequest reads a ChatRequest from a request body of at most 64 KiB.
func DecodeChatRequest(body io.Reader) (ChatRequest, error) {
	var req ChatRequest
	if err := json.NewDecoder(io.LimitReader(body, 64<<10)).Decode(&req); err != nil {
		return ChatRequest{}, fmt.Errorf(`the body must be JSON like {"message": "..."}: %w`, err)
	}
	return req, nil
}

// ServeChat runs a chat endpoint on a request body and returns the status and JSON answer:
// DecodeChatRequest, then HandleChat. A body that is not a ChatRequest answers 400; one cut short by
// the server's body limit (*http.MaxBytesError) 413.
func (c *Client) ServeChat(ctx context.Context, body io.Reader) (int, any, error) {
	req, err := DecodeChatRequest(body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return http.StatusRequestEntityTooLarge, map[string]string{"error": "request body too large"}, nil
		}
		return http.StatusBadRequest, map[string]string{"error": err.Error()}, nil
	}
	return c.HandleChat(ctx, req)
}

// ChatReply is its answer.
type ChatReply struct {
	Reply string `json:"reply"`
}

// HandleChat runs a chat endpoint on a decoded body and returns the status and JSON answer: 400 for
// an empty or oversized message, 503 without an API key, 502 when the provider fails (its message is
// logged by the caller, never the key).
func (c *Client) HandleChat(ctx context.Context, req ChatRequest) (int, any, error) {
	message := strings.TrimSpace(req.Message)
	switch {
	case message == "":
		return http.StatusBadRequest, map[string]string{"error": "message is required"}, nil
	case len(message) > MaxMessageBytes:
		return http.StatusBadRequest, map[string]string{"error": fmt.Sprintf("message must be at most %d bytes", MaxMessageBytes)}, nil
	case !c.Configured():
		return http.StatusServiceUnavailable, map[string]string{"error": c.errNotConfigured().Error()}, nil
	}
	reply, err := c.Chat(ctx, message)
	if err != nil {
		return http.StatusBadGateway, map[string]string{"error": "the AI provider failed to answer"}, err
	}
	return http.StatusOK, ChatReply{Reply: reply}, nil
}

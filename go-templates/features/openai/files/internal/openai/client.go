// Package openai is a small client of OpenAI's chat completions API, and the framework-neutral part of
// the chat endpoint.
package openai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"{{@module}}/internal/config"
)

// MaxMessageBytes bounds the message a client may send to the chat endpoint.
const MaxMessageBytes = 8 << 10

// ErrNotConfigured is returned when no API key is set.
var ErrNotConfigured = errors.New("OpenAI is not configured: set OPENAI_API_KEY")

// ProviderError is an answer of the provider other than success.
type ProviderError struct {
	Status  int
	Message string
}

func (e *ProviderError) Error() string {
	return fmt.Sprintf("OpenAI answered %d: %s", e.Status, e.Message)
}

// Client calls the chat completions API.
type Client struct {
	cfg  config.OpenAIConfig
	http *http.Client
}

// New returns a client for cfg; it makes no call.
func New(cfg config.OpenAIConfig) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}}
}

// Configured reports whether an API key is set.
func (c *Client) Configured() bool {
	return c != nil && c.cfg.APIKey != ""
}

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model    string        `json:"model"`
	Messages []chatMessage `json:"messages"`
}

type chatResponse struct {
	Choices []struct {
		Message chatMessage `json:"message"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// Chat sends one user message and returns the model's reply.
func (c *Client) Chat(ctx context.Context, message string) (string, error) {
	if !c.Configured() {
		return "", ErrNotConfigured
	}
	body, err := json.Marshal(chatRequest{Model: c.cfg.Model, Messages: []chatMessage{{Role: "user", Content: message}}})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(c.cfg.BaseURL, "/")+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	res, err := c.http.Do(req)
	if err != nil {
		return "", fmt.Errorf("call OpenAI: %w", err)
	}
	defer func() { _ = res.Body.Close() }()
	var out chatResponse
	decodeErr := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&out)
	if res.StatusCode != http.StatusOK {
		msg := http.StatusText(res.StatusCode)
		if decodeErr == nil && out.Error != nil && out.Error.Message != "" {
			msg = out.Error.Message
		}
		return "", &ProviderError{Status: res.StatusCode, Message: msg}
	}
	if decodeErr != nil {
		return "", fmt.Errorf("read OpenAI's answer: %w", decodeErr)
	}
	if len(out.Choices) == 0 {
		return "", &ProviderError{Status: res.StatusCode, Message: "no choices in the answer"}
	}
	return out.Choices[0].Message.Content, nil
}

// ChatRequest is the body of POST /api/v1/openai/chat.
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

// ChatReply is its answer.
type ChatReply struct {
	Reply string `json:"reply"`
}

// HandleChat runs the chat endpoint on a decoded body and returns the status and JSON answer: 400 for
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
		return http.StatusServiceUnavailable, map[string]string{"error": ErrNotConfigured.Error()}, nil
	}
	reply, err := c.Chat(ctx, message)
	if err != nil {
		return http.StatusBadGateway, map[string]string{"error": "the AI provider failed to answer"}, err
	}
	return http.StatusOK, ChatReply{Reply: reply}, nil
}

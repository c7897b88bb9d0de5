package llm

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"{{@module}}/internal/config"
)

// anthropicVersion is the version of the Messages API this client speaks, sent with every call.
const anthropicVersion = "2023-06-01"

// NewClaude returns the client of Anthropic's Messages API that cfg configures; it makes no call.
func NewClaude(cfg config.ClaudeConfig) *Client {
	return New(Options{
		Name:        "Anthropic",
		KeyVariable: "ANTHROPIC_API_KEY",
		APIKey:      cfg.APIKey,
		BaseURL:     cfg.BaseURL,
		Model:       cfg.Model,
		Timeout:     cfg.Timeout,
		Header:      http.Header{"Anthropic-Version": {anthropicVersion}},
		Wire:        anthropicWire{maxTokens: cfg.MaxTokens},
	})
}

// anthropicWire is the format of Anthropic's Messages API: the key in x-api-key, a required bound on
// the reply's tokens, and the reply as a list of content blocks.
type anthropicWire struct {
	maxTokens int
}

func (anthropicWire) Path() string { return "/messages" }

func (anthropicWire) Authorize(header http.Header, apiKey string) {
	header.Set("X-Api-Key", apiKey)
}

func (w anthropicWire) Request(model, message string) any {
	return struct {
		Model     string        `json:"model"`
		MaxTokens int           `json:"max_tokens"`
		Messages  []chatMessage `json:"messages"`
	}{Model: model, MaxTokens: w.maxTokens, Messages: []chatMessage{{Role: "user", Content: message}}}
}

// Reply joins the text blocks of the answer; other blocks (tool use, thinking) are not part of the
// reply.
func (anthropicWire) Reply(answer []byte) (string, error) {
	var out struct {
		Content []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
	}
	if err := json.Unmarshal(answer, &out); err != nil {
		return "", err
	}
	var reply strings.Builder
	found := false
	for _, block := range out.Content {
		if block.Type == "text" {
			reply.WriteString(block.Text)
			found = true
		}
	}
	if !found {
		return "", errors.New("no text in the answer")
	}
	return reply.String(), nil
}

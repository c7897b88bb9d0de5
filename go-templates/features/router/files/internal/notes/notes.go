// Package notes is the example resource of the API: the model, its validation and the store the
// handlers use. Replace it with your own resources, keeping the shape.
package notes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxTitleLength bounds a note's title, in characters.
const MaxTitleLength = 200

// maxBodyBytes bounds a request body.
const maxBodyBytes = 64 << 10

// ErrNotFound is returned when no note has the id.
var ErrNotFound = errors.New("note not found")

// Note is the resource.
type Note struct {
	ID        int64     `json:"id"`
	Title     string    `json:"title"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Input is what a client sends to create or replace a note.
type Input struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

// ValidationError explains why an input was refused.
type ValidationError struct {
	Message string
}

func (e *ValidationError) Error() string {
	return e.Message
}

// DecodeInput reads and validates an Input from a request body.
func DecodeInput(body io.Reader) (Input, error) {
	var in Input
	dec := json.NewDecoder(io.LimitReader(body, maxBodyBytes))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return Input{}, &ValidationError{Message: `the body must be JSON like {"title": "...", "body": "..."}`}
	}
	return ValidateInput(in)
}

// ValidateInput trims the title and checks an Input however it arrived (JSON, gRPC).
func ValidateInput(in Input) (Input, error) {
	in.Title = strings.TrimSpace(in.Title)
	switch {
	case in.Title == "":
		return Input{}, &ValidationError{Message: "title is required"}
	case utf8.RuneCountInString(in.Title) > MaxTitleLength:
		return Input{}, &ValidationError{Message: fmt.Sprintf("title must be at most %d characters", MaxTitleLength)}
	}
	return in, nil
}

// ParseID reads a note id from a path parameter; anything but a positive integer is not found.
func ParseID(s string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, ErrNotFound
	}
	return id, nil
}

// Page selects a slice of the list: at most Limit notes, newest first, after the first Offset.
type Page struct {
	Limit  int
	Offset int
}

// Bounds of Page.Limit.
const (
	DefaultLimit = 50
	MaxLimit     = 100
)

// Store keeps notes.
type Store interface {
	List(ctx context.Context, page Page) ([]Note, error)
	Get(ctx context.Context, id int64) (Note, error)
	Create(ctx context.Context, in Input) (Note, error)
	Update(ctx context.Context, id int64, in Input) (Note, error)
	Delete(ctx context.Context, id int64) error
}

// Package notes is the example resource of the API: the model, its validation and the store the
// handlers use. Replace it with your own resources, keeping the shape.
package notes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// MaxTitleLength bounds a note's title, in characters.
const MaxTitleLength = 200

const (
	DefaultLimit = 50  // a list's page size when ?limit= is absent
	MaxLimit     = 100 // the largest ?limit= accepted
)

var (
	// ErrNotFound is returned when no note has the id.
	ErrNotFound = errors.New("note not found")
	// ErrTooLarge is returned by DecodeInput when the body is over the server's limit (the body limit
	// middleware wraps bodies with http.MaxBytesReader).
	ErrTooLarge = errors.New("request body too large")
)

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

// DecodeInput reads and validates an Input from a request body. The body's size is bounded by the
// server, not here: a body cut at the server's limit is ErrTooLarge.
func DecodeInput(body io.Reader) (Input, error) {
	var in Input
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return Input{}, ErrTooLarge
		}
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

// Page selects part of a list: at most Limit notes, newest first, after skipping Offset of them.
type Page struct {
	Limit  int
	Offset int
}

// ParsePage reads the ?limit= and ?offset= query values ("" means absent); a value that is not a
// non-negative integer, or a limit of 0 or above MaxLimit, is a *ValidationError.
func ParsePage(limit, offset string) (Page, error) {
	page := Page{Limit: DefaultLimit}
	if limit != "" {
		n, err := strconv.Atoi(limit)
		if err != nil || n < 1 || n > MaxLimit {
			return Page{}, &ValidationError{Message: fmt.Sprintf("limit must be an integer from 1 to %d", MaxLimit)}
		}
		page.Limit = n
	}
	if offset != "" {
		n, err := strconv.Atoi(offset)
		if err != nil || n < 0 {
			return Page{}, &ValidationError{Message: "offset must be a non-negative integer"}
		}
		page.Offset = n
	}
	return page, nil
}

// List is the answer of GET /api/v1/notes: a page of notes and the page it is.
type List struct {
	Notes  []Note `json:"notes"`
	Limit  int    `json:"limit"`
	Offset int    `json:"offset"`
}

// NewList is the answer for the notes of page; never a null list.
func NewList(page Page, notes []Note) List {
	if notes == nil {
		notes = []Note{}
	}
	return List{Notes: notes, Limit: page.Limit, Offset: page.Offset}
}

// Store keeps notes. List answers the notes of page, newest first (by id: ids only grow).
type Store interface {
	List(ctx context.Context, page Page) ([]Note, error)
	Get(ctx context.Context, id int64) (Note, error)
	Create(ctx context.Context, in Input) (Note, error)
	Update(ctx context.Context, id int64, in Input) (Note, error)
	Delete(ctx context.Context, id int64) error
}

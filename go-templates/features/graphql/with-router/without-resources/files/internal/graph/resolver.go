package graph

// Regenerate generated.go and models_gen.go after changing schema.graphqls, in this directory:
// go run github.com/99designs/gqlgen@v0.17.84 generate

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"{{@module}}/internal/notes"
)

// Resolver is the root of the resolvers, with the dependencies they use. The helpers below keep
// what the resolvers need of internal/notes, so that schema.resolvers.go, which gqlgen rewrites,
// imports none of the module's packages.
type Resolver struct {
	Store  notes.Store
	Logger *slog.Logger
}

// notesPage is the page the notes field answers: the newest notes, as many as the REST list gives at
// most.
var notesPage = notes.Page{Limit: notes.MaxLimit}

// noteOf is the GraphQL type of a stored note.
func noteOf(n notes.Note) *Note {
	return &Note{ID: strconv.FormatInt(n.ID, 10), Title: n.Title, Body: n.Body, CreatedAt: n.CreatedAt, UpdatedAt: n.UpdatedAt}
}

// noteInput checks an input with the API's rules: notes.DecodeInput holds them (a title is
// required and bounded), so the input goes through it as the JSON the API would receive.
func noteInput(in NoteInput) (notes.Input, error) {
	b, err := json.Marshal(notes.Input{Title: in.Title, Body: in.Body})
	if err != nil {
		return notes.Input{}, err
	}
	return notes.DecodeInput(bytes.NewReader(b))
}

// parseID reads a note's id; anything but a positive integer is not found.
func parseID(id string) (int64, error) {
	return notes.ParseID(id)
}

// isNotFound reports whether err means that no note has the id.
func isNotFound(err error) bool {
	return errors.Is(err, notes.ErrNotFound)
}

// failed is the error a resolver answers: the message of an invalid input or of a missing note
// (with a code clients can test), and for anything else a generic message, the details logged.
func (r *Resolver) failed(ctx context.Context, err error) error {
	var invalid *notes.ValidationError
	switch {
	case errors.As(err, &invalid):
		return &gqlerror.Error{Message: invalid.Message, Extensions: map[string]any{"code": "BAD_USER_INPUT"}}
	case isNotFound(err):
		return &gqlerror.Error{Message: err.Error(), Extensions: map[string]any{"code": "NOT_FOUND"}}
	}
	r.Logger.ErrorContext(ctx, "graphql resolver failed", "error", err)
	return errors.New("internal server error")
}

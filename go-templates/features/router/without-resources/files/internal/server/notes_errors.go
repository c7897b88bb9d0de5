package server

import (
	"errors"
	"fmt"
	"net/http"

	"{{@module}}/internal/notes"
)

// noteError maps an error of the notes handlers to the status and message the API answers.
func noteError(err error) (int, string) {
	var invalid *notes.ValidationError
	switch {
	case errors.As(err, &invalid):
		return http.StatusBadRequest, invalid.Message
	case errors.Is(err, notes.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, notes.ErrTooLarge.Error()
	case errors.Is(err, notes.ErrNotFound):
		return http.StatusNotFound, notes.ErrNotFound.Error()
	default:
		return http.StatusInternalServerError, "internal server error"
	}
}

// noteLocation is the URL of a created note.
func noteLocation(n notes.Note) string {
	return fmt.Sprintf("/api/v1/notes/%d", n.ID)
}

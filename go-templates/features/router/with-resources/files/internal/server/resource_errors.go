package server

import (
	"errors"
	"net/http"

	"{{@module}}/internal/resource"
)

// resourceError maps an error of a resource's handlers to the status and message the API answers.
func resourceError(err error) (int, string) {
	var invalid *resource.ValidationError
	var conflict *resource.ConflictError
	switch {
	case errors.As(err, &invalid):
		return http.StatusBadRequest, invalid.Error()
	case errors.Is(err, resource.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, resource.ErrTooLarge.Error()
	case errors.Is(err, resource.ErrNotFound):
		return http.StatusNotFound, resource.ErrNotFound.Error()
	case errors.As(err, &conflict):
		return http.StatusConflict, conflict.Message
	case errors.Is(err, resource.ErrConflict):
		return http.StatusConflict, resource.ErrConflict.Error()
	default:
		return http.StatusInternalServerError, "internal server error"
	}
}

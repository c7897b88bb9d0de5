package server

import (
	"errors"
	"net/http"

	"{{@module}}/internal/storage"
)

// fileError maps an error of the file routes to the status and message of the answer. Anything
// else is a failure of the object store: 502, with the details left to the log.
func fileError(err error) (int, string) {
	switch {
	case errors.Is(err, storage.ErrInvalidKey):
		return http.StatusBadRequest, err.Error()
	case errors.Is(err, storage.ErrNotFound):
		return http.StatusNotFound, err.Error()
	case errors.Is(err, storage.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, err.Error()
	case errors.As(err, new(*http.MaxBytesError)):
		return http.StatusRequestEntityTooLarge, storage.ErrTooLarge.Error()
	}
	return http.StatusBadGateway, "the object store failed"
}

package server

import (
	"io"
	"net/http"
	"strconv"
)

func (s *Server) fileFailed(w http.ResponseWriter, err error) {
	status, message := fileError(err)
	if status == http.StatusBadGateway {
		s.deps.Logger.Error("files request failed", "error", err)
	}
	writeError(w, status, message)
}

// uploadFile stores the request body under the {key} wildcard, with the request's Content-Type.
func (s *Server) uploadFile(w http.ResponseWriter, r *http.Request) {
	info, err := s.deps.Files.Put(r.Context(), r.PathValue("key"), r.Body, r.Header.Get("Content-Type"))
	if err != nil {
		s.fileFailed(w, err)
		return
	}
	s.writeJSON(w, r, http.StatusCreated, info)
}

// downloadFile streams the file under the {key} wildcard with its Content-Type.
func (s *Server) downloadFile(w http.ResponseWriter, r *http.Request) {
	file, err := s.deps.Files.Get(r.Context(), r.PathValue("key"))
	if err != nil {
		s.fileFailed(w, err)
		return
	}
	defer func() { _ = file.Body.Close() }()
	w.Header().Set("Content-Type", file.ContentType)
	w.Header().Set("Content-Length", strconv.FormatInt(file.Size, 10))
	w.Header().Set("ETag", file.ETag)
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, file.Body); err != nil {
		// The status is sent: the client sees a short body.
		s.deps.Logger.Warn("file download interrupted", "key", file.Key, "error", err)
	}
}

func (s *Server) deleteFile(w http.ResponseWriter, r *http.Request) {
	if err := s.deps.Files.Delete(r.Context(), r.PathValue("key")); err != nil {
		s.fileFailed(w, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

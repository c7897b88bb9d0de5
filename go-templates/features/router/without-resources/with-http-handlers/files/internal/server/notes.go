package server

import (
	"net/http"

	"{{@module}}/internal/notes"
)

func (s *Server) noteFailed(w http.ResponseWriter, r *http.Request, err error) {
	status, message := noteError(err)
	if status == http.StatusInternalServerError {
		s.deps.Logger.ErrorContext(r.Context(), "notes request failed", "path", r.URL.Path, "error", err)
	}
	writeError(w, status, message)
}

func (s *Server) listNotes(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query()
	page, err := notes.ParsePage(query.Get("limit"), query.Get("offset"))
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	list, err := s.deps.Notes.List(r.Context(), page)
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, notes.NewList(page, list))
}

func (s *Server) createNote(w http.ResponseWriter, r *http.Request) {
	in, err := notes.DecodeInput(r.Body)
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	n, err := s.deps.Notes.Create(r.Context(), in)
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	w.Header().Set("Location", noteLocation(n))
	s.writeJSON(w, r, http.StatusCreated, n)
}

func (s *Server) getNote(w http.ResponseWriter, r *http.Request) {
	id, err := notes.ParseID(r.PathValue("id"))
	if err == nil {
		var n notes.Note
		if n, err = s.deps.Notes.Get(r.Context(), id); err == nil {
			s.writeJSON(w, r, http.StatusOK, n)
			return
		}
	}
	s.noteFailed(w, r, err)
}

func (s *Server) updateNote(w http.ResponseWriter, r *http.Request) {
	id, err := notes.ParseID(r.PathValue("id"))
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	in, err := notes.DecodeInput(r.Body)
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	n, err := s.deps.Notes.Update(r.Context(), id, in)
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, n)
}

func (s *Server) deleteNote(w http.ResponseWriter, r *http.Request) {
	id, err := notes.ParseID(r.PathValue("id"))
	if err == nil {
		err = s.deps.Notes.Delete(r.Context(), id)
	}
	if err != nil {
		s.noteFailed(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

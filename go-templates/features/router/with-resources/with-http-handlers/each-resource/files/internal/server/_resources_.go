package server

import (
	"fmt"
	"net/http"

	"{{@module}}/internal/resource"
	"{{@module}}/internal/{{@R.pkg}}"
)

func (s *Server) list{{@R.Names}}(w http.ResponseWriter, r *http.Request) {
	q, err := {{@R.pkg}}.ParseQuery(r.URL.Query())
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	items, err := s.deps.{{@R.Names}}.List(r.Context(), q)
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, {{@R.pkg}}.NewList(q, items))
}

func (s *Server) create{{@R.Name}}(w http.ResponseWriter, r *http.Request) {
	in, err := {{@R.pkg}}.DecodeInput(r.Body)
	if err == nil {
		err = s.check{{@R.Name}}References(r.Context(), in)
	}
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	item, err := s.deps.{{@R.Names}}.Create(r.Context(), in)
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	w.Header().Set("Location", fmt.Sprintf("/api/v1/{{@R.path}}/%d", item.ID))
	s.writeJSON(w, r, http.StatusCreated, item)
}

func (s *Server) get{{@R.Name}}(w http.ResponseWriter, r *http.Request) {
	id, err := resource.ParseID(r.PathValue("id"))
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	item, err := s.deps.{{@R.Names}}.Get(r.Context(), id)
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, item)
}

func (s *Server) update{{@R.Name}}(w http.ResponseWriter, r *http.Request) {
	id, err := resource.ParseID(r.PathValue("id"))
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	in, err := {{@R.pkg}}.DecodeInput(r.Body)
	if err == nil {
		err = s.check{{@R.Name}}References(r.Context(), in)
	}
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	item, err := s.deps.{{@R.Names}}.Update(r.Context(), id, in)
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	s.writeJSON(w, r, http.StatusOK, item)
}

func (s *Server) delete{{@R.Name}}(w http.ResponseWriter, r *http.Request) {
	id, err := resource.ParseID(r.PathValue("id"))
	if err == nil {
		err = s.remove{{@R.Name}}(r.Context(), id)
	}
	if err != nil {
		s.resourceFailed(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

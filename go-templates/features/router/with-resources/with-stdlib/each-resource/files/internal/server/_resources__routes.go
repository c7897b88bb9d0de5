package server

import "net/http"

// {{@R.name}}Routes registers the {{@R.labels}}; handlers read the {id} wildcard with r.PathValue.
func (s *Server) {{@R.name}}Routes() {
	// guard runs before every handler of the resource: the checks other features add (a valid JWT).
	var guard []func(http.Handler) http.Handler
	{{@slot:notes.guard}}
	s.handle("GET /api/v1/{{@R.path}}", s.list{{@R.Names}}, guard...)
	s.handle("POST /api/v1/{{@R.path}}", s.create{{@R.Name}}, guard...)
	s.handle("GET /api/v1/{{@R.path}}/{id}", s.get{{@R.Name}}, guard...)
	s.handle("PUT /api/v1/{{@R.path}}/{id}", s.update{{@R.Name}}, guard...)
	s.handle("DELETE /api/v1/{{@R.path}}/{id}", s.delete{{@R.Name}}, guard...)
}

package server

import "net/http"

// {{@R.name}}Routes registers the {{@R.labels}}; chi gives the handlers the {id} wildcard through
// r.PathValue.
func (s *Server) {{@R.name}}Routes() {
	// guard runs before every handler of the resource: the checks other features add (a valid JWT).
	var guard []func(http.Handler) http.Handler
	{{@slot:notes.guard}}
	resource := s.router.With(guard...)
	resource.Get("/api/v1/{{@R.path}}", s.list{{@R.Names}})
	resource.Post("/api/v1/{{@R.path}}", s.create{{@R.Name}})
	resource.Get("/api/v1/{{@R.path}}/{id}", s.get{{@R.Name}})
	resource.Put("/api/v1/{{@R.path}}/{id}", s.update{{@R.Name}})
	resource.Delete("/api/v1/{{@R.path}}/{id}", s.delete{{@R.Name}})
}

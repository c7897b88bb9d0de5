package server

import "net/http"

// {{@R.name}}PageRoutes registers the pages of the {{@R.labels}} at /{{@R.path}} and below it,
// behind the guard of their API.
func (s *Server) {{@R.name}}PageRoutes() {
	var guard []func(http.Handler) http.Handler
	{{@slot:notes.guard}}
	pages := s.router.With(guard...)
	serve := s.{{@R.name}}Pages().ServeHTTP
	for _, path := range []string{"/{{@R.path}}", "/{{@R.path}}/*"} {
		pages.Get(path, serve)
		pages.Post(path, serve)
	}
}

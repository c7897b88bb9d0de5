package server

import "github.com/gofiber/fiber/v3/middleware/adaptor"

// {{@R.name}}PageRoutes registers the pages of the {{@R.labels}} at /{{@R.path}} and below it,
// behind the guard of their API, in a group of their own.
func (s *Server) {{@R.name}}PageRoutes() {
	var guard []any
	{{@slot:notes.guard}}
	serve := adaptor.HTTPHandler(s.{{@R.name}}Pages())
	group := s.app.Group("/{{@R.path}}", guard...)
	for _, path := range []string{"", "/*"} {
		group.Get(path, serve)
		group.Post(path, serve)
	}
}

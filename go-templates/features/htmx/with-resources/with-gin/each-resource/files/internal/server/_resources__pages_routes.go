package server

import "github.com/gin-gonic/gin"

// {{@R.name}}PageRoutes registers the pages of the {{@R.labels}} at /{{@R.path}} and below it,
// behind the guard of their API.
func (s *Server) {{@R.name}}PageRoutes() {
	var guard []gin.HandlerFunc
	{{@slot:notes.guard}}
	serve := gin.WrapH(s.{{@R.name}}Pages())
	group := s.engine.Group("/{{@R.path}}", guard...)
	for _, path := range []string{"", "/*page"} {
		group.GET(path, serve)
		group.POST(path, serve)
	}
}

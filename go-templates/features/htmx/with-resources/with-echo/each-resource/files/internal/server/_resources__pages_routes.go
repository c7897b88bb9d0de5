package server

import "github.com/labstack/echo/v5"

// {{@R.name}}PageRoutes registers the pages of the {{@R.labels}} at /{{@R.path}} and below it,
// behind the guard of their API (given to each route: Echo would run a group's for unknown paths too).
func (s *Server) {{@R.name}}PageRoutes() {
	var guard []echo.MiddlewareFunc
	{{@slot:notes.guard}}
	serve := echo.WrapHandler(s.{{@R.name}}Pages())
	for _, path := range []string{"/{{@R.path}}", "/{{@R.path}}/*"} {
		s.echo.GET(path, serve, guard...)
		s.echo.POST(path, serve, guard...)
	}
}

package server

// registeredRoutes lists the routes of the Echo router as "METHOD /openapi/{path}".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.echo.Router().Routes() {
		out = append(out, r.Method+" "+openAPIPath(r.Path))
	}
	return out
}

package server

// registeredRoutes lists the routes of the Gin engine as "METHOD /openapi/{path}".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.engine.Routes() {
		out = append(out, r.Method+" "+openAPIPath(r.Path))
	}
	return out
}

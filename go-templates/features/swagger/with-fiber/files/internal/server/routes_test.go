package server

// registeredRoutes lists the routes of the Fiber app (not its middleware) as "METHOD /openapi/{path}".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.app.GetRoutes(true) {
		out = append(out, r.Method+" "+openAPIPath(r.Path))
	}
	return out
}

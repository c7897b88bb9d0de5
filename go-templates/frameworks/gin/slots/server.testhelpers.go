// registeredRoutes lists the routes of the Gin engine as "METHOD /path/:param".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.engine.Routes() {
		out = append(out, r.Method+" "+r.Path)
	}
	return out
}

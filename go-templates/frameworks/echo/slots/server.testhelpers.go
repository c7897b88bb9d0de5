// registeredRoutes lists the routes of the Echo router as "METHOD /path/:param".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.echo.Router().Routes() {
		out = append(out, r.Method+" "+r.Path)
	}
	return out
}

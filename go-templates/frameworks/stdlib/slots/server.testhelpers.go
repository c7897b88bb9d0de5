// registeredRoutes lists the server's routes as "METHOD /path/{param}".
func registeredRoutes(s *Server) []string {
	return s.patterns
}

// registeredRoutes lists the routes of the chi router as "METHOD /path/{param}".
func registeredRoutes(s *Server) []string {
	var out []string
	_ = chi.Walk(s.router, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		out = append(out, method+" "+route)
		return nil
	})
	return out
}

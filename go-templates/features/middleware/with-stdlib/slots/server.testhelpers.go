// addTestRoute registers a handler a test needs beside the service's routes.
func addTestRoute(s *Server, method, path string, handler http.HandlerFunc) {
	s.handle(method+" "+path, handler)
}

// serve sends req through the application with Fiber's test helper and returns the response.
func serve(t *testing.T, s *Server, req *http.Request) *http.Response {
	t.Helper()
	res, err := s.app.Test(req, fiber.TestConfig{Timeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	return res
}

// registeredRoutes lists the routes of the Fiber app (not its middleware) as "METHOD /path/:param".
func registeredRoutes(s *Server) []string {
	var out []string
	for _, r := range s.app.GetRoutes(true) {
		out = append(out, r.Method+" "+r.Path)
	}
	return out
}

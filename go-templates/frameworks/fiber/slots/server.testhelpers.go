// serve sends req through the application with Fiber's test helper and returns the response. A
// body past BodyLimit is refused by fasthttp itself, an answer app.Test reports as an error
// instead: such a request is sent again over a connection of its own.
func serve(t *testing.T, s *Server, req *http.Request) *http.Response {
	t.Helper()
	res, err := s.app.Test(req, fiber.TestConfig{Timeout: 5 * time.Second})
	if errors.Is(err, fasthttp.ErrBodyTooLarge) {
		return serveConn(t, s, req)
	}
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	return res
}

// serveConn sends req to the application's server over an in-memory connection and returns the
// response, read whole. (app.Test has left req's body readable again.)
func serveConn(t *testing.T, s *Server, req *http.Request) *http.Response {
	t.Helper()
	client, server := net.Pipe()
	defer func() { _ = client.Close() }()
	go func() { _ = s.app.Server().ServeConn(server) }()
	// The server may answer before it has read the whole body: write it on the side.
	go func() { _ = req.Write(client) }()
	if err := client.SetDeadline(time.Now().Add(5 * time.Second)); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(bufio.NewReader(client), req)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL, err)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("%s %s: read the answer: %v", req.Method, req.URL, err)
	}
	res.Body = io.NopCloser(bytes.NewReader(body))
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

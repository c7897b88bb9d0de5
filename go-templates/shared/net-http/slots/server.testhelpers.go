// serve sends req through the server's handler and returns the response.
func serve(t *testing.T, s *Server, req *http.Request) *http.Response {
	t.Helper()
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	return rec.Result()
}

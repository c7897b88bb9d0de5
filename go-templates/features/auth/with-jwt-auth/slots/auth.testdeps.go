s.cfg.JWT.Secret = "test-secret-that-is-at-least-32-bytes-long"
s.cfg.JWT.TTL = time.Hour
tokens, err := token.NewManager(s.cfg.JWT)
if err != nil {
	t.Fatal(err)
}
deps.Tokens = tokens

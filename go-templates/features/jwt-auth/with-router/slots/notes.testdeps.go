s.cfg.JWT.Secret = testJWTSecret
s.cfg.JWT.TTL = time.Hour
tokens, err := token.NewManager(s.cfg.JWT)
if err != nil {
	t.Fatal(err)
}
deps.Tokens = tokens

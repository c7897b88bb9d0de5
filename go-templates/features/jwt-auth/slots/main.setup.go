tokens, err := token.NewManager(cfg.JWT)
if err != nil {
	return err
}
deps.Tokens = tokens

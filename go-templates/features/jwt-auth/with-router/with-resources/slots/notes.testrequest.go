signed, _, err := s.deps.Tokens.Issue("resources-test")
if err != nil {
	t.Fatal(err)
}
req.Header.Set("Authorization", "Bearer "+signed)

subject, err := oauth.Subject(user)
if err != nil {
	return nil, err
}
signed, expires, err := s.deps.Tokens.Issue(subject)
if err != nil {
	return nil, err
}
answer["token"] = signed
answer["token_type"] = "Bearer"
answer["expires_in"] = int(time.Until(expires).Round(time.Second).Seconds())

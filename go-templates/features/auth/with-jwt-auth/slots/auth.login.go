signed, expires, err := s.deps.Tokens.Issue(strconv.FormatInt(u.ID, 10))
if err != nil {
	return nil, err
}
answer["token"] = signed
answer["token_type"] = "Bearer"
answer["expires_in"] = int(time.Until(expires).Round(time.Second).Seconds())

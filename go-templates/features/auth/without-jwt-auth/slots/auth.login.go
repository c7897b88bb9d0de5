bearer, expires, err := s.deps.Sessions.Create(auth.Public(u))
if err != nil {
	return nil, err
}
answer["token"] = bearer
answer["token_type"] = "Bearer"
answer["expires_in"] = int(time.Until(expires).Round(time.Second).Seconds())

deps.OAuth = oauth.New(cfg.OAuth2)
if !deps.OAuth.Configured() {
	logger.Warn("OAUTH2_CLIENT_ID is empty: OAuth2 sign-in answers 503")
}

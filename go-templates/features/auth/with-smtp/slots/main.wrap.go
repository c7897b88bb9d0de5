// Each registration sends the new account the welcome e-mail in the background (internal/auth's
// WelcomeMails). Wait runs once the servers have stopped: the e-mails being sent then finish, each
// within SMTP_TIMEOUT.
welcomes := auth.NewWelcomeMails(deps.Mailer, cfg.SMTP.Timeout, logger)
defer welcomes.Wait()
deps.Auth.WelcomeWith(welcomes)

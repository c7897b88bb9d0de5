// The mailer connects only to send: the SMTP server is not needed at start.
deps.Mailer, err = mailer.New(cfg.SMTP)
if err != nil {
	return err
}

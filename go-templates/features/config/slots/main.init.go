if err := config.LoadDotEnv(".env"); err != nil {
	return fmt.Errorf("load .env: %w", err)
}

files, err := storage.Connect(ctx, cfg.S3)
if err != nil {
	return err
}
healthChecks = append(healthChecks, health.Dependency{Name: "s3", Check: files.Ping})
deps.Files = files

files, err := storage.Connect(ctx, cfg.S3)
if err != nil {
	return err
}
deps.Health.Register("s3", files.Ping)
deps.Files = files

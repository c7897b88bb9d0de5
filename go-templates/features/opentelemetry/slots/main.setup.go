shutdownTelemetry, err := telemetry.Setup(ctx, cfg.Telemetry, logger, os.Stderr)
if err != nil {
	return err
}
defer func() {
	// ctx is cancelled by now: flush the last spans and metrics within a time of their own.
	flushCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := shutdownTelemetry(flushCtx); err != nil {
		logger.Warn("telemetry shutdown failed", "error", err)
	}
}()

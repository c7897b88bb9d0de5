jobScheduler, err := scheduler.New(cfg.Cron, logger, scheduler.Heartbeat(logger))
if err != nil {
	return err
}
deps.Health.Register("scheduler", jobScheduler.Check)
runners = append(runners, jobScheduler.Run)

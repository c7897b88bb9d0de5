jobScheduler, err := scheduler.New(cfg.Cron, logger)
if err != nil {
	return err
}
runners = append(runners, jobScheduler.Run)

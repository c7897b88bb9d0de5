jobScheduler, err := scheduler.New(cfg.Cron, logger, scheduler.CountRows(logger,
	{{@lines:cron.rows}}
))
if err != nil {
	return err
}
healthChecks = append(healthChecks, health.Dependency{Name: "scheduler", Check: jobScheduler.Check})
runners = append(runners, jobScheduler.Run)

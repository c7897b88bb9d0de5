jobScheduler, err := scheduler.New(cfg.Cron, logger, scheduler.CountNotes(deps.Notes, logger))
if err != nil {
	return err
}
healthChecks = append(healthChecks, health.Dependency{Name: "scheduler", Check: jobScheduler.Check})
runners = append(runners, jobScheduler.Run)

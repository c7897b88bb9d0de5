kvStore, err := kv.Open(cfg.Badger, logger)
if err != nil {
	return err
}
defer func() {
	if err := kvStore.Close(); err != nil {
		logger.Error("close the Badger store", "error", err)
	}
}()
logger.Info("opened the Badger store", "dir", cfg.Badger.Dir)
healthChecks = append(healthChecks, health.Dependency{Name: "badger", Check: kvStore.Ping})
deps.KV = kvStore
runners = append(runners, kvStore.CollectGarbage)

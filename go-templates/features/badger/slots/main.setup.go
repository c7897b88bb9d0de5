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
deps.Health.Register("badger", kvStore.Ping)
deps.KV = kvStore
runners = append(runners, kvStore.CollectGarbage)

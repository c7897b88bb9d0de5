logger.Info("configuration loaded", "config", cfg)

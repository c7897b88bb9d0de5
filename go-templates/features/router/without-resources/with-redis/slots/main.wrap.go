// Notes read by id come from Redis when cached there; updates and deletes drop them.
deps.Notes = notes.NewCachedStore(deps.Notes, cache.New(deps.Redis, cfg.Redis.KeyPrefix), cfg.NotesCache.TTL, logger)

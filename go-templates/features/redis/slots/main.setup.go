redisClient, err := cache.Connect(ctx, cfg.Redis)
if err != nil {
	return err
}
defer func() { _ = redisClient.Close() }()
healthChecks = append(healthChecks, health.Dependency{Name: "redis", Check: func(ctx context.Context) error { return redisClient.Ping(ctx).Err() }})
deps.Redis = redisClient

redisClient, err := cache.Connect(ctx, cfg.Redis)
if err != nil {
	return err
}
defer func() { _ = redisClient.Close() }()
deps.Health.Register("redis", func(ctx context.Context) error { return redisClient.Ping(ctx).Err() })
deps.Redis = redisClient

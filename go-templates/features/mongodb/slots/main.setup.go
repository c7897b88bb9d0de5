mongoClient, mongoDB, err := mongodb.Connect(ctx, cfg.Mongo)
if err != nil {
	return err
}
defer func() {
	disconnectCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	_ = mongoClient.Disconnect(disconnectCtx)
}()
logger.Info("connected to MongoDB", "database", mongoDB.Name())
healthChecks = append(healthChecks, health.Dependency{Name: "mongodb", Check: func(ctx context.Context) error { return mongoClient.Ping(ctx, nil) }})
deps.Mongo = mongoDB

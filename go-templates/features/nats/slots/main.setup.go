natsClient, err := nats.Connect(ctx, cfg.NATS, logger)
if err != nil {
	return err
}
defer natsClient.Close()
healthChecks = append(healthChecks, health.Dependency{Name: "nats", Check: natsClient.Ping})
deps.NATS = nats.NewPublisher(natsClient)
natsConsumer, err := nats.NewConsumer(ctx, natsClient, cfg.NATS.Consumer, events.LogHandler(logger, "nats"), logger)
if err != nil {
	return err
}
runners = append(runners, natsConsumer.Run)
// The example publisher: the consumer above logs this event once the service runs.
if err := deps.NATS.Publish(ctx, events.New(events.ServiceStarted, nil)); err != nil {
	return err
}

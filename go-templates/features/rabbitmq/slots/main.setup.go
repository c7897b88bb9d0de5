rabbitConn, err := rabbitmq.Connect(cfg.RabbitMQ, logger)
if err != nil {
	return err
}
defer rabbitConn.Close()
healthChecks = append(healthChecks, health.Dependency{Name: "rabbitmq", Check: rabbitConn.Ping})
rabbitPublisher := rabbitmq.NewPublisher(rabbitConn, cfg.RabbitMQ.Exchange)
defer rabbitPublisher.Close()
deps.RabbitMQ = rabbitPublisher
runners = append(runners, rabbitmq.NewConsumer(rabbitConn, cfg.RabbitMQ.Queue, cfg.RabbitMQ.Prefetch, events.LogHandler(logger, "rabbitmq"), logger).Run)
// The example publisher: the consumer above logs this event once the service runs.
if err := deps.RabbitMQ.Publish(ctx, events.New(events.ServiceStarted, nil)); err != nil {
	return err
}

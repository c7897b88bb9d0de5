kafkaClient, err := kafka.Connect(ctx, cfg.Kafka)
if err != nil {
	return err
}
defer kafkaClient.Close()
healthChecks = append(healthChecks, health.Dependency{Name: "kafka", Check: kafkaClient.Ping})
deps.Kafka = kafka.NewPublisher(kafkaClient)
kafkaConsumer, err := kafka.NewConsumer(cfg.Kafka, events.LogHandler(logger, "kafka"), logger)
if err != nil {
	return err
}
defer kafkaConsumer.Close()
runners = append(runners, kafkaConsumer.Run)
// The example publisher: the consumer above logs this event once the service runs.
if err := deps.Kafka.Publish(ctx, events.New(events.ServiceStarted, nil)); err != nil {
	return err
}

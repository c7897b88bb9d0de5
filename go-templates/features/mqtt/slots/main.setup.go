mqttClient, err := mqtt.Connect(cfg.MQTT, logger)
if err != nil {
	return err
}
defer mqttClient.Close()
healthChecks = append(healthChecks, health.Dependency{Name: "mqtt", Check: mqttClient.Ping})
deps.MQTT = mqtt.NewPublisher(mqttClient)
mqttConsumer, err := mqtt.NewConsumer(ctx, mqttClient, events.LogHandler(logger, "mqtt"), logger)
if err != nil {
	return err
}
runners = append(runners, mqttConsumer.Run)
// The example publisher: the consumer above logs this event once the service runs.
if err := deps.MQTT.Publish(ctx, events.New(events.ServiceStarted, nil)); err != nil {
	return err
}

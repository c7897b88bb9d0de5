package config

import "time"

// KafkaConfig configures the Kafka producer and consumer group.
type KafkaConfig struct {
	// Brokers are the bootstrap brokers, host:port each.
	Brokers []string `env:"KAFKA_BROKERS"`
	// Topic is the topic of the events.
	Topic string `env:"KAFKA_TOPIC"`
	// Group is the consumer group.
	Group string `env:"KAFKA_GROUP"`
	// ConnectTimeout bounds the start-up check.
	ConnectTimeout time.Duration `env:"KAFKA_CONNECT_TIMEOUT"`
}

func loadKafka(e *Env) KafkaConfig {
	c := KafkaConfig{
		Brokers:        e.List("KAFKA_BROKERS", "127.0.0.1:9092"),
		Topic:          e.String("KAFKA_TOPIC", "{{@imageName}}.events"),
		Group:          e.String("KAFKA_GROUP", "{{@imageName}}"),
		ConnectTimeout: e.Duration("KAFKA_CONNECT_TIMEOUT", 5*time.Second),
	}
	e.Check(len(c.Brokers) > 0, "KAFKA_BROKERS", "must name at least one broker")
	e.Check(c.Topic != "", "KAFKA_TOPIC", "must not be empty")
	e.Check(c.Group != "", "KAFKA_GROUP", "must not be empty")
	e.Check(c.ConnectTimeout > 0, "KAFKA_CONNECT_TIMEOUT", "must be positive")
	return c
}

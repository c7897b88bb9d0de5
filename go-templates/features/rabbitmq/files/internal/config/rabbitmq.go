package config

import "time"

// RabbitMQConfig configures the RabbitMQ connection and where the events go.
type RabbitMQConfig struct {
	// URL is the AMQP URL; it holds the password.
	URL string `env:"RABBITMQ_URL" secret:"true"`
	// Exchange is the topic exchange the events are published to.
	Exchange string `env:"RABBITMQ_EXCHANGE"`
	// Queue is the durable queue the consumer reads.
	Queue string `env:"RABBITMQ_QUEUE"`
	// Prefetch is how many unacknowledged deliveries the consumer holds at once.
	Prefetch int `env:"RABBITMQ_PREFETCH"`
	// ConnectTimeout bounds each connection attempt.
	ConnectTimeout time.Duration `env:"RABBITMQ_CONNECT_TIMEOUT"`
}

func loadRabbitMQ(e *Env) RabbitMQConfig {
	c := RabbitMQConfig{
		URL:            e.String("RABBITMQ_URL", "amqp://guest:guest@127.0.0.1:5672/"),
		Exchange:       e.String("RABBITMQ_EXCHANGE", "{{@imageName}}.events"),
		Queue:          e.String("RABBITMQ_QUEUE", "{{@imageName}}.events"),
		Prefetch:       e.Int("RABBITMQ_PREFETCH", 10),
		ConnectTimeout: e.Duration("RABBITMQ_CONNECT_TIMEOUT", 5*time.Second),
	}
	// The default exchange ("") cannot be declared, nor a queue bound to it.
	e.Check(c.Exchange != "", "RABBITMQ_EXCHANGE", "must not be empty")
	e.Check(c.Queue != "", "RABBITMQ_QUEUE", "must not be empty")
	e.Check(c.Prefetch > 0 && c.Prefetch <= 65535, "RABBITMQ_PREFETCH", "must be between 1 and 65535")
	e.Check(c.ConnectTimeout > 0, "RABBITMQ_CONNECT_TIMEOUT", "must be positive")
	return c
}

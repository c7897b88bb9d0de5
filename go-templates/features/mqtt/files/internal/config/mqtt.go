package config

import (
	"strings"
	"time"
)

// MQTTConfig configures the MQTT client.
type MQTTConfig struct {
	// URL is the broker URL; it may hold a user and password.
	URL string `env:"MQTT_URL" secret:"true"`
	// Topic prefixes the topics of the events.
	Topic string `env:"MQTT_TOPIC"`
	// ConnectTimeout bounds the start-up connection.
	ConnectTimeout time.Duration `env:"MQTT_CONNECT_TIMEOUT"`
}

func loadMQTT(e *Env) MQTTConfig {
	c := MQTTConfig{
		URL:            e.String("MQTT_URL", "tcp://127.0.0.1:1883"),
		Topic:          e.String("MQTT_TOPIC", "{{@imageName}}/events"),
		ConnectTimeout: e.Duration("MQTT_CONNECT_TIMEOUT", 5*time.Second),
	}
	e.Check(c.Topic != "" && !strings.ContainsAny(c.Topic, "+#") && !strings.HasSuffix(c.Topic, "/"),
		"MQTT_TOPIC", "must be a topic without wildcards (+, #) or a trailing slash")
	e.Check(c.ConnectTimeout > 0, "MQTT_CONNECT_TIMEOUT", "must be positive")
	return c
}

package config

import (
	"strings"
	"time"
)

// NATSConfig configures the NATS client, the JetStream stream of the events and its consumer.
type NATSConfig struct {
	// URL is the server URL, or several separated by commas; it may hold a password.
	URL string `env:"NATS_URL" secret:"true"`
	// Stream is the JetStream stream that keeps the events.
	Stream string `env:"NATS_STREAM"`
	// Subject prefixes the subjects of the events: the stream holds Subject.>.
	Subject string `env:"NATS_SUBJECT"`
	// Consumer is the durable consumer's name.
	Consumer string `env:"NATS_CONSUMER"`
	// ConnectTimeout bounds the start-up connection.
	ConnectTimeout time.Duration `env:"NATS_CONNECT_TIMEOUT"`
}

func loadNATS(e *Env) NATSConfig {
	c := NATSConfig{
		URL:            e.String("NATS_URL", "nats://127.0.0.1:4222"),
		Stream:         e.String("NATS_STREAM", "{{@dbName}}_events"),
		Subject:        e.String("NATS_SUBJECT", "{{@dbName}}.events"),
		Consumer:       e.String("NATS_CONSUMER", "{{@dbName}}_worker"),
		ConnectTimeout: e.Duration("NATS_CONNECT_TIMEOUT", 5*time.Second),
	}
	// JetStream names become subjects of its API, so they may not hold what subjects treat specially.
	const notInNames = " \t.*>/\\"
	e.Check(c.Stream != "" && !strings.ContainsAny(c.Stream, notInNames), "NATS_STREAM", "must be a name without spaces, dots, *, > or slashes")
	e.Check(c.Consumer != "" && !strings.ContainsAny(c.Consumer, notInNames), "NATS_CONSUMER", "must be a name without spaces, dots, *, > or slashes")
	e.Check(c.Subject != "" && !strings.ContainsAny(c.Subject, " \t*>") && !strings.HasPrefix(c.Subject, ".") && !strings.HasSuffix(c.Subject, "."),
		"NATS_SUBJECT", "must be a subject without wildcards, spaces or a leading or trailing dot")
	e.Check(c.ConnectTimeout > 0, "NATS_CONNECT_TIMEOUT", "must be positive")
	return c
}

package config

import "time"

// MongoConfig configures the MongoDB client.
type MongoConfig struct {
	// URI is the connection string; it may hold a password.
	URI string `env:"MONGODB_URI" secret:"true"`
	// Database is the database the service uses.
	Database string `env:"MONGODB_DATABASE"`
	// ConnectTimeout bounds the start-up check.
	ConnectTimeout time.Duration `env:"MONGODB_CONNECT_TIMEOUT"`
}

func loadMongo(e *Env) MongoConfig {
	c := MongoConfig{
		URI:            e.String("MONGODB_URI", "mongodb://127.0.0.1:27017"),
		Database:       e.String("MONGODB_DATABASE", "{{@dbName}}"),
		ConnectTimeout: e.Duration("MONGODB_CONNECT_TIMEOUT", 5*time.Second),
	}
	e.Check(c.Database != "", "MONGODB_DATABASE", "must not be empty")
	e.Check(c.ConnectTimeout > 0, "MONGODB_CONNECT_TIMEOUT", "must be positive")
	return c
}

package config

// GRPCConfig configures the gRPC server.
type GRPCConfig struct {
	// Port is where the gRPC server listens.
	Port int `env:"GRPC_PORT"`
}

func loadGRPC(e *Env) GRPCConfig {
	c := GRPCConfig{Port: e.Int("GRPC_PORT", 9090)}
	e.Check(c.Port > 0 && c.Port < 65536, "GRPC_PORT", "must be a port number")
	return c
}

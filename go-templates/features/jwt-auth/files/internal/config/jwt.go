package config

import "time"

// JWTConfig configures issuing and verifying JSON Web Tokens.
type JWTConfig struct {
	// Secret is the HMAC-SHA256 key; token.NewManager refuses one shorter than 32 bytes.
	Secret string `env:"JWT_SECRET" secret:"true"`
	// TTL is how long an issued token stays valid.
	TTL time.Duration `env:"JWT_TTL"`
	// Issuer is written into every token and required of every token verified.
	Issuer string `env:"JWT_ISSUER"`
}

func loadJWT(e *Env) JWTConfig {
	c := JWTConfig{
		Secret: e.String("JWT_SECRET", ""),
		TTL:    e.Duration("JWT_TTL", time.Hour),
		Issuer: e.String("JWT_ISSUER", "{{@projectName}}"),
	}
	e.Check(c.TTL > 0, "JWT_TTL", "must be positive")
	e.Check(c.Issuer != "", "JWT_ISSUER", "must not be empty")
	return c
}

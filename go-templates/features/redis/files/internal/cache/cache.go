// Package cache connects to Redis (and, with the API, stores JSON values there with a time to live).
package cache

import (
	"context"
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"

	"{{@module}}/internal/config"
)

// Connect opens a client on cfg.URL and checks, within cfg.ConnectTimeout, that Redis answers. The
// caller closes the client.
func Connect(ctx context.Context, cfg config.RedisConfig) (*redis.Client, error) {
	opts, err := redis.ParseURL(cfg.URL)
	if err != nil {
		// The parse error may quote the URL, password included: do not wrap it.
		return nil, errors.New("REDIS_URL is not a valid Redis URL (redis://[user:password@]host:port/db)")
	}
	client := redis.NewClient(opts)
	pingCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := client.Ping(pingCtx).Err(); err != nil {
		_ = client.Close()
		return nil, fmt.Errorf("redis at %s (db %d) did not answer within %s: %w", opts.Addr, opts.DB, cfg.ConnectTimeout, err)
	}
	return client, nil
}

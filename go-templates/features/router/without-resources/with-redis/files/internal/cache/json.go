package cache

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Cache stores JSON values under a key prefix.
type Cache struct {
	client *redis.Client
	prefix string
}

// New returns a cache on client whose keys start with prefix.
func New(client *redis.Client, prefix string) *Cache {
	return &Cache{client: client, prefix: prefix}
}

// Set stores value as JSON under key for ttl (0: no expiry).
func (c *Cache) Set(ctx context.Context, key string, value any, ttl time.Duration) error {
	data, err := json.Marshal(value)
	if err != nil {
		return fmt.Errorf("cache %s: %w", key, err)
	}
	return c.client.Set(ctx, c.prefix+key, data, ttl).Err()
}

// Get reads the JSON value of key into dst; false when the key is missing or expired.
func (c *Cache) Get(ctx context.Context, key string, dst any) (bool, error) {
	data, err := c.client.Get(ctx, c.prefix+key).Bytes()
	if errors.Is(err, redis.Nil) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if err := json.Unmarshal(data, dst); err != nil {
		return false, fmt.Errorf("cache %s: %w", key, err)
	}
	return true, nil
}

// Delete removes key.
func (c *Cache) Delete(ctx context.Context, key string) error {
	return c.client.Del(ctx, c.prefix+key).Err()
}

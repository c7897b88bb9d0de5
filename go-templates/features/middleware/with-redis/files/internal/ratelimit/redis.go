package ratelimit

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// fixedWindow counts a request in KEYS[1], which the first request of a window creates to expire
// after ARGV[1] milliseconds, and returns the count and the milliseconds left in the window. One
// script, so the count and its expiry are set together: no key outlives its window.
var fixedWindow = redis.NewScript(`
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {count, redis.call('PTTL', KEYS[1])}
`)

// Redis allows each key a number of requests per fixed window, counted in Redis: every instance of
// the service shares the counts, so a client has one allowance however many instances serve it.
type Redis struct {
	client   *redis.Client
	prefix   string
	requests int64
	window   time.Duration
}

// NewRedis allows each key `requests` requests per `window`, counted under prefix+key in Redis.
func NewRedis(client *redis.Client, prefix string, requests int, window time.Duration) *Redis {
	return &Redis{client: client, prefix: prefix, requests: int64(requests), window: window}
}

// Allow implements Limiter. When Redis does not answer, the request is allowed and the error
// returned.
func (l *Redis) Allow(ctx context.Context, key string) (bool, time.Duration, error) {
	counted, err := fixedWindow.Run(ctx, l.client, []string{l.prefix + key}, l.window.Milliseconds()).Int64Slice()
	if err != nil {
		return true, 0, fmt.Errorf("rate limit in redis: %w", err)
	}
	if len(counted) != 2 {
		return true, 0, fmt.Errorf("rate limit in redis: the script answered %v", counted)
	}
	count, left := counted[0], time.Duration(counted[1])*time.Millisecond
	if count <= l.requests {
		return true, 0, nil
	}
	if left <= 0 {
		left = l.window
	}
	return false, left, nil
}

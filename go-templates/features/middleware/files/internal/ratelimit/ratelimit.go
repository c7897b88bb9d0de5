// Package ratelimit limits how often each client may call the service.
package ratelimit

import (
	"context"
	"math"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter decides whether a client may make one more request.
type Limiter interface {
	// Allow counts a request of key (a client's address) and reports whether it is within the
	// allowance; when it is not, wait is how long until one more would be. An error means the
	// limiter could not count; ok is then true, so that an outage of the limiter's store does not
	// take the service down with it.
	Allow(ctx context.Context, key string) (ok bool, wait time.Duration, err error)
}

// RetryAfter is the Retry-After header of a refusal telling the client to wait: whole seconds,
// rounded up.
func RetryAfter(wait time.Duration) string {
	return strconv.Itoa(max(1, int(math.Ceil(wait.Seconds()))))
}

// Memory allows each key a number of requests per window, refilled continuously (one token bucket
// per key), in the memory of this instance.
type Memory struct {
	limit   rate.Limit
	burst   int
	idle    time.Duration
	now     func() time.Time
	mu      sync.Mutex
	clients map[string]*client
	swept   time.Time
}

type client struct {
	bucket *rate.Limiter
	seen   time.Time
}

// NewMemory allows each key `requests` requests per `window`, all of them at once if it has been
// idle.
func NewMemory(requests int, window time.Duration) *Memory {
	return &Memory{
		limit:   rate.Limit(float64(requests) / window.Seconds()),
		burst:   requests,
		idle:    window,
		now:     time.Now,
		clients: make(map[string]*client),
	}
}

// Allow implements Limiter; it never fails.
func (l *Memory) Allow(_ context.Context, key string) (bool, time.Duration, error) {
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	l.sweep(now)
	c, ok := l.clients[key]
	if !ok {
		c = &client{bucket: rate.NewLimiter(l.limit, l.burst)}
		l.clients[key] = c
	}
	c.seen = now

	r := c.bucket.ReserveN(now, 1)
	if !r.OK() {
		return false, l.idle, nil
	}
	if wait := r.DelayFrom(now); wait > 0 {
		r.CancelAt(now)
		return false, wait, nil
	}
	return true, 0, nil
}

// sweep forgets, at most once per window, the keys idle for a whole window: their bucket is full
// again, exactly like a new one.
func (l *Memory) sweep(now time.Time) {
	if now.Sub(l.swept) < l.idle {
		return
	}
	l.swept = now
	for key, c := range l.clients {
		if now.Sub(c.seen) >= l.idle {
			delete(l.clients, key)
		}
	}
}

// Package ratelimit limits how often each client may call the service: one token bucket per key.
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter allows each key a number of requests per window, refilled continuously.
type Limiter struct {
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

// New allows each key `requests` requests per `window`, all of them at once if it has been idle.
func New(requests int, window time.Duration) *Limiter {
	return &Limiter{
		limit:   rate.Limit(float64(requests) / window.Seconds()),
		burst:   requests,
		idle:    window,
		now:     time.Now,
		clients: make(map[string]*client),
	}
}

// Allow reports whether key may make a request now and, when it may not, how long it should wait.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
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
		return false, l.idle
	}
	if wait := r.DelayFrom(now); wait > 0 {
		r.CancelAt(now)
		return false, wait
	}
	return true, 0
}

// sweep forgets, at most once per window, the keys idle for a whole window: their bucket is full
// again, exactly like a new one.
func (l *Limiter) sweep(now time.Time) {
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

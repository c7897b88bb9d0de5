// Package health runs the readiness checks reported by GET /health.
package health

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Statuses reported for the service and for each check.
const (
	StatusOK          = "ok"
	StatusUnavailable = "unavailable"
)

// CheckFunc reports whether a dependency is usable. It must return once ctx is done.
type CheckFunc func(ctx context.Context) error

type check struct {
	name string
	fn   CheckFunc
}

// Checker holds the named checks of the service's dependencies.
type Checker struct {
	logger  *slog.Logger
	timeout time.Duration
	mu      sync.RWMutex
	checks  []check
}

// NewChecker returns a Checker without checks; failures are logged to logger.
func NewChecker(logger *slog.Logger) *Checker {
	return &Checker{logger: logger, timeout: 2 * time.Second}
}

// Register adds a check reported under name.
func (c *Checker) Register(name string, fn CheckFunc) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checks = append(c.checks, check{name: name, fn: fn})
}

// Report is the body of GET /health. Failure details are logged, not exposed.
type Report struct {
	Status string            `json:"status"`
	Checks map[string]string `json:"checks,omitempty"`
}

// Healthy reports whether every check passed.
func (r Report) Healthy() bool {
	return r.Status == StatusOK
}

// Check runs every check concurrently, each bounded by the checker's timeout.
func (c *Checker) Check(ctx context.Context) Report {
	c.mu.RLock()
	checks := append([]check(nil), c.checks...)
	c.mu.RUnlock()

	report := Report{Status: StatusOK}
	if len(checks) == 0 {
		return report
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()

	errs := make([]error, len(checks))
	var wg sync.WaitGroup
	for i, ch := range checks {
		wg.Go(func() { errs[i] = ch.fn(ctx) })
	}
	wg.Wait()

	report.Checks = make(map[string]string, len(checks))
	for i, ch := range checks {
		if errs[i] != nil {
			c.logger.LogAttrs(ctx, slog.LevelWarn, "health check failed",
				slog.String("check", ch.name), slog.Any("error", errs[i]))
			report.Status = StatusUnavailable
			report.Checks[ch.name] = StatusUnavailable
			continue
		}
		report.Checks[ch.name] = StatusOK
	}
	return report
}

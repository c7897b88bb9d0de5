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

// Dependency is something the service needs, checked under its name.
type Dependency struct {
	Name  string
	Check CheckFunc
}

// Checker runs the checks of the service's dependencies.
type Checker struct {
	logger  *slog.Logger
	timeout time.Duration
	checks  []Dependency
}

// NewChecker returns a Checker of dependencies (none: the service is healthy when it answers);
// failures are logged to logger. The dependencies are fixed here, once main has opened them all.
func NewChecker(logger *slog.Logger, dependencies ...Dependency) *Checker {
	return &Checker{logger: logger, timeout: 2 * time.Second, checks: dependencies}
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
	report := Report{Status: StatusOK}
	if len(c.checks) == 0 {
		return report
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()

	errs := make([]error, len(c.checks))
	var wg sync.WaitGroup
	for i, ch := range c.checks {
		wg.Go(func() { errs[i] = ch.Check(ctx) })
	}
	wg.Wait()

	report.Checks = make(map[string]string, len(c.checks))
	for i, ch := range c.checks {
		if errs[i] != nil {
			c.logger.LogAttrs(ctx, slog.LevelWarn, "health check failed",
				slog.String("check", ch.Name), slog.Any("error", errs[i]))
			report.Status = StatusUnavailable
			report.Checks[ch.Name] = StatusUnavailable
			continue
		}
		report.Checks[ch.Name] = StatusOK
	}
	return report
}

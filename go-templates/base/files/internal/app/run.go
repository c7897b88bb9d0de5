// Package app runs the long-lived parts of the service side by side.
package app

import "context"

// Runner runs one component (an HTTP server, a worker, ...) until ctx is cancelled, then stops it
// gracefully and returns.
type Runner func(ctx context.Context) error

// Run starts every runner and waits for all of them to return. When ctx is cancelled, or as soon as
// one runner returns, the others are asked to stop. The first error is returned.
func Run(ctx context.Context, runners ...Runner) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	done := make(chan error, len(runners))
	for _, r := range runners {
		go func() { done <- r(ctx) }()
	}

	var first error
	for range runners {
		if err := <-done; err != nil && first == nil {
			first = err
		}
		cancel()
	}
	return first
}

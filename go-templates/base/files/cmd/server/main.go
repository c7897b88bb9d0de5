// Command server runs the {{@projectName}} service.
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"{{@module}}/internal/app"
	"{{@module}}/internal/config"
	"{{@module}}/internal/health"
	"{{@module}}/internal/logging"
	"{{@module}}/internal/server"
)

func main() {
	if err := run(); err != nil {
		slog.Error("service stopped with an error", "error", err)
		os.Exit(1)
	}
}

// run wires the service together and blocks until it stops: on SIGINT or SIGTERM the servers shut
// down gracefully, then the deferred clean-ups run in reverse order of setup.
func run() error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	{{@slot:main.init}}

	cfg, err := config.Load()
	if err != nil {
		return fmt.Errorf("load configuration: %w", err)
	}

	logger := logging.New(os.Stdout, cfg)
	slog.SetDefault(logger)

	{{@slot:main.config}}

	deps := server.Deps{Logger: logger}
	var runners []app.Runner
	var healthChecks []health.Dependency

	{{@slot:main.setup}}

	deps.Health = health.NewChecker(logger, healthChecks...)

	{{@slot:main.wrap}}

	srv := server.New(cfg, deps)
	runners = append(runners, srv.Run)

	{{@slot:main.serve}}

	return app.Run(ctx, runners...)
}

// Command migrate applies, reverts or lists the SQL migrations of migrations/ on the service's database.
//
//	go run ./cmd/migrate up       apply every pending migration
//	go run ./cmd/migrate down     revert the latest applied migration
//	go run ./cmd/migrate status   list the migrations and whether they are applied
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"{{@module}}/internal/config"
	"{{@module}}/internal/database"
	"{{@module}}/internal/migrate"
	"{{@module}}/migrations"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "migrate:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) != 1 || (args[0] != "up" && args[0] != "down" && args[0] != "status") {
		return errors.New("usage: migrate up|down|status")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	cfg, err := config.Load()
	if err != nil {
		return fmt.Errorf("load configuration: %w", err)
	}
	all, err := migrate.Load(migrations.FS)
	if err != nil {
		return err
	}
	// db: the runner's adapter on the service's database.
	{{@slot:migrate.open}}
	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))

	switch args[0] {
	case "up":
		n, err := migrate.Up(ctx, db, all, logger)
		fmt.Printf("%d migration(s) applied\n", n)
		return err
	case "down":
		reverted, err := migrate.Down(ctx, db, all, logger)
		if err == nil && !reverted {
			fmt.Println("no migration is applied")
		}
		return err
	default:
		applied, err := migrate.Status(ctx, db)
		if err != nil {
			return err
		}
		for _, m := range all {
			state := "pending"
			if applied[m.Version] {
				state = "applied"
			}
			fmt.Printf("%04d_%s\t%s\n", m.Version, m.Name, state)
		}
		return nil
	}
}

// Command token prints a JSON Web Token signed with the service's JWT_SECRET, for calling the routes
// the JWT middleware protects: go run ./cmd/token -sub dev-user
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"{{@module}}/internal/config"
	"{{@module}}/internal/token"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			_, _ = fmt.Fprintln(os.Stderr, "token:", err)
		}
		os.Exit(2)
	}
}

// run issues a token for the -sub flag with the configuration of the environment and prints it.
func run(args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("token", flag.ContinueOnError)
	flags.SetOutput(stderr)
	subject := flags.String("sub", "", "subject (sub claim) of the token: the user it stands for")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if strings.TrimSpace(*subject) == "" || flags.NArg() > 0 {
		flags.Usage()
		return errors.New("-sub is required, e.g. go run ./cmd/token -sub dev-user")
	}
	cfg, err := config.Load()
	if err != nil {
		return fmt.Errorf("load configuration: %w", err)
	}
	tokens, err := token.NewManager(cfg.JWT)
	if err != nil {
		return err
	}
	signed, expires, err := tokens.Issue(strings.TrimSpace(*subject))
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(stderr, "valid until %s\n", expires.UTC().Format(time.RFC3339)); err != nil {
		return err
	}
	_, err = fmt.Fprintln(stdout, signed)
	return err
}

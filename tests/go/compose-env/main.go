// Command compose-env prints, as JSON, what a project's compose.yaml gives its app service: the
// environment (after interpolation, with the project's .env when one exists, as `docker compose up`
// would read it), for every other service the container ports it publishes on the host, and It reads
// the folders mounted in the app's container. It reads the file with compose-go, the parser Docker Compose itself uses, so the verification judges what
// compose would do rather than a hand-made reading of the YAML.
//
//	go run . <project-dir>
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/compose-spec/compose-go/v2/cli"
)

type output struct {
	// Environment is the app's environment; a variable compose leaves unset is absent.
	Environment map[string]string `json:"environment"`
	// Ports maps each other service to its published ports, container port to host port.
	Ports map[string]map[string]string `json:"ports"`
	// Mounts maps each folder mounted in the app's container to its volume or host folder.
	Mounts map[string]string `json:"mounts"`
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: compose-env <project-dir>")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(dir string) error {
	opts, err := cli.NewProjectOptions(
		[]string{filepath.Join(dir, "compose.yaml")},
		cli.WithWorkingDirectory(dir),
		cli.WithDotEnv,
	)
	if err != nil {
		return err
	}
	project, err := opts.LoadProject(context.Background())
	if err != nil {
		return fmt.Errorf("compose.yaml: %w", err)
	}
	app, err := project.GetService("app")
	if err != nil {
		return fmt.Errorf("compose.yaml: %w", err)
	}
	out := output{Environment: map[string]string{}, Ports: map[string]map[string]string{}, Mounts: map[string]string{}}
	for _, v := range app.Volumes {
		out.Mounts[v.Target] = v.Source
	}
	for name, value := range app.Environment {
		if value != nil {
			out.Environment[name] = *value
		}
	}
	for name, svc := range project.Services {
		if name == "app" {
			continue
		}
		ports := map[string]string{}
		for _, p := range svc.Ports {
			ports[strconv.FormatUint(uint64(p.Target), 10)] = p.Published
		}
		out.Ports[name] = ports
	}
	return json.NewEncoder(os.Stdout).Encode(out)
}

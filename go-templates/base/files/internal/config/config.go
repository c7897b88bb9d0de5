// Package config reads the service configuration from environment variables. Each group of
// settings lives in its own file of this package; .env.example lists every variable.
package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is the whole configuration of the service.
type Config struct {
	{{@slot:config.fields}}
}

// Load reads the configuration from the process environment.
func Load() (Config, error) {
	return LoadFrom(os.LookupEnv)
}

// LoadFrom reads the configuration through lookup, which behaves like os.LookupEnv. Unset variables
// take their defaults; every malformed or out-of-range value is reported in the returned error.
func LoadFrom(lookup func(key string) (string, bool)) (Config, error) {
	e := &Env{lookup: lookup}
	var cfg Config
	{{@slot:config.load}}
	return cfg, e.Err()
}

// Env reads typed values from the environment and collects the problems it finds, so that one
// start-up reports every bad variable at once.
type Env struct {
	lookup func(key string) (string, bool)
	errs   []error
}

func (e *Env) raw(key string) (string, bool) {
	v, ok := e.lookup(key)
	v = strings.TrimSpace(v)
	return v, ok && v != ""
}

// Invalid records a problem with the variable key.
func (e *Env) Invalid(key, problem string) {
	e.errs = append(e.errs, fmt.Errorf("%s: %s", key, problem))
}

// Check records problem for key unless ok holds.
func (e *Env) Check(ok bool, key, problem string) {
	if !ok {
		e.Invalid(key, problem)
	}
}

// Err returns every problem found so far, or nil.
func (e *Env) Err() error {
	return errors.Join(e.errs...)
}

// Int returns the value of key as an integer, or def when it is unset.
func (e *Env) Int(key string, def int) int {
	v, ok := e.raw(key)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		e.Invalid(key, fmt.Sprintf("%q is not an integer", v))
		return def
	}
	return n
}

// Duration returns the value of key as a duration such as 500ms, 15s or 2m, or def when it is unset.
func (e *Env) Duration(key string, def time.Duration) time.Duration {
	v, ok := e.raw(key)
	if !ok {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		e.Invalid(key, fmt.Sprintf("%q is not a duration (examples: 500ms, 15s, 2m)", v))
		return def
	}
	return d
}


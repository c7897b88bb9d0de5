package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
)

// LoadDotEnv sets the variables of a .env file that the environment does not set already, so real
// environment variables always win. A missing file is not an error.
func LoadDotEnv(path string) error {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	vars, err := parseDotEnv(string(data))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, kv := range vars {
		if _, set := os.LookupEnv(kv[0]); set {
			continue
		}
		if err := os.Setenv(kv[0], kv[1]); err != nil {
			return err
		}
	}
	return nil
}

// parseDotEnv reads KEY=VALUE lines. Blank lines and # comments are skipped, an "export " prefix is
// allowed, values may be "double-quoted" (with Go escapes) or 'single-quoted' (verbatim), and an
// unquoted value ends at " #".
func parseDotEnv(text string) ([][2]string, error) {
	var vars [][2]string
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(strings.TrimPrefix(line, "export "), "=")
		key = strings.TrimSpace(key)
		if !ok || key == "" || strings.ContainsAny(key, " \t\"'") {
			return nil, fmt.Errorf("line %d: want KEY=VALUE", i+1)
		}
		value = strings.TrimSpace(value)
		switch {
		case len(value) >= 2 && value[0] == '"' && value[len(value)-1] == '"':
			unquoted, err := strconv.Unquote(value)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", i+1, err)
			}
			value = unquoted
		case len(value) >= 2 && value[0] == '\'' && value[len(value)-1] == '\'':
			value = value[1 : len(value)-1]
		default:
			if j := strings.Index(value, " #"); j >= 0 {
				value = strings.TrimSpace(value[:j])
			}
		}
		vars = append(vars, [2]string{key, value})
	}
	return vars, nil
}

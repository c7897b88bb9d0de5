package config

import (
	"log/slog"
	"net/url"
	"reflect"
	"time"
)

// LogValue makes the configuration loggable: each setting under its variable's name, grouped as in
// Config, with the fields tagged secret:"true" redacted.
func (c Config) LogValue() slog.Value {
	return groupValue(reflect.ValueOf(c))
}

func groupValue(v reflect.Value) slog.Value {
	t := v.Type()
	attrs := make([]slog.Attr, 0, t.NumField())
	for i := range t.NumField() {
		field := t.Field(i)
		if !field.IsExported() {
			continue
		}
		value := v.Field(i)
		name := field.Tag.Get("env")
		if name == "" {
			if value.Kind() == reflect.Struct {
				attrs = append(attrs, slog.Attr{Key: field.Name, Value: groupValue(value)})
			}
			continue
		}
		switch x := value.Interface().(type) {
		case string:
			if field.Tag.Get("secret") == "true" {
				x = redact(x)
			}
			attrs = append(attrs, slog.String(name, x))
		case time.Duration:
			attrs = append(attrs, slog.String(name, x.String()))
		default:
			attrs = append(attrs, slog.Any(name, x))
		}
	}
	return slog.GroupValue(attrs...)
}

// redact hides a secret; of a URL it keeps everything but the password and the query.
func redact(secret string) string {
	if secret == "" {
		return ""
	}
	if u, err := url.Parse(secret); err == nil && u.Scheme != "" && u.Host != "" {
		u.RawQuery = ""
		return u.Redacted()
	}
	return "[redacted]"
}

package config

import "time"

// NotesCacheConfig configures the Redis cache of the notes.
type NotesCacheConfig struct {
	// TTL is how long a note read by id stays cached; it also bounds how long a read racing a write
	// can keep serving the older note.
	TTL time.Duration `env:"NOTES_CACHE_TTL"`
}

func loadNotesCache(e *Env) NotesCacheConfig {
	c := NotesCacheConfig{TTL: e.Duration("NOTES_CACHE_TTL", 5*time.Minute)}
	e.Check(c.TTL > 0, "NOTES_CACHE_TTL", "must be positive")
	return c
}

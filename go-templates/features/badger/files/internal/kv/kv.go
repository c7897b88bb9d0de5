// Package kv is the service's embedded key-value store: Badger, in the directory BADGER_DIR, opened
// once, checked by /health, its garbage collected, closed on shutdown.
package kv

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/dgraph-io/badger/v4"

	"{{@module}}/internal/config"
)

// Store is an open Badger database. Badger locks its directory: one process at a time may open it.
type Store struct {
	db         *badger.DB
	logger     *slog.Logger
	gcInterval time.Duration
}

// Open opens the store in cfg.Dir, creating the directory when missing. The caller closes it.
func Open(cfg config.BadgerConfig, logger *slog.Logger) (*Store, error) {
	db, err := badger.Open(badger.DefaultOptions(cfg.Dir).WithLogger(badgerLogger{logger.With("component", "badger")}))
	if err != nil {
		return nil, fmt.Errorf("open the Badger store in %s: %w", cfg.Dir, err)
	}
	return &Store{db: db, logger: logger, gcInterval: cfg.GCInterval}, nil
}

// Close writes what is still in memory to disk and releases the directory.
func (s *Store) Close() error {
	return s.db.Close()
}

// DB is the Badger database, for the stores kept in it (notes.BadgerStore).
func (s *Store) DB() *badger.DB {
	return s.db
}

// Ping reports whether the store can be read.
func (s *Store) Ping(context.Context) error {
	if s.db.IsClosed() {
		return errors.New("the Badger store is closed")
	}
	return s.db.View(func(*badger.Txn) error { return nil })
}

// CollectGarbage reclaims, every BADGER_GC_INTERVAL until ctx is done, the disk space that deleted,
// overwritten and expired values take in the value log: Badger never does it on its own.
func (s *Store) CollectGarbage(ctx context.Context) error {
	ticker := time.NewTicker(s.gcInterval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-ticker.C:
		}
		// Each call rewrites at most one file (when half of it is garbage): repeat until none is left.
		for ctx.Err() == nil {
			err := s.db.RunValueLogGC(0.5)
			if errors.Is(err, badger.ErrNoRewrite) {
				break
			}
			if err != nil {
				s.logger.Warn("badger value log garbage collection failed", "error", err)
				break
			}
		}
	}
}

// badgerLogger writes Badger's messages to the service's logger. Its informational ones (tables
// opened, compactions) are routine, so they go at debug level.
type badgerLogger struct{ logger *slog.Logger }

func (l badgerLogger) Errorf(format string, args ...any) {
	l.logger.Error(strings.TrimSpace(fmt.Sprintf(format, args...)))
}

func (l badgerLogger) Warningf(format string, args ...any) {
	l.logger.Warn(strings.TrimSpace(fmt.Sprintf(format, args...)))
}

func (l badgerLogger) Infof(format string, args ...any) {
	l.logger.Debug(strings.TrimSpace(fmt.Sprintf(format, args...)))
}

func (l badgerLogger) Debugf(format string, args ...any) {
	l.logger.Debug(strings.TrimSpace(fmt.Sprintf(format, args...)))
}

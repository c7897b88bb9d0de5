package notes

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"{{@module}}/internal/cache"
)

// CachedStore is a Store whose Get reads through Redis: a hit does not reach the store, a miss
// caches the note for the TTL, and Update and Delete drop the note's entry. Lists are not cached:
// they are paged, and every write would shift every page after it.
//
// Redis is never a reason to fail: when it errs, reads go to the store and the failure is logged.
type CachedStore struct {
	Store
	cache  *cache.Cache
	ttl    time.Duration
	logger *slog.Logger
}

// NewCachedStore returns store with a read cache in c whose entries live ttl.
func NewCachedStore(store Store, c *cache.Cache, ttl time.Duration, logger *slog.Logger) *CachedStore {
	return &CachedStore{Store: store, cache: c, ttl: ttl, logger: logger}
}

func cacheKey(id int64) string {
	return "notes:" + strconv.FormatInt(id, 10)
}

// Get returns the cached note with id, or reads it from the store and caches it.
func (s *CachedStore) Get(ctx context.Context, id int64) (Note, error) {
	var n Note
	found, err := s.cache.Get(ctx, cacheKey(id), &n)
	if err != nil {
		s.warn(ctx, "notes cache: read failed, reading the store", id, err)
	}
	if found {
		return n, nil
	}
	n, err = s.Store.Get(ctx, id)
	if err != nil {
		return Note{}, err
	}
	if err := s.cache.Set(ctx, cacheKey(id), n, s.ttl); err != nil {
		s.warn(ctx, "notes cache: write failed", id, err)
	}
	return n, nil
}

// Update replaces the note in the store, then drops its cached copy.
func (s *CachedStore) Update(ctx context.Context, id int64, in Input) (Note, error) {
	n, err := s.Store.Update(ctx, id, in)
	s.forget(ctx, id)
	return n, err
}

// Delete removes the note from the store, then drops its cached copy.
func (s *CachedStore) Delete(ctx context.Context, id int64) error {
	err := s.Store.Delete(ctx, id)
	s.forget(ctx, id)
	return err
}

// forget drops the cached copy of a note after a write, whether the write succeeded or not (a
// failed one may still have reached the store). When Redis fails here, readers may get the older
// note until the TTL ends.
func (s *CachedStore) forget(ctx context.Context, id int64) {
	// The write is done: drop the entry even if the client has gone away meanwhile.
	ctx = context.WithoutCancel(ctx)
	if err := s.cache.Delete(ctx, cacheKey(id)); err != nil {
		s.warn(ctx, "notes cache: invalidation failed, the cached note may be stale until its TTL", id, err)
	}
}

func (s *CachedStore) warn(ctx context.Context, msg string, id int64, err error) {
	if ctx.Err() != nil {
		return // the request is over: its failures say nothing about Redis
	}
	s.logger.WarnContext(ctx, msg, "id", id, "error", err)
}

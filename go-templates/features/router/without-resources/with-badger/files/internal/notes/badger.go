package notes

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/dgraph-io/badger/v4"
)

// Keys of the notes in Badger: notePrefix then the id, 8 bytes big-endian, so that keys sort as ids
// do and newest first is a reverse iteration. The id sequence lives apart, under sequenceKey.
var (
	notePrefix  = []byte("notes/")
	sequenceKey = []byte("sequences/notes")
)

// sequenceBandwidth is how many ids the sequence leases at a time; Close gives back the unused ones.
const sequenceBandwidth = 100

// BadgerStore keeps notes in the embedded Badger store, as JSON values. Safe for concurrent use.
type BadgerStore struct {
	db  *badger.DB
	seq *badger.Sequence
	mu  sync.Mutex // held by Update and Delete (see change)
}

// NewBadgerStore returns a Store on db, giving ids from a Badger sequence. Close it before db.
func NewBadgerStore(db *badger.DB) (*BadgerStore, error) {
	seq, err := db.GetSequence(sequenceKey, sequenceBandwidth)
	if err != nil {
		return nil, fmt.Errorf("open the notes id sequence: %w", err)
	}
	return &BadgerStore{db: db, seq: seq}, nil
}

// Close gives back the ids the sequence leased and did not use, so that the next start goes on from
// the last id given.
func (s *BadgerStore) Close() error {
	if err := s.seq.Release(); err != nil {
		return fmt.Errorf("release the notes id sequence: %w", err)
	}
	return nil
}

func noteKey(id int64) []byte {
	return binary.BigEndian.AppendUint64(append([]byte(nil), notePrefix...), uint64(id))
}

// List returns the notes of page, newest first.
func (s *BadgerStore) List(ctx context.Context, page Page) ([]Note, error) {
	var out []Note
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.Reverse = true
		opts.Prefix = notePrefix
		opts.PrefetchValues = false // the skipped notes are not read
		it := txn.NewIterator(opts)
		defer it.Close()
		skipped := 0
		// Reversed, Seek goes to the largest key at or before its argument: the newest note.
		for it.Seek(noteKey(math.MaxInt64)); it.ValidForPrefix(notePrefix) && len(out) < page.Limit; it.Next() {
			if err := ctx.Err(); err != nil {
				return err
			}
			if skipped < page.Offset {
				skipped++
				continue
			}
			var n Note
			if err := it.Item().Value(func(data []byte) error { return json.Unmarshal(data, &n) }); err != nil {
				return err
			}
			out = append(out, n)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list notes: %w", err)
	}
	return out, nil
}

// Get returns the note with id, or ErrNotFound.
func (s *BadgerStore) Get(_ context.Context, id int64) (Note, error) {
	var n Note
	err := s.db.View(func(txn *badger.Txn) error {
		var err error
		n, err = get(txn, id)
		return err
	})
	if err != nil {
		return Note{}, wrap("get", id, err)
	}
	return n, nil
}

// Create stores a new note, with the next id of the sequence.
func (s *BadgerStore) Create(_ context.Context, in Input) (Note, error) {
	next, err := s.seq.Next()
	if err != nil {
		return Note{}, fmt.Errorf("create note: next id: %w", err)
	}
	now := time.Now().UTC()
	n := Note{ID: int64(next) + 1, Title: in.Title, Body: in.Body, CreatedAt: now, UpdatedAt: now} // the sequence starts at 0
	if err := s.db.Update(func(txn *badger.Txn) error { return set(txn, n) }); err != nil {
		return Note{}, fmt.Errorf("create note: %w", err)
	}
	return n, nil
}

// Update replaces the title and body of the note with id.
func (s *BadgerStore) Update(_ context.Context, id int64, in Input) (Note, error) {
	var n Note
	err := s.change(func(txn *badger.Txn) error {
		var err error
		if n, err = get(txn, id); err != nil {
			return err
		}
		n.Title, n.Body, n.UpdatedAt = in.Title, in.Body, time.Now().UTC()
		return set(txn, n)
	})
	if err != nil {
		return Note{}, wrap("update", id, err)
	}
	return n, nil
}

// Delete removes the note with id.
func (s *BadgerStore) Delete(_ context.Context, id int64) error {
	err := s.change(func(txn *badger.Txn) error {
		if _, err := txn.Get(noteKey(id)); err != nil {
			return err
		}
		return txn.Delete(noteKey(id))
	})
	return wrap("delete", id, err)
}

// change runs fn, which reads a note and writes it, in a read-write transaction. Badger's
// transactions are optimistic: two that write the same note at once would fail with ErrConflict, so
// changes take turns (one process at a time may open the directory, so mu is all it takes).
func (s *BadgerStore) change(fn func(txn *badger.Txn) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.db.Update(fn)
}

func get(txn *badger.Txn, id int64) (Note, error) {
	item, err := txn.Get(noteKey(id))
	if err != nil {
		return Note{}, err
	}
	var n Note
	err = item.Value(func(data []byte) error { return json.Unmarshal(data, &n) })
	return n, err
}

func set(txn *badger.Txn, n Note) error {
	data, err := json.Marshal(n)
	if err != nil {
		return err
	}
	return txn.Set(noteKey(n.ID), data)
}

// wrap names the operation in err; a missing key is ErrNotFound.
func wrap(op string, id int64, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, badger.ErrKeyNotFound):
		return ErrNotFound
	default:
		return fmt.Errorf("%s note %d: %w", op, id, err)
	}
}

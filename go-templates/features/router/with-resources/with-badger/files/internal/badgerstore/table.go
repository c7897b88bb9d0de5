// Package badgerstore keeps the resources in the embedded Badger store (internal/kv): each item as
// JSON under its resource's plural name and its id, 8 bytes big-endian (so that keys sort as ids
// do), ids from a Badger sequence per resource.
package badgerstore

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/dgraph-io/badger/v4"

	"{{@module}}/internal/resource"
)

// sequenceBandwidth is how many ids a sequence leases at a time; Close gives back the unused ones.
const sequenceBandwidth = 100

// table holds the items of one resource, of type T.
type table[T any] struct {
	db     *badger.DB
	name   string // the resource's plural: the key prefix, the sequence's name and the errors' wording
	prefix []byte
	seq    *badger.Sequence
	mu     sync.Mutex // held by writes (see write)
	// decode reads an item as stored, also one an earlier version of the service wrote: every read
	// goes through it.
	decode func(data []byte) (T, error)
}

func openTable[T any](db *badger.DB, name string, decode func([]byte) (T, error)) (*table[T], error) {
	seq, err := db.GetSequence([]byte("sequences/"+name), sequenceBandwidth)
	if err != nil {
		return nil, fmt.Errorf("open the %s id sequence: %w", name, err)
	}
	return &table[T]{db: db, name: name, prefix: []byte(name + "/"), seq: seq, decode: decode}, nil
}

// Close gives back the ids the sequence leased and did not use, so that the next start goes on from
// the last id given. Close the store before the Badger database.
func (t *table[T]) Close() error {
	if err := t.seq.Release(); err != nil {
		return fmt.Errorf("release the %s id sequence: %w", t.name, err)
	}
	return nil
}

func (t *table[T]) key(id int64) []byte {
	return binary.BigEndian.AppendUint64(append([]byte(nil), t.prefix...), uint64(id))
}

// nextID takes the next id: the sequence starts at 0, ids at 1.
func (t *table[T]) nextID() (int64, error) {
	next, err := t.seq.Next()
	if err != nil {
		return 0, fmt.Errorf("take the next %s id: %w", t.name, err)
	}
	return int64(next) + 1, nil
}

// all reads every item, in id order. Badger has no query of its own: lists filter, order and page
// what it returns.
func (t *table[T]) all(ctx context.Context) ([]T, error) {
	var items []T
	err := t.db.View(func(txn *badger.Txn) error {
		return t.each(txn, func(_ int64, item T) error {
			items = append(items, item)
			return ctx.Err()
		})
	})
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	return items, nil
}

// each calls fn with the id and the value of every item, in id order, until fn fails.
func (t *table[T]) each(txn *badger.Txn, fn func(id int64, item T) error) error {
	opts := badger.DefaultIteratorOptions
	opts.Prefix = t.prefix
	it := txn.NewIterator(opts)
	defer it.Close()
	for it.Rewind(); it.ValidForPrefix(t.prefix); it.Next() {
		var item T
		if err := it.Item().Value(func(data []byte) (err error) { item, err = t.decode(data); return err }); err != nil {
			return fmt.Errorf("read %s: %w", it.Item().Key(), err)
		}
		id := int64(binary.BigEndian.Uint64(it.Item().Key()[len(t.prefix):]))
		if err := fn(id, item); err != nil {
			return err
		}
	}
	return nil
}

// find returns the item with id, or resource.ErrNotFound.
func (t *table[T]) find(id int64) (T, error) {
	var item T
	err := t.db.View(func(txn *badger.Txn) error {
		var err error
		item, err = t.get(txn, id)
		return err
	})
	return item, err
}

func (t *table[T]) get(txn *badger.Txn, id int64) (T, error) {
	var item T
	found, err := txn.Get(t.key(id))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return item, resource.ErrNotFound
	}
	if err == nil {
		err = found.Value(func(data []byte) (err error) { item, err = t.decode(data); return err })
	}
	if err != nil {
		return item, fmt.Errorf("read %s %d: %w", t.name, id, err)
	}
	return item, nil
}

func (t *table[T]) set(txn *badger.Txn, id int64, item T) error {
	data, err := json.Marshal(item)
	if err != nil {
		return fmt.Errorf("encode %s %d: %w", t.name, id, err)
	}
	return txn.Set(t.key(id), data)
}

// write runs fn in a read-write transaction, one write at a time. Badger's transactions are
// optimistic: two writing the same key at once would fail with badger.ErrConflict, and a unique check
// holds only if no other write commits between it and the write it allows. One process at a time
// may open the directory, so mu is all it takes.
func (t *table[T]) write(fn func(txn *badger.Txn) error) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.db.Update(fn)
}

// remove deletes the item with id, or returns resource.ErrNotFound.
func (t *table[T]) remove(id int64) error {
	return t.write(func(txn *badger.Txn) error {
		if _, err := t.get(txn, id); err != nil {
			return err
		}
		if err := txn.Delete(t.key(id)); err != nil {
			return fmt.Errorf("delete %s %d: %w", t.name, id, err)
		}
		return nil
	})
}

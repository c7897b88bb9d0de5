package badgerstore

import (
	"encoding/json"
	"sync/atomic"
	"testing"

	"github.com/dgraph-io/badger/v4"
)

// testDB is a Badger database of the test's own, in a temporary directory, with the store of each
// resource opened once, as the service opens them: a second store of a resource would lease ids of
// the same sequence.
type testDB struct {
	t      *testing.T
	db     *badger.DB
	stores map[string]any
}

func openTestDB(t *testing.T) *testDB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(t.TempDir()).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return &testDB{t: t, db: db, stores: map[string]any{}}
}

// storeOf returns the store of the resource name, opening it the first time; it is closed when the
// test ends, before the database (cleanups run last first).
func storeOf[S interface{ Close() error }](db *testDB, name string, open func(*badger.DB) (S, error)) S {
	db.t.Helper()
	if s, ok := db.stores[name]; ok {
		return s.(S)
	}
	s, err := open(db.db)
	if err != nil {
		db.t.Fatal(err)
	}
	db.t.Cleanup(func() {
		if err := s.Close(); err != nil {
			db.t.Error(err)
		}
	})
	db.stores[name] = s
	return s
}

// rewrite stores item under key as an earlier version of the service could have written it: its
// JSON object, with the fields as edit leaves them.
func (db *testDB) rewrite(key []byte, item any, edit func(fields map[string]json.RawMessage)) {
	db.t.Helper()
	data, err := json.Marshal(item)
	var fields map[string]json.RawMessage
	if err == nil {
		err = json.Unmarshal(data, &fields)
	}
	if err == nil {
		edit(fields)
		data, err = json.Marshal(fields)
	}
	if err == nil {
		err = db.db.Update(func(txn *badger.Txn) error { return txn.Set(key, data) })
	}
	if err != nil {
		db.t.Fatal(err)
	}
}

var samples atomic.Int64

// nextSample is a number no other input of the test binary had: unique fields stay apart.
func nextSample() int {
	return int(samples.Add(1))
}

// ptr is the address of a copy of v: an optional field's value.
func ptr[T any](v T) *T {
	return &v
}

// expectNull reports an optional field left out that the API would not answer as null. (A JSON
// field comes back as the JSON null it was stored as, not as a nil json.RawMessage.)
func expectNull(t *testing.T, field string, value any) {
	t.Helper()
	if data, err := json.Marshal(value); err != nil || string(data) != "null" {
		t.Errorf("%s was left out but reads back as %s (%v)", field, data, err)
	}
}

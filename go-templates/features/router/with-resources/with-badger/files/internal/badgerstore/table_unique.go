package badgerstore

import (
	"github.com/dgraph-io/badger/v4"

	"{{@module}}/internal/resource"
)

// unique refuses, with a *resource.ConflictError naming field, a write of item id when another item
// is the same as it by same (holds its value of the unique field).
func (t *table[T]) unique(txn *badger.Txn, field string, id int64, same func(other T) bool) error {
	return t.each(txn, func(otherID int64, other T) error {
		if otherID != id && same(other) {
			return resource.Conflict(field)
		}
		return nil
	})
}

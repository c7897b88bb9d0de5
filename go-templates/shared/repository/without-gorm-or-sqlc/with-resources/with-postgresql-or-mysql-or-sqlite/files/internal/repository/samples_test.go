package repository

import (
	"sync/atomic"
	"testing"
)

var samples atomic.Int64

// nextSample is a number no other input of the test binary had: unique fields stay apart.
func nextSample() int {
	return int(samples.Add(1))
}

// ptr is the address of a copy of v: an optional field's value.
func ptr[T any](v T) *T {
	return &v
}

// expectNull reports an optional field left out that was not read back empty (NULL).
func expectNull(t *testing.T, field string, null bool) {
	t.Helper()
	if !null {
		t.Errorf("%s was left out but is not empty when read back", field)
	}
}

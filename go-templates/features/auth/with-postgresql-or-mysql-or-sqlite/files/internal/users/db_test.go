package users

import "testing"

func TestDBStore(t *testing.T) {
	testStore(t, testDBStore(t))
}

package resource

import (
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
)

// A cursor is the offset of a list's next row, in a form clients do not read as a number: the page
// token of the gRPC door, the endCursor of the GraphQL door.
const cursorPrefix = "offset:"

// Cursor is the cursor of the position offset in a list.
func Cursor(offset int) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorPrefix + strconv.Itoa(offset)))
}

// CursorOffset is the offset a cursor names; an error for text that is no cursor.
func CursorOffset(cursor string) (int, error) {
	raw, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return 0, err
	}
	digits, ok := strings.CutPrefix(string(raw), cursorPrefix)
	offset, err := strconv.Atoi(digits)
	if !ok || err != nil || offset < 0 {
		return 0, errors.New("not a cursor")
	}
	return offset, nil
}

package resource

import "strings"

// ConflictIn is the conflict a database reported on table, read from the text of its error: SQLite
// names the column ("UNIQUE constraint failed: <table>.<field>"); PostgreSQL, MySQL and MongoDB name
// the unique constraint or index, <table>_<field>_key as migrations/ and the stores name them (the
// last such name: MySQL quotes the value taken before it). ErrConflict when the text names neither.
func ConflictIn(table, text string) error {
	if _, column, ok := strings.Cut(text, "UNIQUE constraint failed: "+table+"."); ok {
		return Conflict(identifierAt(column))
	}
	for i := strings.LastIndex(text, table+"_"); i >= 0; i = strings.LastIndex(text[:i], table+"_") {
		if i > 0 && isIdentifierByte(text[i-1]) {
			continue
		}
		field, ok := strings.CutSuffix(identifierAt(text[i+len(table)+1:]), "_key")
		if ok && field != "" {
			return Conflict(field)
		}
	}
	return ErrConflict
}

// identifierAt is the SQL identifier s starts with.
func identifierAt(s string) string {
	end := 0
	for end < len(s) && isIdentifierByte(s[end]) {
		end++
	}
	return s[:end]
}

func isIdentifierByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

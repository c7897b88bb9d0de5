package migrate

import (
	"database/sql"
	"slices"
	"testing"
)

func TestStatementsSplitsAtLineEndingSemicolons(t *testing.T) {
	script := "-- a comment; not a statement\nCREATE TABLE a (x TEXT);\n\nINSERT INTO a VALUES ('1;2');  \n-- trailing comment\n"
	want := []string{"-- a comment; not a statement\nCREATE TABLE a (x TEXT)", "INSERT INTO a VALUES ('1;2')"}
	if got := statements(script); !slices.Equal(got, want) {
		t.Fatalf("statements = %q, want %q", got, want)
	}
}

// newAdapter is the adapter TestUpDownUp migrates with.
func newAdapter(db *sql.DB) Database { return NewMySQL(db) }

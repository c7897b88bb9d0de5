package resource

import (
	"errors"
	"testing"
)

func TestConflictInNamesTheField(t *testing.T) {
	for _, tc := range []struct{ text, field string }{
		{"loan_records_external_id_key", "external_id"}, // PostgreSQL's constraint name
		{`ERROR: duplicate key value violates unique constraint "loan_records_external_id_key" (SQLSTATE 23505)`, "external_id"},
		{"Duplicate entry 'a' for key 'loan_records_external_id_key'", "external_id"},                           // MariaDB
		{"Duplicate entry 'loan_records_label_key' for key 'loan_records.loan_records_api_key_key'", "api_key"}, // MySQL, a value chosen to mislead
		{"constraint failed: UNIQUE constraint failed: loan_records.external_id (2067)", "external_id"},         // SQLite
		{"loan_records_code_key", "code"},   // a MongoDB index
		{"other_loan_records_code_key", ""}, // another table's
		{"duplicate key", ""},
	} {
		err := ConflictIn("loan_records", tc.text)
		field := ""
		if conflict := (*ConflictError)(nil); errors.As(err, &conflict) {
			field = conflict.Field
		}
		if !errors.Is(err, ErrConflict) || field != tc.field {
			t.Errorf("ConflictIn(%q) = %v, want ErrConflict naming %q", tc.text, err, tc.field)
		}
	}
}

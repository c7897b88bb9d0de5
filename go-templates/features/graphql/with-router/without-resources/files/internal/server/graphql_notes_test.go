package server

import (
	"testing"
)

// A note goes through GraphQL as through the REST routes: created, listed, read, replaced and
// deleted in the same store, with the API's validation.
func TestGraphQLManagesNotes(t *testing.T) {
	s := notesServer(t)
	noteFields := `id title body createdAt updatedAt`

	created := postGraphQL(t, s, `mutation($in: NoteInput!) { createNote(input: $in) { `+noteFields+` } }`, map[string]any{"in": map[string]any{"title": "From GraphQL", "body": "first"}})
	if len(created.Errors) > 0 {
		t.Fatalf("createNote: %+v", created.Errors)
	}
	note, _ := created.Data["createNote"].(map[string]any)
	id, _ := note["id"].(string)
	if id == "" || note["title"] != "From GraphQL" || note["createdAt"] == "" {
		t.Fatalf("createNote answered %+v", created.Data)
	}

	listed := postGraphQL(t, s, `{ notes { id title } }`, nil)
	if list, _ := listed.Data["notes"].([]any); len(listed.Errors) > 0 || len(list) != 1 {
		t.Fatalf("notes = %+v, want the created note", listed)
	}

	updated := postGraphQL(t, s, `mutation($id: ID!) { updateNote(id: $id, input: {title: "Renamed"}) { title body } }`, map[string]any{"id": id})
	if got, _ := updated.Data["updateNote"].(map[string]any); len(updated.Errors) > 0 || got["title"] != "Renamed" || got["body"] != "" {
		t.Fatalf("updateNote = %+v", updated)
	}
	read := postGraphQL(t, s, `query($id: ID!) { note(id: $id) { title } }`, map[string]any{"id": id})
	if got, _ := read.Data["note"].(map[string]any); got["title"] != "Renamed" {
		t.Fatalf("note after the update = %+v", read)
	}

	deleted := postGraphQL(t, s, `mutation($id: ID!) { deleteNote(id: $id) }`, map[string]any{"id": id})
	if len(deleted.Errors) > 0 || deleted.Data["deleteNote"] != true {
		t.Fatalf("deleteNote = %+v", deleted)
	}
	if gone := postGraphQL(t, s, `query($id: ID!) { note(id: $id) { title } }`, map[string]any{"id": id}); gone.Data["note"] != nil {
		t.Fatalf("note after the delete = %+v, want null", gone)
	}
}

func TestGraphQLRefusesWhatTheAPIRefuses(t *testing.T) {
	s := notesServer(t)
	invalid := postGraphQL(t, s, `mutation { createNote(input: {title: ""}) { id } }`, nil)
	if len(invalid.Errors) != 1 || invalid.Errors[0].Message != "title is required" {
		t.Errorf("an empty title answered %+v, want the API's validation message", invalid)
	}
	missing := postGraphQL(t, s, `mutation { updateNote(id: "999999", input: {title: "x"}) { id } }`, nil)
	if len(missing.Errors) != 1 || missing.Errors[0].Message != "note not found" {
		t.Errorf("updating a missing note answered %+v, want not found", missing)
	}
}

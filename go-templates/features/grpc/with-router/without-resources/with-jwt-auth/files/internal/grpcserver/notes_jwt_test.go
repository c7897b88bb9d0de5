package grpcserver

import (
	"context"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"{{@module}}/internal/config"
	"{{@module}}/internal/notes/notestest"
	"{{@module}}/internal/token"
	notesv1 "{{@module}}/proto/notes/v1"
)

// TestNotesOverGRPCNeedAToken calls NotesService without a token, with a forged one and with an
// expired one (UNAUTHENTICATED, as the API answers 401), then with a valid one.
func TestNotesOverGRPCNeedAToken(t *testing.T) {
	cfg := config.JWTConfig{Secret: "test-secret-that-is-at-least-32-bytes-long", TTL: time.Hour, Issuer: "test"}
	tokens, err := token.NewManager(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.TTL = -time.Minute
	expiring, err := token.NewManager(cfg)
	if err != nil {
		t.Fatal(err)
	}
	client := notesv1.NewNotesServiceClient(connect(t, discard(), RegisterNotes(notestest.NewStore(), discard(), RequireToken(tokens))))
	bearer := func(m *token.Manager) context.Context {
		signed, _, err := m.Issue("notes-test")
		if err != nil {
			t.Fatal(err)
		}
		return metadata.AppendToOutgoingContext(t.Context(), "authorization", "Bearer "+signed)
	}

	for name, ctx := range map[string]context.Context{
		"no token":       t.Context(),
		"a forged token": metadata.AppendToOutgoingContext(t.Context(), "authorization", "Bearer not.a.token"),
		"an expired one": bearer(expiring),
	} {
		if _, err := client.ListNotes(ctx, &notesv1.ListNotesRequest{}); status.Code(err) != codes.Unauthenticated {
			t.Errorf("ListNotes with %s: %v, want Unauthenticated", name, err)
		}
		if _, err := client.CreateNote(ctx, &notesv1.CreateNoteRequest{Title: "refused"}); status.Code(err) != codes.Unauthenticated {
			t.Errorf("CreateNote with %s: %v, want Unauthenticated", name, err)
		}
	}
	if _, err := client.CreateNote(bearer(tokens), &notesv1.CreateNoteRequest{Title: "kept"}); err != nil {
		t.Fatalf("CreateNote with a valid token: %v", err)
	}
}

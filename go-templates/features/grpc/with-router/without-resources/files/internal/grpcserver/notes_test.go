package grpcserver

import (
	"context"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"{{@module}}/internal/notes/notestest"
	notesv1 "{{@module}}/proto/notes/v1"
)

func TestNotesOverGRPC(t *testing.T) {
	client := notesv1.NewNotesServiceClient(connect(t, discard(), RegisterNotes(notestest.NewStore(), discard())))
	ctx := context.Background()

	var ids []int64
	for _, title := range []string{"first", "second", "third"} {
		res, err := client.CreateNote(ctx, &notesv1.CreateNoteRequest{Title: "  " + title, Body: "body of " + title})
		if err != nil || res.GetNote().GetTitle() != title || res.GetNote().GetId() == 0 || !res.GetNote().GetCreateTime().IsValid() {
			t.Fatalf("CreateNote(%s) = %v, %v", title, res, err)
		}
		ids = append(ids, res.GetNote().GetId())
	}
	list, err := client.ListNotes(ctx, &notesv1.ListNotesRequest{PageSize: 2, Offset: 1})
	if err != nil || len(list.GetNotes()) != 2 || list.GetNotes()[0].GetTitle() != "second" || list.GetNotes()[1].GetTitle() != "first" {
		t.Fatalf("ListNotes(page_size 2, offset 1) = %v, %v; want second, first", list, err)
	}
	if list, err := client.ListNotes(ctx, &notesv1.ListNotesRequest{}); err != nil || len(list.GetNotes()) != 3 || list.GetNotes()[0].GetTitle() != "third" {
		t.Fatalf("ListNotes() = %v, %v; want the 3 notes, newest first", list, err)
	}

	if _, err := client.UpdateNote(ctx, &notesv1.UpdateNoteRequest{Id: ids[0], Title: "renamed"}); err != nil {
		t.Fatal(err)
	}
	if got, err := client.GetNote(ctx, &notesv1.GetNoteRequest{Id: ids[0]}); err != nil || got.GetNote().GetTitle() != "renamed" {
		t.Fatalf("GetNote after UpdateNote = %v, %v", got, err)
	}
	if _, err := client.DeleteNote(ctx, &notesv1.DeleteNoteRequest{Id: ids[0]}); err != nil {
		t.Fatal(err)
	}

	for name, call := range map[string]struct {
		err  error
		want codes.Code
	}{
		"GetNote of a deleted note":      {errOf(client.GetNote(ctx, &notesv1.GetNoteRequest{Id: ids[0]})), codes.NotFound},
		"DeleteNote of a deleted note":   {errOf(client.DeleteNote(ctx, &notesv1.DeleteNoteRequest{Id: ids[0]})), codes.NotFound},
		"UpdateNote of a deleted note":   {errOf(client.UpdateNote(ctx, &notesv1.UpdateNoteRequest{Id: ids[0], Title: "x"})), codes.NotFound},
		"GetNote of id 0":                {errOf(client.GetNote(ctx, &notesv1.GetNoteRequest{})), codes.InvalidArgument},
		"CreateNote without a title":     {errOf(client.CreateNote(ctx, &notesv1.CreateNoteRequest{Title: " "})), codes.InvalidArgument},
		"UpdateNote without a title":     {errOf(client.UpdateNote(ctx, &notesv1.UpdateNoteRequest{Id: ids[1]})), codes.InvalidArgument},
		"ListNotes with a negative size": {errOf(client.ListNotes(ctx, &notesv1.ListNotesRequest{PageSize: -1})), codes.InvalidArgument},
	} {
		if got := status.Code(call.err); got != call.want {
			t.Errorf("%s: %v, want %s", name, call.err, call.want)
		}
	}
}

func errOf[T any](_ T, err error) error {
	return err
}

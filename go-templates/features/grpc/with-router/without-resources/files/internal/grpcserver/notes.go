package grpcserver

import (
	"context"
	"errors"
	"log/slog"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	"{{@module}}/internal/notes"
	notesv1 "{{@module}}/proto/notes/v1"
)

// notesServer implements notes.v1.NotesService on the store of /api/v1/notes.
type notesServer struct {
	notesv1.UnimplementedNotesServiceServer
	store  notes.Store
	logger *slog.Logger
}

// RegisterNotes registers notes.v1.NotesService on store; logger gets the store's failures.
func RegisterNotes(store notes.Store, logger *slog.Logger) Registration {
	return func(r grpc.ServiceRegistrar) {
		notesv1.RegisterNotesServiceServer(r, &notesServer{store: store, logger: logger})
	}
}

// ListNotes returns a page of notes, newest first: page_size 0 means notes.DefaultLimit, and a
// larger one than notes.MaxLimit is lowered to it.
func (s *notesServer) ListNotes(ctx context.Context, req *notesv1.ListNotesRequest) (*notesv1.ListNotesResponse, error) {
	if req.GetPageSize() < 0 || req.GetOffset() < 0 {
		return nil, status.Error(codes.InvalidArgument, "page_size and offset must not be negative")
	}
	page := notes.Page{Limit: notes.DefaultLimit, Offset: int(req.GetOffset())}
	if req.GetPageSize() > 0 {
		page.Limit = min(int(req.GetPageSize()), notes.MaxLimit)
	}
	list, err := s.store.List(ctx, page)
	if err != nil {
		return nil, s.fail(ctx, err)
	}
	out := &notesv1.ListNotesResponse{Notes: make([]*notesv1.Note, len(list))}
	for i, n := range list {
		out.Notes[i] = toProto(n)
	}
	return out, nil
}

// GetNote returns the note with the id.
func (s *notesServer) GetNote(ctx context.Context, req *notesv1.GetNoteRequest) (*notesv1.GetNoteResponse, error) {
	if err := checkID(req.GetId()); err != nil {
		return nil, err
	}
	n, err := s.store.Get(ctx, req.GetId())
	if err != nil {
		return nil, s.fail(ctx, err)
	}
	return &notesv1.GetNoteResponse{Note: toProto(n)}, nil
}

// CreateNote validates the note as POST /api/v1/notes does and stores it.
func (s *notesServer) CreateNote(ctx context.Context, req *notesv1.CreateNoteRequest) (*notesv1.CreateNoteResponse, error) {
	in, err := notes.ValidateInput(notes.Input{Title: req.GetTitle(), Body: req.GetBody()})
	if err != nil {
		return nil, s.fail(ctx, err)
	}
	n, err := s.store.Create(ctx, in)
	if err != nil {
		return nil, s.fail(ctx, err)
	}
	return &notesv1.CreateNoteResponse{Note: toProto(n)}, nil
}

// UpdateNote replaces the title and body of the note with the id.
func (s *notesServer) UpdateNote(ctx context.Context, req *notesv1.UpdateNoteRequest) (*notesv1.UpdateNoteResponse, error) {
	if err := checkID(req.GetId()); err != nil {
		return nil, err
	}
	in, err := notes.ValidateInput(notes.Input{Title: req.GetTitle(), Body: req.GetBody()})
	if err != nil {
		return nil, s.fail(ctx, err)
	}
	n, err := s.store.Update(ctx, req.GetId(), in)
	if err != nil {
		return nil, s.fail(ctx, err)
	}
	return &notesv1.UpdateNoteResponse{Note: toProto(n)}, nil
}

// DeleteNote removes the note with the id.
func (s *notesServer) DeleteNote(ctx context.Context, req *notesv1.DeleteNoteRequest) (*notesv1.DeleteNoteResponse, error) {
	if err := checkID(req.GetId()); err != nil {
		return nil, err
	}
	if err := s.store.Delete(ctx, req.GetId()); err != nil {
		return nil, s.fail(ctx, err)
	}
	return &notesv1.DeleteNoteResponse{}, nil
}

func checkID(id int64) error {
	if id <= 0 {
		return status.Error(codes.InvalidArgument, "id must be a positive integer")
	}
	return nil
}

// fail maps an error of the store or of validation to its status: NotFound, InvalidArgument, the
// status of a cancelled or expired call, or Internal (logged, never shown to the client).
func (s *notesServer) fail(ctx context.Context, err error) error {
	var invalid *notes.ValidationError
	switch {
	case errors.Is(err, notes.ErrNotFound):
		return status.Error(codes.NotFound, notes.ErrNotFound.Error())
	case errors.As(err, &invalid):
		return status.Error(codes.InvalidArgument, invalid.Message)
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return status.FromContextError(err).Err()
	default:
		s.logger.ErrorContext(ctx, "notes request failed", "error", err)
		return status.Error(codes.Internal, "internal error")
	}
}

func toProto(n notes.Note) *notesv1.Note {
	return &notesv1.Note{
		Id:         n.ID,
		Title:      n.Title,
		Body:       n.Body,
		CreateTime: timestamppb.New(n.CreatedAt),
		UpdateTime: timestamppb.New(n.UpdatedAt),
	}
}

package grpcserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	"{{@module}}/internal/resource"
)

// Resource serves one resource of the model over gRPC through the API's own store, validation,
// reference checks and deletes: a message arrives as the JSON body the API would read and leaves as
// the JSON it would answer, so both doors accept and refuse the same values. T is the resource's row,
// In its input and M the message of a row.
type Resource[T, In any, M proto.Message] struct {
	Store resource.Rows[T, In]
	// ParseQuery, Decode, Check and Remove are the API's: the list's query, the validation of an
	// input, the check that its references name rows, and a delete as the references to the row say.
	ParseQuery func(url.Values) (resource.Query, error)
	Decode     func(io.Reader) (In, error)
	Check      func(context.Context, In) error
	Remove     func(context.Context, int64) error
	// New returns an empty message of a row.
	New    func() M
	Logger *slog.Logger
}

// List answers the page of rows a List request selects, and the token of the next page (empty on the
// last). Its page_size, page_token, order_by and filters become the API's ?limit=, ?offset=, ?sort=
// and field=value, read by the same ParseQuery.
func (r *Resource[T, In, M]) List(ctx context.Context, req proto.Message) ([]M, string, error) {
	var q resource.Query
	values, err := listValues(req)
	if err == nil {
		q, err = r.ParseQuery(values)
	}
	var invalid *resource.ValidationError
	if errors.As(err, &invalid) {
		// The problems name the request's fields, not the API's parameters.
		for i, p := range invalid.Problems {
			if field, ok := listFields[p.Field]; ok {
				invalid.Problems[i].Field = field
			}
		}
	}
	if err != nil {
		return nil, "", r.fail(ctx, err)
	}
	// One row more than the page says whether another page follows.
	q.Limit++
	rows, err := r.Store.List(ctx, q)
	if err != nil {
		return nil, "", r.fail(ctx, err)
	}
	q.Limit--
	next := ""
	if len(rows) > q.Limit {
		rows = rows[:q.Limit]
		next = resource.Cursor(q.Offset + q.Limit)
	}
	out := make([]M, len(rows))
	for i, row := range rows {
		if out[i], err = r.message(ctx, row); err != nil {
			return nil, "", err
		}
	}
	return out, next, nil
}

// Get answers the row with the id, or NOT_FOUND.
func (r *Resource[T, In, M]) Get(ctx context.Context, id int64) (M, error) {
	row, err := r.Store.Get(ctx, id)
	if err != nil {
		var none M
		return none, r.fail(ctx, err)
	}
	return r.message(ctx, row)
}

// Create validates an input as POST does and stores it: INVALID_ARGUMENT names each bad field,
// ALREADY_EXISTS the unique field whose value another row holds.
func (r *Resource[T, In, M]) Create(ctx context.Context, input proto.Message) (M, error) {
	return r.write(ctx, input, func(in In) (T, error) { return r.Store.Create(ctx, in) })
}

// Update validates an input as PUT does and replaces the row with the id with it.
func (r *Resource[T, In, M]) Update(ctx context.Context, id int64, input proto.Message) (M, error) {
	return r.write(ctx, input, func(in In) (T, error) { return r.Store.Update(ctx, id, in) })
}

func (r *Resource[T, In, M]) write(ctx context.Context, input proto.Message, store func(In) (T, error)) (M, error) {
	var none M
	body, err := inputJSON(input)
	if err != nil {
		return none, r.fail(ctx, err)
	}
	in, err := r.Decode(bytes.NewReader(body))
	if err == nil {
		err = r.Check(ctx, in)
	}
	if err != nil {
		return none, r.fail(ctx, err)
	}
	row, err := store(in)
	if err != nil {
		return none, r.fail(ctx, err)
	}
	return r.message(ctx, row)
}

// Delete deletes the row with the id as DELETE does: FAILED_PRECONDITION while a restrict reference
// names it, NOT_FOUND when there is none.
func (r *Resource[T, In, M]) Delete(ctx context.Context, id int64) error {
	err := r.Remove(ctx, id)
	var refused *resource.ConflictError
	if errors.As(err, &refused) {
		return status.Error(codes.FailedPrecondition, refused.Message)
	}
	if err != nil {
		return r.fail(ctx, err)
	}
	return nil
}

// message is a row as its message: the fields of the JSON the API answers, each in the message's
// field of that name.
func (r *Resource[T, In, M]) message(ctx context.Context, row T) (M, error) {
	m := r.New()
	raw, err := json.Marshal(row)
	if err == nil {
		err = FromJSON(raw, m)
	}
	if err != nil {
		var none M
		return none, r.fail(ctx, fmt.Errorf("answer a row as %s: %w", m.ProtoReflect().Descriptor().FullName(), err))
	}
	return m, nil
}

// fail maps an error of the store or of validation to its status: INVALID_ARGUMENT naming each field
// (its details a BadRequest with a violation per field), NOT_FOUND, ALREADY_EXISTS naming the unique
// field, the status of a cancelled or expired call, or INTERNAL (logged, never shown to the client).
func (r *Resource[T, In, M]) fail(ctx context.Context, err error) error {
	var invalid *resource.ValidationError
	var refused *resource.ConflictError
	switch {
	case errors.As(err, &invalid):
		st := status.New(codes.InvalidArgument, invalid.Error())
		violations := make([]*errdetails.BadRequest_FieldViolation, len(invalid.Problems))
		for i, p := range invalid.Problems {
			violations[i] = &errdetails.BadRequest_FieldViolation{Field: p.Field, Description: p.Message}
		}
		if detailed, derr := st.WithDetails(&errdetails.BadRequest{FieldViolations: violations}); derr == nil {
			st = detailed
		}
		return st.Err()
	case errors.Is(err, resource.ErrNotFound):
		return status.Error(codes.NotFound, resource.ErrNotFound.Error())
	case errors.As(err, &refused):
		return status.Error(codes.AlreadyExists, refused.Message)
	case errors.Is(err, resource.ErrConflict):
		return status.Error(codes.AlreadyExists, resource.ErrConflict.Error())
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return status.FromContextError(err).Err()
	default:
		r.Logger.ErrorContext(ctx, "grpc resource call failed", "error", err)
		return status.Error(codes.Internal, "internal error")
	}
}

// The fields of a List request that are not filters.
const (
	pageSizeField  = "page_size"
	pageTokenField = "page_token"
	orderByField   = "order_by"
)

// listFields are the API's list parameters that a List request names otherwise.
var listFields = map[string]string{"limit": pageSizeField, "offset": pageTokenField, "sort": orderByField}

// listValues is a List request as the API's list query: page_size is ?limit= (0: the default; above
// resource.MaxLimit lowered to it), page_token ?offset=, order_by ?sort=, each filter set field=value.
func listValues(req proto.Message) (url.Values, error) {
	values := url.Values{}
	var problem error
	req.ProtoReflect().Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		name := string(fd.Name())
		switch name {
		case pageSizeField:
			size := v.Int()
			if size < 0 {
				problem = resource.Invalid(name, "must not be negative")
				return false
			}
			values.Set("limit", strconv.FormatInt(min(size, resource.MaxLimit), 10))
		case pageTokenField:
			offset, err := resource.CursorOffset(v.String())
			if err != nil {
				problem = resource.Invalid(name, "must be the next_page_token of a page before")
				return false
			}
			values.Set("offset", strconv.Itoa(offset))
		case orderByField:
			values.Set("sort", v.String())
		default:
			values.Set(name, queryValue(fd, v))
		}
		return true
	})
	return values, problem
}

// queryValue is a filter's value as the API's query string writes it.
func queryValue(fd protoreflect.FieldDescriptor, v protoreflect.Value) string {
	switch fd.Kind() {
	case protoreflect.EnumKind:
		return enumText(fd.Enum(), v.Enum())
	case protoreflect.MessageKind:
		if ts, ok := v.Message().Interface().(*timestamppb.Timestamp); ok {
			return ts.AsTime().Format(time.RFC3339Nano)
		}
	case protoreflect.DoubleKind:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	}
	return v.String()
}

// inputJSON is an input message as the JSON body the API reads: each field it sets, and each field
// that cannot be left unset (a scalar that is not `optional`) with its value. An enum field left at
// its UNSPECIFIED value is left out, so a required one is reported missing.
func inputJSON(input proto.Message) ([]byte, error) {
	fields := map[string]any{}
	m := input.ProtoReflect()
	list := m.Descriptor().Fields()
	for i := range list.Len() {
		fd := list.Get(i)
		if fd.HasPresence() && !m.Has(fd) {
			continue
		}
		v := m.Get(fd)
		name := string(fd.Name())
		switch fd.Kind() {
		case protoreflect.EnumKind:
			if v.Enum() != 0 {
				fields[name] = enumText(fd.Enum(), v.Enum())
			}
		case protoreflect.MessageKind:
			raw, err := protojson.Marshal(v.Message().Interface())
			if err != nil {
				return nil, resource.Invalid(name, "cannot be read: "+err.Error())
			}
			fields[name] = json.RawMessage(raw)
		case protoreflect.DoubleKind:
			// encoding/json cannot write NaN or an infinity; the API refuses them as text.
			if f := v.Float(); math.IsNaN(f) || math.IsInf(f, 0) {
				fields[name] = strconv.FormatFloat(f, 'g', -1, 64)
			} else {
				fields[name] = f
			}
		default:
			fields[name] = v.Interface()
		}
	}
	return json.Marshal(fields)
}

// FromJSON fills m from a JSON object of the API: each field of m from the key of its name; a key
// that is absent or null leaves the field unset. It is how a row becomes its message, and how a
// test builds an input message from the API's sample.
func FromJSON(raw []byte, m proto.Message) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return err
	}
	msg := m.ProtoReflect()
	list := msg.Descriptor().Fields()
	for i := range list.Len() {
		fd := list.Get(i)
		value, ok := fields[string(fd.Name())]
		if !ok || string(value) == "null" {
			continue
		}
		v, err := protoValue(fd, value)
		if err != nil {
			return fmt.Errorf("%s: %w", fd.Name(), err)
		}
		msg.Set(fd, v)
	}
	return nil
}

// protoValue is the JSON value of a field as the field's proto value.
func protoValue(fd protoreflect.FieldDescriptor, raw json.RawMessage) (protoreflect.Value, error) {
	switch fd.Kind() {
	case protoreflect.Int64Kind:
		var n int64
		err := json.Unmarshal(raw, &n)
		return protoreflect.ValueOfInt64(n), err
	case protoreflect.DoubleKind:
		var f float64
		err := json.Unmarshal(raw, &f)
		return protoreflect.ValueOfFloat64(f), err
	case protoreflect.BoolKind:
		var b bool
		err := json.Unmarshal(raw, &b)
		return protoreflect.ValueOfBool(b), err
	case protoreflect.StringKind:
		var s string
		err := json.Unmarshal(raw, &s)
		return protoreflect.ValueOfString(s), err
	case protoreflect.EnumKind:
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return protoreflect.Value{}, err
		}
		n, ok := enumNumber(fd.Enum(), s)
		if !ok {
			return protoreflect.Value{}, fmt.Errorf("%q is not a value of %s", s, fd.Enum().FullName())
		}
		return protoreflect.ValueOfEnum(n), nil
	case protoreflect.MessageKind:
		switch fd.Message().FullName() {
		case "google.protobuf.Timestamp":
			var t time.Time
			if err := json.Unmarshal(raw, &t); err != nil {
				return protoreflect.Value{}, err
			}
			return protoreflect.ValueOfMessage(timestamppb.New(t).ProtoReflect()), nil
		case "google.protobuf.Value":
			v := new(structpb.Value)
			if err := protojson.Unmarshal(raw, v); err != nil {
				return protoreflect.Value{}, err
			}
			return protoreflect.ValueOfMessage(v.ProtoReflect()), nil
		}
	}
	return protoreflect.Value{}, fmt.Errorf("a %s field has no JSON form here", fd.Kind())
}

// An enum's values are its name's prefix (BOOK_GENRE_) and the API's value in upper case, after
// PREFIX_UNSPECIFIED, the value of none.
func enumPrefix(ed protoreflect.EnumDescriptor) string {
	return strings.TrimSuffix(string(ed.Values().ByNumber(0).Name()), "UNSPECIFIED")
}

// enumText is an enum value as the API writes it: BOOK_GENRE_FICTION is "fiction".
func enumText(ed protoreflect.EnumDescriptor, n protoreflect.EnumNumber) string {
	v := ed.Values().ByNumber(n)
	if v == nil || n == 0 {
		// Not a value of the enum: the API refuses the number as text.
		return strconv.Itoa(int(n))
	}
	return strings.ToLower(strings.TrimPrefix(string(v.Name()), enumPrefix(ed)))
}

// enumNumber is the number of the API's value of an enum.
func enumNumber(ed protoreflect.EnumDescriptor, text string) (protoreflect.EnumNumber, bool) {
	v := ed.Values().ByName(protoreflect.Name(enumPrefix(ed) + strings.ToUpper(text)))
	if v == nil || v.Number() == 0 {
		return 0, false
	}
	return v.Number(), true
}

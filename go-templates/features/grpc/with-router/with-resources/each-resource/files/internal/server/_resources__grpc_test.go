package server

import (
	"fmt"
	"net/http"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/protobuf/proto"

	"{{@module}}/internal/{{@R.pkg}}"
	apiv1 "{{@module}}/proto/api/v1"
)

// Test{{@R.Names}}OverGRPC goes through api.v1.{{@R.Proto}}Service as a client does: rows created,
// read through both doors, paged, replaced and deleted, and the refusals' codes.
func Test{{@R.Names}}OverGRPC(t *testing.T) {
	s := resourcesServer(t)
	client := apiv1.New{{@R.Proto}}ServiceClient(dialGRPC(t, s))
	ctx := t.Context()
	create := func(in {{@R.pkg}}.Input) (*apiv1.{{@R.Proto}}, error) {
		return client.Create{{@R.Proto}}(ctx, &apiv1.Create{{@R.Proto}}Request{{{@R.protoInput}}: asMessage(t, in, new(apiv1.{{@R.Proto}}Input))})
	}

	var ids []int64
	for range 3 {
		sent := new{{@R.Name}}Input(t, s)
		created, err := create(sent)
		if err != nil {
			t.Fatalf("Create{{@R.Proto}}: %v", err)
		}
		// The API reads the row the gRPC door wrote, with the values sent, and the door answered it as the API does.
		var row {{@R.pkg}}.{{@R.Name}}
		if res := callResource(t, s, http.MethodGet, fmt.Sprintf("/api/v1/{{@R.path}}/%d", created.GetId()), nil, &row); res.StatusCode != http.StatusOK {
			t.Fatalf("GET the row Create{{@R.Proto}} made: %d", res.StatusCode)
		}
		if !sameInput(asFields(t, row), asFields(t, sent)) {
			t.Errorf("Create{{@R.Proto}} kept %+v, sent %+v", row, sent)
		}
		if want := asMessage(t, row, new(apiv1.{{@R.Proto}})); !proto.Equal(created, want) {
			t.Errorf("Create{{@R.Proto}} answered %v, the API %v", created, want)
		}
		ids = append(ids, created.GetId())
	}

	first, err := client.List{{@R.Protos}}(ctx, &apiv1.List{{@R.Protos}}Request{PageSize: 2, OrderBy: "id"})
	if err != nil || len(first.Get{{@R.protoList}}()) != 2 || first.Get{{@R.protoList}}()[0].GetId() != ids[0] || first.GetNextPageToken() == "" {
		t.Fatalf("List{{@R.Protos}}(page_size 2, order_by id) = %v, %v; want the first 2 and a next page", first, err)
	}
	second, err := client.List{{@R.Protos}}(ctx, &apiv1.List{{@R.Protos}}Request{PageSize: 2, OrderBy: "id", PageToken: first.GetNextPageToken()})
	if err != nil || len(second.Get{{@R.protoList}}()) != 1 || second.Get{{@R.protoList}}()[0].GetId() != ids[2] || second.GetNextPageToken() != "" {
		t.Fatalf("List{{@R.Protos}} of the next page = %v, %v; want the last one and no next page", second, err)
	}

	replacement := new{{@R.Name}}Input(t, s)
	replaced, err := client.Update{{@R.Proto}}(ctx, &apiv1.Update{{@R.Proto}}Request{Id: ids[0], {{@R.protoInput}}: asMessage(t, replacement, new(apiv1.{{@R.Proto}}Input))})
	if err != nil || replaced.GetId() != ids[0] {
		t.Fatalf("Update{{@R.Proto}} = %v, %v", replaced, err)
	}
	_, err = create(replacement){{@R?hasUnique}}
	expectCode(t, "Create{{@R.Proto}} with the unique values of another row", err, codes.AlreadyExists, ""){{@R?hasUnique}}
	if got, err := client.Get{{@R.Proto}}(ctx, &apiv1.Get{{@R.Proto}}Request{Id: ids[0]}); err != nil || !proto.Equal(got, replaced) {
		t.Fatalf("Get{{@R.Proto}} after Update{{@R.Proto}} = %v, %v; want %v", got, err, replaced)
	}
	if _, err := client.Delete{{@R.Proto}}(ctx, &apiv1.Delete{{@R.Proto}}Request{Id: ids[0]}); err != nil {
		t.Fatalf("Delete{{@R.Proto}}: %v", err)
	}

	_, err = client.Get{{@R.Proto}}(ctx, &apiv1.Get{{@R.Proto}}Request{Id: ids[0]})
	expectCode(t, "Get{{@R.Proto}} of a deleted row", err, codes.NotFound, "not found")
	_, err = client.Delete{{@R.Proto}}(ctx, &apiv1.Delete{{@R.Proto}}Request{Id: ids[0]})
	expectCode(t, "Delete{{@R.Proto}} of a deleted row", err, codes.NotFound, "not found")
	_, err = client.Update{{@R.Proto}}(ctx, &apiv1.Update{{@R.Proto}}Request{Id: ids[0], {{@R.protoInput}}: asMessage(t, new{{@R.Name}}Input(t, s), new(apiv1.{{@R.Proto}}Input))})
	expectCode(t, "Update{{@R.Proto}} of a deleted row", err, codes.NotFound, "not found")
	_, err = client.List{{@R.Protos}}(ctx, &apiv1.List{{@R.Protos}}Request{PageSize: -1})
	expectCode(t, "List{{@R.Protos}} with a negative page_size", err, codes.InvalidArgument, "page_size")
	_, err = client.List{{@R.Protos}}(ctx, &apiv1.List{{@R.Protos}}Request{PageToken: "not a token"})
	expectCode(t, "List{{@R.Protos}} with a page_token of no page", err, codes.InvalidArgument, "page_token")
	_, err = client.List{{@R.Protos}}(ctx, &apiv1.List{{@R.Protos}}Request{OrderBy: "no_such_field"})
	expectCode(t, "List{{@R.Protos}} ordered by no field", err, codes.InvalidArgument, "order_by")
}

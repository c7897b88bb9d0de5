package server

import (
	"net/http"
	"reflect"
	"testing"

	"{{@module}}/internal/{{@R.pkg}}"
)

// Test{{@R.Names}}OverGraphQL goes through the GraphQL door of the {{@R.labels}} as a client does:
// rows created, read through both doors, paged, replaced and deleted, and the refusals' codes.
func Test{{@R.Names}}OverGraphQL(t *testing.T) {
	s := resourcesServer(t)
	const fields = `{{@R.gqlFields}}`
	create := func(in {{@R.pkg}}.Input) graphQLAnswer {
		return callGraphQL(t, s, `mutation($input: {{@R.Gql}}Input!) { node: create{{@R.Gql}}(input: $input) { `+fields+` } }`, map[string]any{"input": schemaFields(t, in)})
	}
	update := func(id string, in {{@R.pkg}}.Input) graphQLAnswer {
		return callGraphQL(t, s, `mutation($id: ID!, $input: {{@R.Gql}}Input!) { node: update{{@R.Gql}}(id: $id, input: $input) { `+fields+` } }`, map[string]any{"id": id, "input": schemaFields(t, in)})
	}
	get := func(id string) graphQLAnswer {
		return callGraphQL(t, s, `query($id: ID!) { node: {{@R.gqlGet}}(id: $id) { `+fields+` } }`, map[string]any{"id": id})
	}
	remove := func(id string) graphQLAnswer {
		return callGraphQL(t, s, `mutation($id: ID!) { deleted: delete{{@R.Gql}}(id: $id) }`, map[string]any{"id": id})
	}
	list := func(variables map[string]any) graphQLAnswer {
		return callGraphQL(t, s, `query($first: Int, $after: String, $orderBy: String) { page: {{@R.gqlList}}(first: $first, after: $after, orderBy: $orderBy) { nodes { id } pageInfo { hasNextPage endCursor } } }`, variables)
	}

	var ids []string
	for range 3 {
		sent := new{{@R.Name}}Input(t, s)
		created := nodeOf(t, "create{{@R.Gql}}", create(sent), "node")
		id, _ := created["id"].(string)
		// The API reads the row the GraphQL door wrote, with the values sent, and the door answered it as the API does.
		var row {{@R.pkg}}.{{@R.Name}}
		if res := callResource(t, s, http.MethodGet, "/api/v1/{{@R.path}}/"+id, nil, &row); res.StatusCode != http.StatusOK {
			t.Fatalf("GET the row create{{@R.Gql}} made (id %q): %d", id, res.StatusCode)
		}
		if !sameInput(asFields(t, row), asFields(t, sent)) {
			t.Errorf("create{{@R.Gql}} kept %+v, sent %+v", row, sent)
		}
		if !sameNode(created, asFields(t, row)) {
			t.Errorf("create{{@R.Gql}} answered %v, the API %+v", created, row)
		}
		ids = append(ids, id)
	}

	page := nodeOf(t, "{{@R.gqlList}}(first: 2)", list(map[string]any{"first": 2, "orderBy": "id"}), "page")
	nodes, _ := page["nodes"].([]any)
	info, _ := page["pageInfo"].(map[string]any)
	if len(nodes) != 2 || nodes[0].(map[string]any)["id"] != ids[0] || info["hasNextPage"] != true {
		t.Fatalf("{{@R.gqlList}}(first: 2, orderBy: id) = %v; want the first 2 and a next page", page)
	}
	page = nodeOf(t, "{{@R.gqlList}} after the first page", list(map[string]any{"first": 2, "orderBy": "id", "after": info["endCursor"]}), "page")
	nodes, _ = page["nodes"].([]any)
	info, _ = page["pageInfo"].(map[string]any)
	if len(nodes) != 1 || nodes[0].(map[string]any)["id"] != ids[2] || info["hasNextPage"] != false {
		t.Fatalf("{{@R.gqlList}} of the next page = %v; want the last one and no next page", page)
	}

	replacement := new{{@R.Name}}Input(t, s)
	replaced := nodeOf(t, "update{{@R.Gql}}", update(ids[0], replacement), "node")
	if replaced["id"] != ids[0] {
		t.Fatalf("update{{@R.Gql}} answered %v, want the row %s", replaced, ids[0])
	}
	expectGraphQLError(t, "create{{@R.Gql}} with the unique values of another row", create(replacement), "CONFLICT", ""){{@R?hasUnique}}
	if got := nodeOf(t, "{{@R.gqlGet}} after update{{@R.Gql}}", get(ids[0]), "node"); !reflect.DeepEqual(got, replaced) {
		t.Fatalf("{{@R.gqlGet}} after update{{@R.Gql}} = %v, want %v", got, replaced)
	}
	if answer := remove(ids[0]); len(answer.Errors) > 0 || answer.Data["deleted"] != true {
		t.Fatalf("delete{{@R.Gql}} = %+v, want true", answer)
	}

	if answer := get(ids[0]); len(answer.Errors) > 0 || answer.Data["node"] != nil {
		t.Errorf("{{@R.gqlGet}} of a deleted row = %+v, want null", answer)
	}
	expectGraphQLError(t, "delete{{@R.Gql}} of a deleted row", remove(ids[0]), "NOT_FOUND", "not found")
	expectGraphQLError(t, "update{{@R.Gql}} of a deleted row", update(ids[0], new{{@R.Name}}Input(t, s)), "NOT_FOUND", "not found")
	expectGraphQLError(t, "{{@R.gqlGet}} of an id that is no integer", get("x"), "BAD_USER_INPUT", "id must be an integer")
	expectGraphQLError(t, "{{@R.gqlList}} of no rows", list(map[string]any{"first": 0}), "BAD_USER_INPUT", "first")
	expectGraphQLError(t, "{{@R.gqlList}} after no page", list(map[string]any{"after": "not a cursor"}), "BAD_USER_INPUT", "after")
	expectGraphQLError(t, "{{@R.gqlList}} ordered by no field", list(map[string]any{"orderBy": "noSuchField"}), "BAD_USER_INPUT", "orderBy")
}

// What sqlc reads and writes for a resource (lib/generator/sqlc.ts). The Go is held to sqlc's own
// output by running `sqlc diff` in generated projects (tests/go); these pin the layout rules that
// output follows.
import { describe, expect, it } from 'vitest';
import { mergeImports } from '../../../lib/generator/goimports';
import { SQLC_FIELD_TYPES as types } from '../../../lib/generator/fields';
import { sqlcModelsGo, sqlcName, sqlcQueryFile, sqlcQueryGo } from '../../../lib/generator/sqlc';
import type { Resource } from '../../../lib/resources/model';

const author: Resource = { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true, max: 120 }, { name: 'email', type: 'string', unique: true }] };
const owner: Resource = { name: 'owner', fields: [{ name: 'name', type: 'string', required: true }] };
const record: Resource = {
  name: 'loan_record',
  fields: [
    { name: 'born_on', type: 'date', required: true },
    { name: 'due_at', type: 'timestamp' },
    { name: 'extra', type: 'json' },
    { name: 'owner_id', type: 'reference', references: 'owner', required: true },
  ],
};

describe('sqlc', () => {
  it('names columns as sqlc does: id is its only initialism', () => {
    expect(sqlcName('owner_id')).toBe('OwnerID');
    expect(sqlcName('json_data')).toBe('JsonData');
    expect(sqlcName('born2')).toBe('Born2');
  });

  it('writes the queries with SELECT * and named parameters, and their constants as sqlc rewrites them', () => {
    const sql = sqlcQueryFile(types, author, 'postgresql');
    expect(sql).toContain("SELECT authors.* FROM authors, (SELECT sqlc.arg('list_sort')::text AS sort) AS list\n");
    expect(sql).toContain("WHERE (sqlc.narg('full_name')::VARCHAR(120) IS NULL OR authors.full_name = sqlc.narg('full_name'))\n");
    const go = sqlcQueryGo(types, author, 'postgresql');
    expect(go).toContain('SELECT authors.id, authors.full_name, authors.email, authors.created_at, authors.updated_at FROM authors, (SELECT $1::text AS sort) AS list\n');
    expect(go).toContain('LIMIT $5::bigint OFFSET $4::bigint\n');
    // MySQL writes ? for each use of a named parameter, and passes it as often.
    expect(sqlcQueryGo(types, author, 'mysql')).toContain('\t\targ.FullName,\n\t\targ.FullName,\n');
  });

  it('passes up to three arguments on the call line and more one per line', () => {
    const go = sqlcQueryGo(types, author, 'postgresql');
    expect(go).toContain('row := q.db.QueryRow(ctx, updateAuthor, arg.ID, arg.FullName, arg.Email)\n');
    expect(go).toContain('rows, err := q.db.Query(ctx, listAuthors,\n\t\targ.ListSort,\n');
  });

  it('gives a query of one parameter the value itself, not a struct', () => {
    const go = sqlcQueryGo(types, owner, 'sqlite');
    expect(go).toContain('func (q *Queries) CreateOwner(ctx context.Context, name string) (Owner, error) {\n');
    expect(go).not.toContain('CreateOwnerParams');
  });

  it('maps the field types per database as the sqlc.yaml overrides say, aligned as gofmt does', () => {
    expect(sqlcModelsGo(types, record, 'postgresql')).toContain(
      '\tBornOn    resource.Date `json:"born_on"`\n\tDueAt     *time.Time    `json:"due_at"`\n\tExtra     []byte        `json:"extra"`\n',
    );
    expect(sqlcModelsGo(types, record, 'mysql')).toContain('\tExtra     []byte        `json:"extra"`\n');
    expect(sqlcModelsGo(types, record, 'sqlite')).toContain('\tExtra     *string       `json:"extra"`\n');
  });

  it('keeps a generated block of one import as written', () => {
    const src = 'package q\n\nimport (\n\t"context"\n)\n';
    expect(mergeImports(src, [], 'demo', 'q.go', true)).toBe(src);
  });
});

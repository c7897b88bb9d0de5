// A model change as a PostgreSQL migration, applied to a real database (embedded PostgreSQL): the grown
// tables must equal those a project generated fresh from the new model creates, but for the order of
// columns, the rows already there must keep their values, and the down migration must give back the old
// tables.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProjectFiles } from '@/lib/generator/index';
import { postgresMigration } from '@/lib/generator/migrations';
import type { ResourceModel } from '@/lib/resources/model';
import { customEntry } from '../../go/matrix';

/** The first migration of a PostgreSQL project generated from `model`. */
function firstMigration(model: ResourceModel): string {
  const files = generateProjectFiles({ ...customEntry('chi:postgresql,migrations', model).spec, projectName: 'demo' });
  return files.find((f) => f.path === 'migrations/0001_create_resources.up.sql')!.content;
}

/** What the tables of a schema are, column order aside: columns, constraints, indexes, sequences. */
async function catalogue(db: PGlite, schema: string): Promise<unknown> {
  // On the search path, the definitions name the schema's tables and sequences unqualified.
  await db.exec(`SET search_path TO ${schema}`);
  const q = async (sql: string) => (await db.query(sql, [schema])).rows;
  return {
    columns: await q(
      `SELECT table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, column_name`,
    ),
    // Not the NOT NULL constraints PostgreSQL 18 catalogues under names of its own (is_nullable says them).
    constraints: await q(
      `SELECT t.relname AS table, c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.connamespace = $1::regnamespace AND c.contype <> 'n' ORDER BY 1, 2`,
    ),
    indexes: await q(`SELECT tablename, indexname, replace(indexdef, ' ON ' || $1 || '.', ' ON ') AS indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY 1, 2`),
    sequences: await q(`SELECT sequencename FROM pg_sequences WHERE schemaname = $1 ORDER BY 1`),
  };
}

/** Runs `sql` in a new schema of its own. */
async function inSchema(db: PGlite, schema: string, sql: string): Promise<void> {
  await db.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}; ${sql}`);
}

const bookshop: ResourceModel = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true, max: 200 },
      { name: 'isbn', type: 'string', unique: true },
      { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
      { name: 'author_id', type: 'reference', references: 'author', required: true },
    ],
  },
];

const grown = (edit: (m: ResourceModel) => void): ResourceModel => {
  const m = structuredClone(bookshop);
  edit(m);
  return m;
};

describe('model changes as PostgreSQL migrations', () => {
  // One embedded database (starting one takes seconds), a schema per database of the cases.
  let db: PGlite;
  let before: unknown;
  beforeAll(async () => {
    db = new PGlite();
    await inSchema(db, 'fresh_before', firstMigration(bookshop));
    before = await catalogue(db, 'fresh_before');
  });
  afterAll(() => db.close());

  const cases: [string, ResourceModel, string][] = [
    ['add an optional field', grown((m) => m[1].fields.push({ name: 'stock', type: 'integer' })), 'add_stock_to_book'],
    ['add a required field with a default', grown((m) => m[1].fields.push({ name: 'stock', type: 'integer', required: true, default: 0 })), 'add_stock_to_book'],
    [
      'add a resource referring to an existing one',
      grown((m) => m.push({ name: 'review', fields: [{ name: 'book_id', type: 'reference', references: 'book', required: true, on_delete: 'cascade' }, { name: 'rating', type: 'integer' }] })),
      'create_review',
    ],
    ['rename a field', grown((m) => Object.assign(m[1].fields[1], { name: 'isbn13', renamed_from: 'isbn' })), 'rename_isbn_of_book_to_isbn13'],
    ['rename a resource', grown((m) => Object.assign(m[0], { name: 'writer', renamed_from: 'author' }) && (m[1].fields[3].references = 'writer')), 'change_resources'],
    ['drop a field', grown((m) => m[1].fields.splice(1, 1)), 'drop_isbn_from_book'],
    ['change on_delete', grown((m) => (m[1].fields[3].on_delete = 'cascade')), 'change_author_id_of_book'],
    ['widen a string to a text and add an enum value', grown((m) => ((m[1].fields[0].type = 'text'), (m[1].fields[2].values = ['fiction', 'science', 'poetry']))), 'change_resources'],
  ];

  cases.forEach(([what, after, name], i) => {
    it(`${what}: the grown tables equal fresh ones, the rows stay, down gives the old tables back`, async () => {
      const migration = postgresMigration(bookshop, after)!;
      expect(migration.name).toBe(name);
      await inSchema(db, `grown_${i}`, firstMigration(bookshop));
      await db.exec(`INSERT INTO authors (full_name) VALUES ('Ursula');
        INSERT INTO books (title, isbn, genre, author_id) VALUES ('The Dispossessed', '978-0060512750', 'fiction', 1);`);
      await db.exec(migration.up);
      await inSchema(db, `fresh_${i}`, firstMigration(after));
      expect(await catalogue(db, `grown_${i}`)).toEqual(await catalogue(db, `fresh_${i}`));
      expect((await db.query<{ title: string }>(`SELECT title FROM grown_${i}.books`)).rows).toEqual([{ title: 'The Dispossessed' }]);

      await db.exec(`SET search_path TO grown_${i}; ${migration.down}`);
      expect(await catalogue(db, `grown_${i}`)).toEqual(before);
    });
  });

  it('has no migration for an unchanged model', () => {
    expect(postgresMigration(bookshop, structuredClone(bookshop))).toBeNull();
  });
});

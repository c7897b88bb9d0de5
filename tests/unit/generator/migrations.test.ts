// A model change as a migration, applied to real databases of each dialect (PostgreSQL embedded, the
// machine's MariaDB, SQLite compiled to WebAssembly): the grown tables must equal those a project
// generated fresh from the new model creates, but for the order of columns; the rows already there must
// keep their values; the down migration must give back the old tables.
import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import initSqlJs, { type Database } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProjectFiles } from '@/lib/generator/index';
import { migration } from '@/lib/generator/migrations';
import type { Dialect } from '@/lib/generator/sqlc';
import type { ResourceModel } from '@/lib/resources/model';
import { customEntry } from '../../go/matrix';

const FEATURE: Record<Dialect, string> = { postgresql: 'postgresql', mysql: 'mysql', sqlite: 'sqlite' };

/** The first migration of a project on `dialect` generated from `model`. */
function firstMigration(model: ResourceModel, dialect: Dialect): string {
  const files = generateProjectFiles({ ...customEntry(`chi:${FEATURE[dialect]},migrations`, model).spec, projectName: 'demo' });
  return files.find((f) => f.path === 'migrations/0001_create_resources.up.sql')!.content;
}

/** A database of one dialect: SQL run on it, its rows read, what its tables are (column order aside). */
interface Db {
  exec(sql: string): Promise<void>;
  /** The migration, as the project's migration runner applies it. */
  migrate(sql: string): Promise<void>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  catalogue(): Promise<unknown>;
}

/** PostgreSQL: one embedded database (starting one takes seconds), a schema per database. */
function postgres(): { open(name: string): Promise<Db>; close(): Promise<void> } {
  const db = new PGlite();
  return {
    async open(schema) {
      await db.exec(`CREATE SCHEMA ${schema}`);
      const on = async (sql: string) => void (await db.exec(`SET search_path TO ${schema}; ${sql}`));
      const q = async (sql: string) => {
        // On the search path, the definitions name the schema's tables and sequences unqualified.
        await db.exec(`SET search_path TO ${schema}`);
        return (await db.query<Record<string, unknown>>(sql.replaceAll('$schema', `'${schema}'`))).rows;
      };
      return {
        exec: on,
        migrate: on,
        rows: q,
        catalogue: async () => ({
          columns: await q(
            `SELECT table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
             FROM information_schema.columns WHERE table_schema = $schema ORDER BY table_name, column_name`,
          ),
          // Not the NOT NULL constraints PostgreSQL 18 catalogues under names of its own (is_nullable says them).
          constraints: await q(
            `SELECT t.relname AS table, c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
             WHERE c.connamespace = $schema::regnamespace AND c.contype <> 'n' ORDER BY 1, 2`,
          ),
          indexes: await q(`SELECT tablename, indexname, replace(indexdef, ' ON ' || $schema || '.', ' ON ') AS indexdef FROM pg_indexes WHERE schemaname = $schema ORDER BY 1, 2`),
          sequences: await q(`SELECT sequencename FROM pg_sequences WHERE schemaname = $schema ORDER BY 1`),
        }),
      };
    },
    close: () => db.close(),
  };
}

/** MySQL: the machine's MariaDB through its client, a database per database. */
function mysql(): { open(name: string): Promise<Db>; close(): Promise<void> } {
  const prefix = `gostarter_migrations_${process.pid}_`;
  const created: string[] = [];
  const run = (sql: string, database?: string) => {
    const r = spawnSync('mysql', ['-h', '127.0.0.1', '-u', 'root', '--batch', '--raw', ...(database ? [database] : [])], { input: sql, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`MariaDB refused:\n${sql}\n${r.stderr}`);
    const [head, ...lines] = r.stdout.split('\n').filter((l) => l !== '');
    const keys = head?.split('\t') ?? [];
    return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [keys[i], v])));
  };
  return {
    async open(name) {
      const database = prefix + name;
      run(`DROP DATABASE IF EXISTS ${database}; CREATE DATABASE ${database}`);
      created.push(database);
      const q = async (sql: string) => run(sql.replaceAll('$schema', `'${database}'`), database);
      return {
        exec: async (sql) => void run(sql, database),
        migrate: async (sql) => void run(sql, database),
        rows: q,
        catalogue: async () => ({
          tables: await q(`SELECT table_name, table_collation FROM information_schema.tables WHERE table_schema = $schema ORDER BY 1`),
          columns: await q(
            `SELECT table_name, column_name, column_type, is_nullable, column_default, extra FROM information_schema.columns WHERE table_schema = $schema ORDER BY 1, 2`,
          ),
          constraints: await q(
            `SELECT table_name, constraint_name, constraint_type FROM information_schema.table_constraints WHERE constraint_schema = $schema ORDER BY 1, 2`,
          ),
          checks: await q(`SELECT table_name, constraint_name, check_clause FROM information_schema.check_constraints WHERE constraint_schema = $schema ORDER BY 1, 2`),
          keys: await q(
            `SELECT table_name, index_name, non_unique, column_name FROM information_schema.statistics WHERE table_schema = $schema ORDER BY 1, 2, seq_in_index`,
          ),
          references: await q(
            `SELECT table_name, constraint_name, referenced_table_name, delete_rule FROM information_schema.referential_constraints WHERE constraint_schema = $schema ORDER BY 1, 2`,
          ),
        }),
      };
    },
    async close() {
      for (const d of created) run(`DROP DATABASE IF EXISTS ${d}`);
    },
  };
}

/** SQLite: a database in memory per database. */
async function sqlite(): Promise<{ open(name: string): Promise<Db>; close(): Promise<void> }> {
  const SQL = await initSqlJs();
  const opened: Database[] = [];
  return {
    async open() {
      const db = new SQL.Database();
      opened.push(db);
      db.exec('PRAGMA foreign_keys = ON');
      const q = async (sql: string) => {
        const [result] = db.exec(sql);
        return result ? result.values.map((row) => Object.fromEntries(row.map((v, i) => [result.columns[i], v]))) : [];
      };
      return {
        exec: async (sql) => void db.exec(sql),
        // As internal/migrate/sqlite.go applies one: foreign keys off around the transaction, checked before it commits.
        async migrate(sql) {
          db.exec(`PRAGMA foreign_keys = OFF; BEGIN; ${sql}`);
          const broken = await q('PRAGMA foreign_key_check');
          if (broken.length > 0) throw new Error(`foreign keys broken: ${JSON.stringify(broken)}`);
          db.exec('COMMIT; PRAGMA foreign_keys = ON');
        },
        rows: q,
        async catalogue() {
          const tables = (await q(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)) as { name: string; sql: string }[];
          const out: Record<string, unknown> = {};
          for (const { name, sql } of tables) {
            const indexes = (await q(`PRAGMA index_list(${name})`)) as { name: string; unique: number }[];
            out[name] = {
              columns: await q(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${name}') ORDER BY name`),
              indexes: await Promise.all(indexes.sort((a, b) => a.name.localeCompare(b.name)).map(async (i) => ({ ...i, columns: await q(`PRAGMA index_info(${i.name})`) }))),
              references: await q(`SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list('${name}') ORDER BY "from"`),
              // Named constraints are in the table's SQL only.
              constraints: [...sql.matchAll(/CONSTRAINT (\w+) (UNIQUE|CHECK \(.*?\)\)|REFERENCES "?\w+"? \(id\) ON DELETE [A-Z ]+?)(?=,| CONSTRAINT|\n)/g)].map((m) => `${m[1]} ${m[2].replace(/"/g, '')}`).sort(),
            };
          }
          return out;
        },
      };
    },
    async close() {
      opened.forEach((db) => db.close());
    },
  };
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

/** Each change, its migration's name, and what the rows already there hold after it. */
const CASES: { what: string; after: ResourceModel; name: string; rows: string; want: Record<string, unknown>[] }[] = [
  { what: 'add an optional field', after: grown((m) => m[1].fields.push({ name: 'stock', type: 'integer' })), name: 'add_stock_to_book', rows: 'SELECT title, stock FROM books', want: [{ title: 'The Dispossessed', stock: null }] },
  {
    // The rows already there read the default, as a body leaving the field out (and a document of MongoDB or Badger) would.
    what: 'add an optional field with a default',
    after: grown((m) => m[1].fields.push({ name: 'format', type: 'string', default: "paper's" })),
    name: 'add_format_to_book',
    rows: 'SELECT title, format FROM books',
    want: [{ title: 'The Dispossessed', format: "paper's" }],
  },
  {
    what: 'add a required field with a default',
    after: grown((m) => m[1].fields.push({ name: 'stock', type: 'integer', required: true, default: 3 })),
    name: 'add_stock_to_book',
    rows: 'SELECT title, stock FROM books',
    want: [{ title: 'The Dispossessed', stock: 3 }],
  },
  {
    what: 'add a resource referring to an existing one',
    after: grown((m) => m.push({ name: 'review', fields: [{ name: 'book_id', type: 'reference', references: 'book', required: true, on_delete: 'cascade' }, { name: 'rating', type: 'integer' }] })),
    name: 'create_review',
    rows: 'SELECT title FROM books',
    want: [{ title: 'The Dispossessed' }],
  },
  {
    what: 'rename a field',
    after: grown((m) => Object.assign(m[1].fields[1], { name: 'isbn13', renamed_from: 'isbn' })),
    name: 'rename_isbn_of_book_to_isbn13',
    rows: 'SELECT isbn13 FROM books',
    want: [{ isbn13: '978-0060512750' }],
  },
  {
    what: 'rename a resource and the references to it',
    after: grown((m) => Object.assign(m[0], { name: 'writer', renamed_from: 'author' }) && (m[1].fields[3].references = 'writer')),
    name: 'change_resources',
    rows: 'SELECT full_name FROM writers',
    want: [{ full_name: 'Ursula' }],
  },
  { what: 'drop a field', after: grown((m) => m[1].fields.splice(1, 1)), name: 'drop_isbn_from_book', rows: 'SELECT title FROM books', want: [{ title: 'The Dispossessed' }] },
  { what: 'change on_delete', after: grown((m) => (m[1].fields[3].on_delete = 'cascade')), name: 'change_author_id_of_book', rows: 'SELECT author_id FROM books', want: [{ author_id: 1 }] },
  {
    what: 'widen a string to a text and add a value to an enum',
    after: grown((m) => ((m[1].fields[0].type = 'text'), (m[1].fields[2].values = ['fiction', 'science', 'poetry']))),
    name: 'change_book',
    rows: 'SELECT title, genre FROM books',
    want: [{ title: 'The Dispossessed', genre: 'fiction' }],
  },
  {
    what: 'make an optional field required with a default',
    after: grown((m) => Object.assign(m[1].fields[2], { required: true, default: 'science' })),
    name: 'change_genre_of_book',
    rows: 'SELECT genre FROM books ORDER BY id',
    want: [{ genre: 'fiction' }, { genre: 'science' }],
  },
];

/** Values as the three clients give them: MariaDB's client answers text. */
const asText = (rows: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null || v === 'NULL' ? null : String(v)])));

const DATABASES: [Dialect, () => Promise<{ open(name: string): Promise<Db>; close(): Promise<void> }>][] = [
  ['postgresql', async () => postgres()],
  ['mysql', async () => mysql()],
  ['sqlite', sqlite],
];

for (const [dialect, connect] of DATABASES) {
  describe(`model changes as ${dialect} migrations`, () => {
    let server: Awaited<ReturnType<typeof connect>>;
    let before: unknown;
    beforeAll(async () => {
      server = await connect();
      const fresh = await server.open('fresh_before');
      await fresh.exec(firstMigration(bookshop, dialect));
      before = await fresh.catalogue();
      // The catalogue says something: every table, column and named constraint of the model.
      for (const name of ['authors', 'books', 'full_name', 'isbn', 'books_isbn_key', 'books_genre_check', 'books_author_id_idx', 'books_author_id_fkey']) expect(JSON.stringify(before)).toContain(name);
    });
    afterAll(() => server.close());

    CASES.forEach(({ what, after, name, rows, want }, i) => {
      it(`${what}: the grown tables equal fresh ones, the rows stay, down gives the old tables back`, async () => {
        const m = migration(bookshop, after, dialect)!;
        expect(m.name).toBe(name);
        const db = await server.open(`grown_${i}`);
        await db.exec(firstMigration(bookshop, dialect));
        await db.exec(`INSERT INTO authors (full_name) VALUES ('Ursula');
          INSERT INTO books (title, isbn, genre, author_id) VALUES ('The Dispossessed', '978-0060512750', 'fiction', 1);
          INSERT INTO books (title, author_id) VALUES ('Always Coming Home', 1);
          INSERT INTO books (title, author_id) VALUES ('Withdrawn', 1);
          DELETE FROM books WHERE title = 'Withdrawn';`);
        await db.migrate(m.up);
        const fresh = await server.open(`fresh_${i}`);
        await fresh.exec(firstMigration(after, dialect));
        expect(await db.catalogue()).toEqual(await fresh.catalogue());
        expect(asText(await db.rows(rows.includes('ORDER BY') ? rows : `${rows} ORDER BY id LIMIT 1`))).toEqual(asText(want));
        // An id is never given twice: the next book is the fourth, the third having been deleted.
        const book = after.find((r) => r.fields.some((f) => f.name === 'title'))!;
        if (book.fields.every((f) => !f.required || f.name === 'title' || f.type === 'reference')) {
          await db.exec(`INSERT INTO books (title, ${book.fields.find((f) => f.type === 'reference')!.name}) VALUES ('Next', 1)`);
          expect(asText(await db.rows(`SELECT id FROM books WHERE title = 'Next'`))).toEqual([{ id: '4' }]);
          await db.exec(`DELETE FROM books WHERE title = 'Next'`);
        }

        await db.migrate(m.down);
        expect(await db.catalogue()).toEqual(before);
      });
    });
  });
}

describe('migration', () => {
  it('is null for an unchanged model', () => {
    expect(migration(bookshop, structuredClone(bookshop), 'postgresql')).toBeNull();
  });

  it('on SQLite, copies an integer widened to a decimal as the decimal text at its scale, exactly', async () => {
    const withStock = grown((m) => m[1].fields.push({ name: 'stock', type: 'integer' }));
    const widened = grown((m) => m[1].fields.push({ name: 'stock', type: 'decimal', precision: 30, scale: 2 }));
    const up = migration(withStock, widened, 'sqlite')!.up;
    expect(up).toContain(`CAST(stock AS TEXT) || '.00'`);
    // Past a float's 2^53 the digits stay; NULL stays NULL.
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    expect(db.exec(`SELECT CAST(9007199254740993 AS TEXT) || '.00', CAST(NULL AS TEXT) || '.00'`)[0].values[0]).toEqual(['9007199254740993.00', null]);
    db.close();
  });
});

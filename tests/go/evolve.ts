// Checks that a grown resource model migrates a live database without losing a row. For each SQL
// database (PostgreSQL, MySQL as the machine's MariaDB, SQLite) and each store (the database's own
// driver, GORM, sqlc): a small model (authors, and books that reference them) is generated into a git
// repository and committed, with a user's commit of their own on top (a new file, a line added to a
// generated file); it is built, `cmd/migrate up` creates its tables in a scratch database, and rows
// are created over HTTP. Then the model grows in six steps, each its own patch and its own migration
// (0003 ... 0008): an optional field added, a required one with a default, a resource referring to an
// existing one, a field renamed (renamed_from), a field dropped (allowDataLoss: refused without it), a
// reference's on_delete changed. At each step the patch from the previous generation to the next
// (diffProjects) is applied with `git apply -3` and committed, the tree must be the generation plus
// the user's changes, the project builds, `cmd/migrate up` applies exactly that step's migration, and
// the booted service answers every row created so far with its values as the change leaves them (a
// renamed field keeps its value, a new required one holds its default, a new optional one is null, a
// dropped one is gone), and passes the step's own checks: the new fields and resource over HTTP (a
// create leaving the new required field out gets its default; a review refers to a row of the first
// model and restricts deleting it), uniqueness and filters kept by a renamed field, restrict then
// cascade on deleting an author; and no id is given twice (a row deleted before a SQLite rebuild
// included). Last, `cmd/migrate down` must give back the catalogue of the step before, `up` again the
// grown one, the rows must still be there, and the grown database's catalogue must equal that of a
// fresh database migrated by a fresh generation of the final model (no history): tables, columns with
// their types, nullability and defaults, indexes, unique and check constraints, foreign keys with their
// ON DELETE. Columns are compared by name on PostgreSQL, where ADD COLUMN can only append, and in
// order on MySQL (the migrations place them with AFTER) and SQLite (tables are rebuilt).
//
//   npx tsx --conditions=react-server tests/go/evolve.ts          postgresql+sqlc, mysql+gorm, sqlite+driver (npm test)
//   npx tsx --conditions=react-server tests/go/evolve.ts --all    all nine (npm run test:go:evolve)
//   options: --keep (keep the repositories, binaries and databases), --jobs N (combinations side by
//   side; default: the machine's cores)
//
// PostgreSQL: GO_VERIFY_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); MySQL: the
// mysql client as root on GO_VERIFY_MYSQL_HOST/PORT (127.0.0.1:3306), as tests/go/verify.ts.
// react-server: lib/generation's modules carry the server-only marker, which throws under plain Node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import initSqlJs from 'sql.js';
import { toProjectSpec } from '../../lib/generation';
import { diffProjects, type ProjectFile } from '../../lib/generation/diff';
import { projectFiles } from '../../lib/generation/project-files';
import { historyAfter } from '../../lib/generation/request';
import type { ProjectSpec } from '../../lib/generator';
import type { Resource, ResourceField, ResourceModel } from '../../lib/resources/model';
import { resourceNames } from '../../lib/resources/names';
import { compareTrees, commitTree, git, mustGit, readTree, type Tree } from '../utils/git-tree';
import { run } from './command';
import { createRow, expectStatus, field, request, type ProbeContext } from './probes';
import { freePort } from './services';
import { SHORT_COMMAND_MS } from './timeouts';
import { boot, Databases, goEnv, MysqlDatabases, outcome, parseEnvExample } from './verify';

type Dialect = 'postgresql' | 'mysql' | 'sqlite';
type Store = 'driver' | 'gorm' | 'sqlc';

interface Combination {
  dialect: Dialect;
  store: Store;
  framework: string;
  representative: boolean;
}

/** Every dialect with every store; the frameworks vary, since the stores' code differs by framework too. */
const COMBINATIONS: Combination[] = [
  { dialect: 'postgresql', store: 'driver', framework: 'stdlib', representative: false },
  { dialect: 'postgresql', store: 'gorm', framework: 'echo', representative: false },
  { dialect: 'postgresql', store: 'sqlc', framework: 'chi', representative: true },
  { dialect: 'mysql', store: 'driver', framework: 'fiber', representative: false },
  { dialect: 'mysql', store: 'gorm', framework: 'gin', representative: true },
  { dialect: 'mysql', store: 'sqlc', framework: 'stdlib', representative: false },
  { dialect: 'sqlite', store: 'driver', framework: 'chi', representative: true },
  { dialect: 'sqlite', store: 'gorm', framework: 'fiber', representative: false },
  { dialect: 'sqlite', store: 'sqlc', framework: 'echo', representative: false },
];

const nameOf = (c: Combination) => `${c.dialect}+${c.store}`;

/** The features of a combination: migrations asked for from the first model on (a fresh one gets it only when asked). */
const featuresOf = (c: Combination) => [c.dialect, ...(c.store === 'driver' ? [] : [c.store]), 'migrations'];

const PROJECT_NAME = 'evolve';

/** The first model: authors, and books that reference them, with the fields the steps rename and drop. */
const V1: ResourceModel = [
  {
    name: 'author',
    fields: [
      { name: 'full_name', type: 'string', required: true, max: 120 },
      { name: 'email', type: 'string', unique: true },
    ],
  },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'author_id', type: 'reference', references: 'author', required: true },
      { name: 'isbn', type: 'string', unique: true },
      { name: 'blurb', type: 'text' },
    ],
  },
];

/** A row the service must answer: its values as the current model has them (null: none). */
interface Row {
  resource: string;
  id: number;
  location: string;
  values: Record<string, unknown>;
}

/** A booted service at one step, with the rows created so far. */
interface Session {
  ctx: ProbeContext;
  model: ResourceModel;
  rows: Row[];
  /** Rows the checks name. */
  named: Record<string, Row>;
  /** The highest id each resource has given, deleted rows' included: a new row's must be higher. */
  lastId: Map<string, number>;
}

interface Step {
  /** What the step changes, in the report. */
  what: string;
  /** The migration the step adds, as migrations/ names it. */
  migration: string;
  change: (model: ResourceModel) => void;
  allowDataLoss?: boolean;
  /** What the change does to a row already there, as the service answers it. */
  rows?: (row: Row) => void;
  /** Checks of the service once migrated, at this step. */
  check?: (s: Session) => Promise<void>;
}

const resourceOf = (model: ResourceModel, name: string): Resource => {
  const r = model.find((x) => x.name === name);
  if (!r) throw new Error(`no resource ${name} in the model`);
  return r;
};
const fieldOf = (r: Resource, name: string): ResourceField => {
  const f = r.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no field ${name} in ${r.name}`);
  return f;
};
const pathOf = (resource: string) => `/api/v1/${resourceNames(resource).path}`;

/** Keeps a row among those to check, once its id is checked: above every id its resource gave before, a deleted row's included. */
function keep(s: Session, resource: string, id: number, location: string, values: Record<string, unknown>, name?: string): Row {
  const last = s.lastId.get(resource) ?? 0;
  if (id <= last) throw new Error(`POST ${pathOf(resource)} gave id ${id}, which is not above ${last}, the last one given`);
  s.lastId.set(resource, id);
  const row: Row = { resource, id, location, values };
  s.rows.push(row);
  if (name) s.named[name] = row;
  return row;
}

/** Creates a row over HTTP (createRow checks the answer echoes `body`), and keeps it among those to check. */
async function create(s: Session, resource: string, body: Record<string, unknown>, name?: string): Promise<Row> {
  const r = resourceOf(s.model, resource);
  const created = await createRow(s.ctx, r, body);
  return keep(s, resource, created.id, created.location, Object.fromEntries(r.fields.map((f) => [f.name, body[f.name] ?? null])), name);
}

async function send(s: Session, method: string, p: string, body?: unknown) {
  return request(s.ctx, method, p, body);
}

/** Every row created so far answers its values; the answer has no field the model does not have. */
async function checkRows(s: Session): Promise<void> {
  for (const row of s.rows) {
    const got = await send(s, 'GET', row.location);
    expectStatus(`GET ${row.location}`, got, 200);
    const r = resourceOf(s.model, row.resource);
    for (const f of r.fields) {
      const want = row.values[f.name] ?? null;
      const value = field(got, f.name) ?? null;
      if (value !== want) throw new Error(`GET ${row.location}: ${f.name} is ${JSON.stringify(value)}, expected ${JSON.stringify(want)}: ${got.text.slice(0, 300)}`);
    }
    const known = new Set(['id', 'created_at', 'updated_at', ...r.fields.map((f) => f.name)]);
    const extra = Object.keys((got.body ?? {}) as object).filter((k) => !known.has(k));
    if (extra.length > 0) throw new Error(`GET ${row.location} answers ${extra.join(', ')}, which the model does not have: ${got.text.slice(0, 300)}`);
  }
}

/** The rows of the first model, created over HTTP: one author who leaves (deleted by the last step's cascade) and a book deleted at once (its id is never given again). */
async function seed(s: Session): Promise<void> {
  const ursula = await create(s, 'author', { full_name: 'Ursula K. Le Guin', email: 'ursula@example.com' }, 'ursula');
  const leaving = await create(s, 'author', { full_name: 'Leaving Author' }, 'leaving');
  await create(s, 'book', { title: 'The Dispossessed', author_id: ursula.id, isbn: '978-0060512750', blurb: 'An ambiguous utopia.' }, 'dispossessed');
  await create(s, 'book', { title: 'The Lathe of Heaven', author_id: ursula.id }, 'lathe');
  await create(s, 'book', { title: 'Forgotten', author_id: leaving.id, isbn: '978-0000000002', blurb: 'Out of print.' }, 'forgotten');
  const withdrawn = await create(s, 'book', { title: 'Withdrawn', author_id: ursula.id, isbn: '978-0000000003' });
  expectStatus(`DELETE ${withdrawn.location}`, await send(s, 'DELETE', withdrawn.location), 204);
  s.rows.splice(s.rows.indexOf(withdrawn), 1);
  // on_delete restrict, the default: an author with books stays (the last step makes it cascade).
  expectStatus(`DELETE ${leaving.location} (restrict)`, await send(s, 'DELETE', leaving.location), 409);
}

const STEPS: Step[] = [
  {
    what: 'add an optional field',
    migration: '0003_add_pages_to_book',
    change: (m) => resourceOf(m, 'book').fields.push({ name: 'pages', type: 'integer', min: 1 }),
    rows: (row) => void (row.resource === 'book' && (row.values.pages = null)),
    check: async (s) => void (await create(s, 'book', { title: 'Always Coming Home', author_id: s.named.ursula.id, isbn: '978-0520227354', pages: 525 })),
  },
  {
    what: 'add a required field with a default',
    migration: '0004_add_stock_to_book',
    change: (m) => resourceOf(m, 'book').fields.push({ name: 'stock', type: 'integer', required: true, default: 3 }),
    rows: (row) => void (row.resource === 'book' && (row.values.stock = 3)),
    check: async (s) => {
      await create(s, 'book', { title: 'The Word for World Is Forest', author_id: s.named.ursula.id, pages: 189, stock: 12 });
      // A create that leaves the field out gets its default, as the rows already there did.
      const books = pathOf('book');
      const body = { title: "Rocannon's World", author_id: s.named.ursula.id };
      const created = await send(s, 'POST', books, body);
      expectStatus(`POST ${books} without stock`, created, 201);
      if (field(created, 'stock') !== 3) throw new Error(`POST ${books} without stock: stock is ${JSON.stringify(field(created, 'stock'))}, expected its default 3`);
      const location = created.headers.get('location') ?? '';
      if (location !== `${books}/${field(created, 'id')}`) throw new Error(`POST ${books}: Location ${location} for id ${field(created, 'id')}`);
      keep(s, 'book', Number(field(created, 'id')), location, { isbn: null, blurb: null, pages: null, ...body, stock: 3 });
    },
  },
  {
    what: 'add a resource referring to an existing one',
    migration: '0005_create_review',
    change: (m) =>
      m.push({
        name: 'review',
        fields: [
          { name: 'book_id', type: 'reference', references: 'book', required: true },
          { name: 'rating', type: 'integer', required: true, min: 1, max: 5 },
        ],
      }),
    check: async (s) => {
      const old = s.named.dispossessed;
      await create(s, 'review', { book_id: old.id, rating: 5 });
      expectStatus('POST a review of no book', await send(s, 'POST', pathOf('review'), { book_id: 999999, rating: 4 }), 400);
      // The new table's reference restricts deleting the old row.
      expectStatus(`DELETE ${old.location}, which a review names`, await send(s, 'DELETE', old.location), 409);
    },
  },
  {
    what: 'rename a field',
    migration: '0006_rename_isbn_of_book_to_isbn13',
    change: (m) => Object.assign(fieldOf(resourceOf(m, 'book'), 'isbn'), { name: 'isbn13', renamed_from: 'isbn' }),
    rows: (row) => {
      if (row.resource !== 'book') return;
      row.values.isbn13 = row.values.isbn;
      delete row.values.isbn;
    },
    check: async (s) => {
      const isbn = s.named.dispossessed.values.isbn13;
      const books = pathOf('book');
      // The unique constraint went with the column.
      const clash = await send(s, 'POST', books, { title: 'A copy', author_id: s.named.ursula.id, isbn13: isbn, stock: 1 });
      expectStatus(`POST ${books} with the isbn13 of ${s.named.dispossessed.location}`, clash, 409);
      const found = await send(s, 'GET', `${books}?isbn13=${encodeURIComponent(String(isbn))}`);
      expectStatus(`GET ${books}?isbn13=${isbn}`, found, 200);
      const ids = ((field(found, 'books') as { id: number }[] | undefined) ?? []).map((b) => b.id);
      if (ids.join() !== String(s.named.dispossessed.id)) throw new Error(`GET ${books}?isbn13=${isbn}: ids ${ids.join(', ')}, expected ${s.named.dispossessed.id}`);
    },
  },
  {
    what: 'drop a field (allowDataLoss)',
    migration: '0007_drop_blurb_from_book',
    change: (m) => {
      const book = resourceOf(m, 'book');
      book.fields = book.fields.filter((f) => f.name !== 'blurb');
    },
    allowDataLoss: true,
    rows: (row) => void delete row.values.blurb,
  },
  {
    what: 'change on_delete of a reference',
    migration: '0008_change_author_id_of_book',
    change: (m) => (fieldOf(resourceOf(m, 'book'), 'author_id').on_delete = 'cascade'),
    check: async (s) => {
      const { leaving, forgotten } = s.named;
      expectStatus(`DELETE ${leaving.location} (cascade)`, await send(s, 'DELETE', leaving.location), 204);
      expectStatus(`GET ${forgotten.location}, its book`, await send(s, 'GET', forgotten.location), 404);
      s.rows = s.rows.filter((r) => r !== leaving && r !== forgotten);
    },
  },
];

/** A scratch database of the combination's dialect: the service's variables, its catalogue, and its removal. */
interface Scratch {
  env: Record<string, string>;
  catalogue: () => Promise<string[]>;
  drop: () => Promise<void>;
}

interface Servers {
  pg: Databases;
  mysql: MysqlDatabases;
  /** Where the repositories, binaries and SQLite files go. */
  work: string;
  /** Keep them, and the databases. */
  keep: boolean;
}

let sqliteFiles = 0;

async function scratch(dialect: Dialect, servers: Servers): Promise<Scratch> {
  if (dialect === 'postgresql') {
    const db = await servers.pg.create();
    return { env: { DATABASE_URL: db.url }, catalogue: () => pgCatalogue(db.url), drop: db.drop };
  }
  if (dialect === 'mysql') {
    const db = await servers.mysql.create();
    return { env: { MYSQL_DSN: db.dsn }, catalogue: () => mysqlCatalogue(db.dsn), drop: db.drop };
  }
  const file = path.join(servers.work, `sqlite-${++sqliteFiles}.db`);
  return { env: { SQLITE_PATH: file }, catalogue: () => sqliteCatalogue(file), drop: async () => fs.rmSync(file, { force: true }) };
}

/** A catalogue as lines, one per column, index or constraint, sorted: two are compared line by line. */
const lines = (kind: string, rows: readonly Record<string, unknown>[]) => rows.map((r) => `${kind} ${JSON.stringify(r)}`);

/** PostgreSQL's catalogue of the public schema; columns without their position (ADD COLUMN appends). */
async function pgCatalogue(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const q = async (text: string) => [...(await sql.unsafe(text))] as Record<string, unknown>[];
    return [
      ...lines('table', await q(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)),
      ...lines(
        'column',
        await q(
          `SELECT table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
           FROM information_schema.columns WHERE table_schema = 'public'`,
        ),
      ),
      // Not the NOT NULL constraints PostgreSQL 18 catalogues under names of its own (is_nullable says them).
      ...lines(
        'constraint',
        await q(`SELECT t.relname AS table, c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid WHERE c.connamespace = 'public'::regnamespace AND c.contype <> 'n'`),
      ),
      ...lines('index', await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`)),
      ...lines('sequence', await q(`SELECT sequencename FROM pg_sequences WHERE schemaname = 'public'`)),
    ].sort();
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** MariaDB's catalogue of the database, through its client; columns with their position. */
async function mysqlCatalogue(dsn: string): Promise<string[]> {
  const u = new URL(dsn);
  const database = u.pathname.slice(1);
  const q = async (text: string) => {
    const r = await run('mysql', ['-h', u.hostname, '-P', u.port, '-u', 'root', '--batch', '--raw', '-e', text.replaceAll('$schema', `'${database}'`), database], { timeoutMs: SHORT_COMMAND_MS });
    if (r.code !== 0) throw new Error(`MariaDB refused ${text}: ${r.output}`);
    const [head, ...rest] = r.stdout.split('\n').filter((l) => l !== '');
    const keys = head?.split('\t') ?? [];
    return rest.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [keys[i], v])));
  };
  return [
    ...lines('table', await q(`SELECT table_name, engine, table_collation FROM information_schema.tables WHERE table_schema = $schema`)),
    ...lines('column', await q(`SELECT table_name, ordinal_position, column_name, column_type, collation_name, is_nullable, column_default, extra FROM information_schema.columns WHERE table_schema = $schema`)),
    ...lines('constraint', await q(`SELECT table_name, constraint_name, constraint_type FROM information_schema.table_constraints WHERE constraint_schema = $schema`)),
    ...lines('check', await q(`SELECT table_name, constraint_name, check_clause FROM information_schema.check_constraints WHERE constraint_schema = $schema`)),
    ...lines('index', await q(`SELECT table_name, index_name, non_unique, seq_in_index, column_name FROM information_schema.statistics WHERE table_schema = $schema`)),
    ...lines('foreign key', await q(`SELECT table_name, constraint_name, referenced_table_name, update_rule, delete_rule FROM information_schema.referential_constraints WHERE constraint_schema = $schema`)),
  ].sort();
}

/** SQLite's catalogue of the file (read from a copy in memory); columns with their position. */
async function sqliteCatalogue(file: string): Promise<string[]> {
  // In WAL mode, pages a connection did not checkpoint on closing are in the -wal file, which sql.js does not read.
  const wal = `${file}-wal`;
  if (fs.existsSync(wal) && fs.statSync(wal).size > 0) throw new Error(`${wal} holds pages the database file does not (a connection was not closed): the catalogue cannot be read`);
  const SQL = await initSqlJs();
  const db = new SQL.Database(fs.readFileSync(file));
  try {
    const q = (text: string) => {
      const [result] = db.exec(text);
      return result ? result.values.map((row) => Object.fromEntries(row.map((v, i) => [result.columns[i], v]))) : [];
    };
    const out: string[] = [];
    for (const { name, sql } of q(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`) as { name: string; sql: string }[]) {
      out.push(`table ${name}`);
      out.push(...lines(`column of ${name}`, q(`SELECT cid, name, type, "notnull", dflt_value, pk FROM pragma_table_info('${name}')`)));
      for (const index of q(`SELECT name, "unique", origin, partial FROM pragma_index_list('${name}')`)) {
        const columns = q(`SELECT seqno, name FROM pragma_index_info('${String(index.name)}')`).map((c) => c.name);
        out.push(`index of ${name} ${JSON.stringify({ ...index, columns })}`);
      }
      out.push(...lines(`foreign key of ${name}`, q(`SELECT "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list('${name}')`)));
      // Named constraints are in the table's SQL only (a rebuilt table's names its references quoted).
      for (const m of sql.replace(/"/g, '').matchAll(/CONSTRAINT (\w+) (UNIQUE|CHECK \(.*?\)\)|REFERENCES \w+ \(id\) ON DELETE [A-Z ]+?)(?=,| CONSTRAINT|\n)/g)) out.push(`constraint of ${name} ${m[1]} ${m[2]}`);
    }
    return out.sort();
  } finally {
    db.close();
  }
}

/** What two catalogues differ in, for a failure message; empty when they are equal. */
function catalogueDiff(actual: string[], expected: string[], actualName: string, expectedName: string): string[] {
  const onlyIn = (a: string[], b: string[]) => {
    const left = [...b];
    return a.filter((l) => {
      const i = left.indexOf(l);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
  };
  return [...onlyIn(actual, expected).map((l) => `only in ${actualName}: ${l}`), ...onlyIn(expected, actual).map((l) => `only in ${expectedName}: ${l}`)];
}

const treeOf = (files: readonly ProjectFile[]): Tree => new Map(files.map((f) => [f.path, { bytes: Buffer.from(f.content), executable: (f.mode & 0o111) !== 0 }]));

/** The user's own changes, committed over the first generation: a file of theirs, and a line added to a generated file no step changes. */
const USER_FILE = 'USER_NOTES.md';
const USER_NOTES = 'Our own notes, kept across regenerations.\n';
const USER_EDITED = 'internal/health/health.go';
const userEdit = (text: string) => `${text}\n// Our own line, kept across regenerations.\n`;

/** The tree the repository must hold: `files` with the user's changes. */
function expectedTree(files: readonly ProjectFile[]): Tree {
  const tree = treeOf(files);
  const edited = tree.get(USER_EDITED);
  if (!edited) throw new Error(`the project has no ${USER_EDITED} for the user to edit`);
  tree.set(USER_EDITED, { ...edited, bytes: Buffer.from(userEdit(edited.bytes.toString('utf8'))) });
  tree.set(USER_FILE, { bytes: Buffer.from(USER_NOTES), executable: false });
  return tree;
}

function specOf(c: Combination, resources: ResourceModel, modelHistory?: ResourceModel[], allowDataLoss?: boolean): ProjectSpec {
  return toProjectSpec({ projectName: PROJECT_NAME, framework: c.framework, features: featuresOf(c), resources, modelHistory, allowDataLoss }).spec;
}

/** The migrations `cmd/migrate up` says it applied, as `NNNN_name`, from its log on stderr. */
const appliedOf = (output: string) => [...output.matchAll(/msg="migration applied" version=(\d+) name=(\w+)/g)].map((m) => `${m[1].padStart(4, '0')}_${m[2]}`);

/** One combination: the first model, the steps, down and up, and the fresh comparison; logs each as it passes, rejects with what failed. */
async function evolve(c: Combination, servers: Servers, log: (line: string) => void): Promise<void> {
  const name = nameOf(c);
  const dir = path.join(servers.work, name);
  const bin = path.join(servers.work, `${name}.bin`);
  const databases: Scratch[] = [];
  /** What is under way, for a failure's message. */
  let stage = 'the first model';
  let t = performance.now();
  const done = (what: string) => {
    log(`     ${name}: ${what} (${((performance.now() - t) / 1000).toFixed(1)}s)`);
    t = performance.now();
  };
  try {
    const db = await scratch(c.dialect, servers);
    databases.push(db);
    const env = () => {
      const example = parseEnvExample(fs.readFileSync(path.join(dir, '.env.example'), 'utf8'));
      // The migrations are this check's to run (cmd/migrate); a service started on a pending one refuses to serve.
      return { ...goEnv(Object.keys(example)), ...example, ...db.env, MIGRATE_ON_START: 'false', RATE_LIMIT_REQUESTS: '0' };
    };
    const build = async (target = './...', out = bin, cwd = dir) => {
      const r = await run('go', ['build', '-o', `${out}/`, target], { cwd, env: goEnv([]) });
      if (r.code !== 0) throw new Error(`go build ${target} failed:\n${r.output}`);
    };
    const migrate = async (command: 'up' | 'down' | 'status', binary = path.join(bin, 'migrate'), cwd = dir, vars = env()) => {
      const r = await run(binary, [command], { cwd, env: vars, timeoutMs: SHORT_COMMAND_MS });
      if (r.code !== 0) throw new Error(`migrate ${command} failed:\n${r.output}`);
      return r;
    };
    const expectApplied = async (want: string[]) => {
      const got = appliedOf((await migrate('up')).output);
      if (got.join() !== want.join()) throw new Error(`migrate up applied ${got.join(', ') || 'nothing'}, expected ${want.join(', ')}`);
    };
    let model = structuredClone(V1);
    const session: Session = { ctx: { base: '', env: process.env, features: new Set() }, model, rows: [], named: {}, lastId: new Map() };
    /** Boots the built service and runs `check` on it, then stops it (it must stop cleanly). */
    const serve = async (check: () => Promise<void>) => {
      const vars = { ...env(), PORT: String(await freePort()) };
      session.ctx = { base: `http://127.0.0.1:${vars.PORT}`, env: vars, features: new Set(featuresOf(c)), resources: session.model };
      const booted = await boot(dir, path.join(bin, 'server'), vars, () => outcome(check));
      if (booted.probes && booted.probes.code !== 0) throw new Error(booted.probes.output);
      if (booted.boot.code !== 0) throw new Error(`the service: ${booted.boot.output}`);
    };

    // The first model, committed, with the user's own commit on top.
    let spec = specOf(c, model);
    let files = await projectFiles(spec);
    commitTree(dir, treeOf(files));
    fs.writeFileSync(path.join(dir, USER_FILE), USER_NOTES);
    fs.writeFileSync(path.join(dir, USER_EDITED), userEdit(fs.readFileSync(path.join(dir, USER_EDITED), 'utf8')));
    mustGit(dir, ['add', '-A']);
    mustGit(dir, ['commit', '-q', '-m', 'our own changes']);
    await build();
    await expectApplied(['0001_create_resources']);
    await serve(() => seed(session));
    done(`v1 (${c.framework}): built, migrated, ${session.rows.length} rows created over HTTP`);

    let before: string[] = [];
    for (const [i, step] of STEPS.entries()) {
      stage = `${step.migration} (${step.what})`;
      const next = structuredClone(model);
      step.change(next);
      const history = historyAfter(spec, next);
      if (step.allowDataLoss) {
        // Refused unless the request accepts the loss.
        const refusal = (() => {
          try {
            specOf(c, next, history);
            return 'nothing';
          } catch (err) {
            return JSON.stringify((err as { details?: unknown }).details ?? String(err));
          }
        })();
        if (!refusal.includes('"DATA_LOSS"')) throw new Error(`${step.what}: without allowDataLoss the request is not refused with DATA_LOSS: ${refusal}`);
      }
      const nextSpec = specOf(c, next, history, step.allowDataLoss);
      const nextFiles = await projectFiles(nextSpec);
      const added = nextFiles.filter((f) => f.path.startsWith('migrations/') && !files.some((g) => g.path === f.path)).map((f) => f.path);
      const want = [`migrations/${step.migration}.down.sql`, `migrations/${step.migration}.up.sql`];
      if (added.sort().join() !== want.join()) throw new Error(`${step.what}: the generation adds ${added.join(', ') || 'no migration'}, expected ${want.join(', ')}`);
      const { patch } = diffProjects(files, nextFiles);
      const applied = git(dir, ['apply', '-3'], patch);
      if (applied.code !== 0) throw new Error(`${step.what}: git apply -3 failed:\n${applied.output}`);
      const problems = compareTrees(readTree(dir), expectedTree(nextFiles));
      if (problems.length > 0) throw new Error(`${step.what}: after git apply -3, the repository is not the generation with the user's changes:\n${problems.join('\n')}`);
      mustGit(dir, ['add', '-A']);
      mustGit(dir, ['commit', '-q', '-m', step.what]);
      await build();
      if (i === STEPS.length - 1) before = await db.catalogue();
      await expectApplied([step.migration]);
      // The comparison after down sees what the last step changes (its ON DELETE), or it would prove nothing.
      if (i === STEPS.length - 1 && catalogueDiff(await db.catalogue(), before, '', '').length === 0) throw new Error(`${step.migration} changes nothing the catalogue shows`);
      [model, spec, files] = [next, nextSpec, nextFiles];
      session.model = model;
      for (const row of session.rows) step.rows?.(row);
      await serve(async () => {
        await checkRows(session);
        await step.check?.(session);
      });
      done(`${step.migration} (${step.what}): patch applied with -3, built, migrated, rows kept${step.check ? ', step checked' : ''}`);
    }

    // One step down gives back the previous step's catalogue; up again, the service answers the same rows.
    stage = 'migrate down and up';
    const grown = await db.catalogue();
    const reverted = await migrate('down');
    if (!new RegExp(`msg="migration reverted" version=${Number(STEPS.at(-1)!.migration.slice(0, 4))} `).test(reverted.output)) throw new Error(`migrate down did not revert ${STEPS.at(-1)!.migration}:\n${reverted.output}`);
    const afterDown = catalogueDiff(await db.catalogue(), before, 'the database after down', 'the database before the last step');
    if (afterDown.length > 0) throw new Error(`migrate down did not give back the previous catalogue:\n${afterDown.join('\n')}`);
    const status = (await migrate('status')).stdout;
    if (!status.includes(`${STEPS.at(-1)!.migration}\tpending`)) throw new Error(`migrate status after down:\n${status}`);
    await expectApplied([STEPS.at(-1)!.migration]);
    const afterUp = catalogueDiff(await db.catalogue(), grown, 'the database after down and up', 'the grown database');
    if (afterUp.length > 0) throw new Error(`migrate down then up did not give back the grown catalogue:\n${afterUp.join('\n')}`);
    await serve(() => checkRows(session));
    done(`migrate down (${STEPS.at(-1)!.migration}: the previous catalogue) and up again, rows kept`);

    // A fresh generation of the final model, no history, migrated on a fresh database.
    stage = 'the comparison with a fresh generation';
    const fresh = await scratch(c.dialect, servers);
    databases.push(fresh);
    const freshDir = `${dir}-fresh`;
    const freshFiles = await projectFiles(specOf(c, model));
    commitTree(freshDir, treeOf(freshFiles));
    const freshMigrations = freshFiles.filter((f) => f.path.startsWith('migrations/') && f.path.endsWith('.sql')).map((f) => path.basename(f.path));
    if (freshMigrations.some((f) => !f.startsWith('0001_'))) throw new Error(`the fresh generation has migrations besides the first: ${freshMigrations.join(', ')}`);
    await build('./cmd/migrate', `${bin}-fresh`, freshDir);
    const freshEnv = { ...env(), ...fresh.env };
    const freshUp = await migrate('up', path.join(`${bin}-fresh`, 'migrate'), freshDir, freshEnv);
    if (appliedOf(freshUp.output).join() !== '0001_create_resources') throw new Error(`the fresh project's migrate up:\n${freshUp.output}`);
    const differences = catalogueDiff(grown, await fresh.catalogue(), 'the grown database', 'the fresh one');
    if (differences.length > 0) throw new Error(`the grown database's catalogue differs from a fresh one's:\n${differences.join('\n')}`);
    done(`catalogue equal to a fresh generation's (${grown.length} entries${c.dialect === 'postgresql' ? ', columns by name' : ', columns in order'})`);
  } catch (err) {
    throw new Error(`${stage}: ${err instanceof Error ? err.message : String(err)}`.trim());
  } finally {
    if (!servers.keep) for (const d of databases) await d.drop().catch(() => {});
  }
}

async function main() {
  const args = process.argv.slice(2);
  let all = false;
  let keep = false;
  let jobs = os.availableParallelism();
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--all') all = true;
    else if (args[i] === '--keep') keep = true;
    else if (args[i] === '--jobs' && Number(args[i + 1]) > 0) jobs = Number(args[++i]);
    else {
      console.error(`unknown argument ${args[i]}\nusage: npx tsx --conditions=react-server tests/go/evolve.ts [--all] [--keep] [--jobs N]`);
      process.exit(2);
    }
  }
  const selected = COMBINATIONS.filter((c) => all || c.representative);
  const servers: Servers = {
    pg: new Databases(process.env.GO_VERIFY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable'),
    mysql: new MysqlDatabases(),
    work: fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-evolve-')),
    keep,
  };
  console.log(`growing a model on ${selected.length} combinations (${jobs} side by side): ${STEPS.length} steps each, then down, up, and a fresh comparison`);
  const started = performance.now();
  const results: { name: string; seconds: number; error?: string }[] = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.min(jobs, selected.length) }, async () => {
        while (next < selected.length) {
          const c = selected[next++];
          const t = performance.now();
          try {
            await evolve(c, servers, (line) => console.log(line));
            results.push({ name: nameOf(c), seconds: (performance.now() - t) / 1000 });
            console.log(`ok   ${nameOf(c)} (${c.framework}, ${((performance.now() - t) / 1000).toFixed(1)}s)`);
          } catch (err) {
            const error = (err as Error).message;
            results.push({ name: nameOf(c), seconds: (performance.now() - t) / 1000, error });
            console.log(`FAIL ${nameOf(c)} (${c.framework}, ${((performance.now() - t) / 1000).toFixed(1)}s): ${error.split('\n').slice(0, 60).join('\n     ')}`);
          }
        }
      }),
    );
  } finally {
    await servers.pg.close();
    if (keep) console.log(`repositories, binaries and databases kept in ${servers.work}`);
    else fs.rmSync(servers.work, { recursive: true, force: true });
  }
  const failed = results.filter((r) => r.error);
  console.log(`\n${results.length - failed.length}/${results.length} combinations grew without losing a row in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  for (const r of failed) console.log(`  FAIL ${r.name}`);
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

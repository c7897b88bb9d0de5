import { describe, expect, it } from 'vitest';
import { importCreateTables, MAX_SQL_LENGTH } from '@/lib/resources/sql-import';

describe('CREATE TABLE import: the model the tables join', () => {
  it('keeps a reference to a resource already in the model, without a note', async () => {
    const model = [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }] }];
    const r = await importCreateTables('CREATE TABLE reviews (id serial PRIMARY KEY, book_id integer NOT NULL REFERENCES books (id));', 'postgresql', model);
    expect(r).toEqual({
      ok: true,
      notes: [],
      resources: [{ name: 'review', fields: [{ name: 'book_id', type: 'reference', required: true, references: 'book' }] }],
    });
  });
});

describe('CREATE TABLE import: CHECK constraints', () => {
  it('carries BETWEEN, >=, >, <=, < as min and max, on a value or a length', async () => {
    const r = await importCreateTables(
      `CREATE TABLE reviews (
         id serial PRIMARY KEY,
         rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
         votes integer CHECK (votes >= 0),
         stars integer,
         score double precision CHECK (score >= 0 AND score <= 10),
         title varchar(200) CHECK (char_length(title) > 2),
         body text,
         CONSTRAINT stars_range CHECK (stars > 0 AND 6 > stars),
         CHECK (length(body) <= 5000)
       );`,
      'postgresql',
    );
    expect(r).toEqual({
      ok: true,
      notes: [],
      resources: [
        {
          name: 'review',
          fields: [
            { name: 'rating', type: 'integer', required: true, min: 1, max: 5 },
            { name: 'votes', type: 'integer', min: 0 },
            { name: 'stars', type: 'integer', min: 1, max: 5 },
            { name: 'score', type: 'number', min: 0, max: 10 },
            { name: 'title', type: 'string', min: 3, max: 200 },
            { name: 'body', type: 'text', max: 5000 },
          ],
        },
      ],
    });
  });

  it('carries IN (...) as an enum, in MySQL and SQLite too', async () => {
    for (const dialect of ['mysql', 'sqlite'] as const) {
      const r = await importCreateTables(
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, status VARCHAR(10) NOT NULL CHECK (status IN ('open', 'paid')), qty INT CHECK (qty BETWEEN 1 AND 99));",
        dialect,
      );
      expect(r).toEqual({
        ok: true,
        notes: [],
        resources: [
          {
            name: 'order',
            fields: [
              { name: 'status', type: 'enum', required: true, values: ['open', 'paid'] },
              { name: 'qty', type: 'integer', min: 1, max: 99 },
            ],
          },
        ],
      });
    }
  });

  it('names each CHECK, or part of one, that the model cannot say', async () => {
    const r = await importCreateTables(
      `CREATE TABLE loans (
         id serial PRIMARY KEY,
         starts date NOT NULL,
         ends date,
         fee real CHECK (fee > 0),
         days integer,
         CONSTRAINT loan_period CHECK (ends > starts AND days >= 1),
         CHECK (days NOT IN (0, 13))
       );`,
      'postgresql',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.resources[0].fields).toEqual([
      { name: 'starts', type: 'date', required: true },
      { name: 'ends', type: 'date' },
      { name: 'fee', type: 'number' },
      { name: 'days', type: 'integer', min: 1 },
    ]);
    expect(r.notes).toEqual([
      'loans: CHECK (fee > 0) was left out: the bounds of a number field are inclusive.',
      'loans: CHECK loan_period (ends > starts) was left out: the model has no rule like it.',
      'loans: CHECK (days NOT IN (0, 13)) was left out: the model has no rule like it.',
    ]);
  });
});

describe('CREATE TABLE import: input the parser would take long over', () => {
  const tables = (n: number) =>
    Array.from({ length: n }, (_, t) => `CREATE TABLE table_${t}s (\n  id integer PRIMARY KEY,\n  name varchar(120) NOT NULL\n);\n`).join('');

  it('refuses a paste over the limit, saying its size and the limit', async () => {
    const sql = tables(1) + '/* old tables\n' + tables(3000);
    expect(sql.length).toBeGreaterThan(MAX_SQL_LENGTH);
    const r = await importCreateTables(sql, 'postgresql');
    expect(r).toEqual({
      ok: false,
      error: `The statements are ${Math.ceil(sql.length / 1000)} KB long; the import reads 100 KB at most. Paste the CREATE TABLE statements alone, or a few tables at a time.`,
    });
  });

  it('refuses a comment or a quote never closed, naming where it opens', async () => {
    const sql = tables(2) + 'CREATE TABLE notes (id integer PRIMARY KEY, body text DEFAULT \'it\'\'s /* not a comment\');\n/* old tables\n' + tables(500);
    for (const dialect of ['postgresql', 'mysql', 'sqlite'] as const) {
      expect(await importCreateTables(sql, dialect)).toEqual({ ok: false, error: 'The statements could not be read: a comment opened at line 10, column 1 is not closed.' });
    }
    expect(await importCreateTables(`${tables(1)}CREATE TABLE "notes (id integer);\n${tables(50)}`, 'sqlite')).toEqual({
      ok: false,
      error: 'The statements could not be read: a quoted name opened at line 5, column 14 is not closed.',
    });
  });

  it('still reads comments and quotes that are closed, nested comments in PostgreSQL', async () => {
    const r = await importCreateTables(
      "-- a /* in a line comment\nCREATE TABLE notes (id integer PRIMARY KEY, /* a /* nested */ comment */ body text DEFAULT 'a \\' /* b', \"c*/d\" text);",
      'postgresql',
    );
    expect(r).toEqual({
      ok: true,
      notes: [`notes.body: DEFAULT 'a \\' /* b' was left out: a field's default is set in gostarter.json (its "default").`],
      resources: [{ name: 'note', fields: [{ name: 'body', type: 'text' }, { name: 'c_d', type: 'text' }] }],
    });
  });
});

describe('CREATE TABLE import: DEFAULT clauses', () => {
  it('lists every DEFAULT it leaves out, in the SQL written, and says nothing of DEFAULT NULL', async () => {
    const r = await importCreateTables(
      `CREATE TABLE reviews (
         id serial PRIMARY KEY,
         rating integer NOT NULL DEFAULT 3,
         body text DEFAULT 'none',
         published boolean DEFAULT true,
         reviewed_at timestamptz DEFAULT now(),
         note varchar(20) DEFAULT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       );`,
      'postgresql',
    );
    expect(r.ok && r.notes).toEqual([
      'reviews.rating: DEFAULT 3 was left out: a field\'s default is set in gostarter.json (its "default").',
      'reviews.body: DEFAULT \'none\' was left out: a field\'s default is set in gostarter.json (its "default").',
      'reviews.published: DEFAULT TRUE was left out: a field\'s default is set in gostarter.json (its "default").',
      'reviews.reviewed_at: DEFAULT now() was left out: a field\'s default is set in gostarter.json (its "default").',
    ]);
    expect(r.ok && r.resources[0].fields.map((f) => f.name)).toEqual(['rating', 'body', 'published', 'reviewed_at', 'note']);
  });
});

import { describe, expect, it } from 'vitest';
import { importCreateTables, modelFromAst, singularName } from '@/lib/resources/sql-import';

describe('CREATE TABLE import: PostgreSQL', () => {
  const sql = `
    CREATE TABLE authors (
      id SERIAL PRIMARY KEY,
      full_name VARCHAR(120) NOT NULL,
      email TEXT UNIQUE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE TABLE books (
      id BIGSERIAL PRIMARY KEY,
      title text NOT NULL,
      author_id INTEGER NOT NULL REFERENCES authors(id),
      genre TEXT CHECK (genre IN ('fiction', 'science')),
      price NUMERIC(10, 2),
      pages INT,
      published DATE,
      signed_at TIMESTAMP WITH TIME ZONE,
      meta JSONB,
      isbn UUID,
      in_print BOOLEAN
    );
    CREATE INDEX books_title ON books (title);`;

  it('maps tables, types and options, leaving out id, created_at and updated_at', async () => {
    const r = await importCreateTables(sql, 'postgresql');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.resources).toEqual([
      {
        name: 'author',
        fields: [
          { name: 'full_name', type: 'string', required: true, max: 120 },
          { name: 'email', type: 'text', unique: true },
        ],
      },
      {
        name: 'book',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'author_id', type: 'reference', required: true, references: 'author' },
          { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
          { name: 'price', type: 'decimal', precision: 10, scale: 2 },
          { name: 'pages', type: 'integer' },
          { name: 'published', type: 'date' },
          { name: 'signed_at', type: 'timestamp' },
          { name: 'meta', type: 'json' },
          { name: 'isbn', type: 'uuid' },
          { name: 'in_print', type: 'boolean' },
        ],
      },
    ]);
    expect(r.notes).toEqual(['A CREATE INDEX statement was skipped: only CREATE TABLE is read.']);
  });

  it('reads table constraints: FOREIGN KEY, UNIQUE and CHECK ... IN', async () => {
    const r = await importCreateTables(
      `CREATE TABLE "LoanRecords" (
         id uuid PRIMARY KEY,
         book_id bigint NOT NULL,
         code varchar(12),
         status varchar(10) NOT NULL,
         CONSTRAINT fk_book FOREIGN KEY (book_id) REFERENCES books (id),
         UNIQUE (code),
         CONSTRAINT status_values CHECK (status IN ('open', 'closed'))
       );
       CREATE TABLE books (id serial PRIMARY KEY, title varchar(200) NOT NULL);`,
      'postgresql',
    );
    expect(r).toEqual({
      ok: true,
      notes: [],
      resources: [
        {
          name: 'loan_record',
          fields: [
            { name: 'book_id', type: 'reference', required: true, references: 'book' },
            { name: 'code', type: 'string', unique: true, max: 12 },
            { name: 'status', type: 'enum', required: true, values: ['open', 'closed'] },
          ],
        },
        { name: 'book', fields: [{ name: 'title', type: 'string', required: true, max: 200 }] },
      ],
    });
  });

  it('says what it cannot read, naming the table and the column', async () => {
    const r = await importCreateTables(
      `CREATE TABLE files (id serial PRIMARY KEY, data bytea, owner integer REFERENCES users(id), size integer CHECK (size > 0));`,
      'postgresql',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.resources).toEqual([
      {
        name: 'file',
        fields: [
          { name: 'owner', type: 'reference', references: 'user' },
          { name: 'size', type: 'integer', min: 1 },
        ],
      },
    ]);
    expect(r.notes).toEqual([
      'files.data: the type BYTEA has no field type; the column was left out.',
      "files.owner: a reference's name ends in _id; rename the field.",
      'file.owner: references user, which the statements do not create; add it to the model or change the field.',
    ]);
  });

  it('answers an error with the place for a statement it cannot parse, and for nothing to read', async () => {
    const broken = await importCreateTables('CREATE TABLE authors (\n  id serial PRIMARY KEY,\n  name varchar(20) NOT NULL,\n', 'postgresql');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toBe('The statements could not be read at line 3, column 29: end of input was not expected there.');
    expect(await importCreateTables('  ', 'postgresql')).toEqual({ ok: false, error: 'Paste one or more CREATE TABLE statements.' });
    expect(await importCreateTables('CREATE INDEX i ON t (a);', 'postgresql')).toEqual({ ok: false, error: 'No CREATE TABLE statement was found.' });
  });
});

describe('CREATE TABLE import: MySQL', () => {
  it('reads ENUM, TINYINT(1), backquoted names, UNIQUE KEY and FOREIGN KEY', async () => {
    const r = await importCreateTables(
      "CREATE TABLE `books` (\n" +
        '  `id` INT AUTO_INCREMENT PRIMARY KEY,\n' +
        "  `genre` ENUM('fiction','science') NOT NULL,\n" +
        '  `title` VARCHAR(200) NOT NULL UNIQUE,\n' +
        '  `in_print` TINYINT(1) NOT NULL DEFAULT 1,\n' +
        '  `stock` SMALLINT,\n' +
        '  `price` DECIMAL(8,2),\n' +
        '  `rating` DOUBLE,\n' +
        '  `released_at` DATETIME,\n' +
        '  `extra` JSON,\n' +
        '  `summary` LONGTEXT,\n' +
        '  `author_id` INT NOT NULL,\n' +
        '  `code` CHAR(8),\n' +
        '  CONSTRAINT `fk_author` FOREIGN KEY (`author_id`) REFERENCES `authors` (`id`) ON DELETE CASCADE,\n' +
        '  UNIQUE KEY `uk_code` (`code`)\n' +
        ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
      'mysql',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.resources).toEqual([
      {
        name: 'book',
        fields: [
          { name: 'genre', type: 'enum', required: true, values: ['fiction', 'science'] },
          { name: 'title', type: 'string', required: true, unique: true, max: 200 },
          { name: 'in_print', type: 'boolean', required: true },
          { name: 'stock', type: 'integer' },
          { name: 'price', type: 'decimal', precision: 8, scale: 2 },
          { name: 'rating', type: 'number' },
          { name: 'released_at', type: 'timestamp' },
          { name: 'extra', type: 'json' },
          { name: 'summary', type: 'text' },
          { name: 'author_id', type: 'reference', required: true, references: 'author', on_delete: 'cascade' },
          { name: 'code', type: 'string', unique: true, max: 8 },
        ],
      },
    ]);
    expect(r.notes).toEqual([
      'books.in_print: DEFAULT 1 was left out: a field\'s default is set in gostarter.json (its "default").',
      'book.author_id: references author, which the statements do not create; add it to the model or change the field.',
    ]);
  });
});

describe('CREATE TABLE import: SQLite', () => {
  it('reads REAL, INTEGER PRIMARY KEY AUTOINCREMENT, column REFERENCES and CHECK ... IN', async () => {
    const r = await importCreateTables(
      `CREATE TABLE people (id INTEGER PRIMARY KEY AUTOINCREMENT, nick TEXT NOT NULL UNIQUE);
       CREATE TABLE loan_records (
         id INTEGER PRIMARY KEY AUTOINCREMENT,
         amount REAL NOT NULL,
         note TEXT,
         status TEXT CHECK (status IN ('open', 'closed')),
         person_id INTEGER REFERENCES people(id),
         due DATE,
         created_at DATETIME DEFAULT CURRENT_TIMESTAMP
       );`,
      'sqlite',
    );
    expect(r).toEqual({
      ok: true,
      notes: [],
      resources: [
        { name: 'person', fields: [{ name: 'nick', type: 'text', required: true, unique: true }] },
        {
          name: 'loan_record',
          fields: [
            { name: 'amount', type: 'number', required: true },
            { name: 'note', type: 'text' },
            { name: 'status', type: 'enum', values: ['open', 'closed'] },
            { name: 'person_id', type: 'reference', references: 'person' },
            { name: 'due', type: 'date' },
          ],
        },
      ],
    });
  });
});

describe('names and the AST reader', () => {
  it('singularizes the last word of a table name in snake case', () => {
    expect(singularName('loan_records')).toBe('loan_record');
    expect(singularName('LoanRecords')).toBe('loan_record');
    expect(singularName('people')).toBe('person');
    expect(singularName('categories')).toBe('category');
    expect(singularName('book')).toBe('book');
  });

  it('keeps the first of two tables with one singular', () => {
    const table = (name: string) => ({ type: 'create', keyword: 'table', table: [{ table: name }], create_definitions: [] });
    expect(modelFromAst([table('book'), table('books')], 'postgresql')).toEqual({
      ok: true,
      resources: [{ name: 'book', fields: [] }],
      notes: ['book: declared twice; the first one is kept.'],
    });
  });
});

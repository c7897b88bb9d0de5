import { describe, expect, it } from 'vitest';
import { dataLoss, diffModels, migrationName } from '@/lib/resources/model-diff';
import type { ResourceModel } from '@/lib/resources/model';

const bookshop: ResourceModel = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true, max: 200 },
      { name: 'isbn', type: 'string', unique: true },
      { name: 'author_id', type: 'reference', references: 'author', required: true },
    ],
  },
];

const grow = (edit: (m: ResourceModel) => void): ResourceModel => {
  const next = structuredClone(bookshop);
  edit(next);
  return next;
};

describe('diffModels', () => {
  it('finds no change between a model and itself, on_delete restrict said or not', () => {
    expect(diffModels(bookshop, bookshop)).toEqual([]);
    expect(diffModels(bookshop, grow((m) => (m[1].fields[2].on_delete = 'restrict')))).toEqual([]);
  });

  it('adds an optional field without loss, named as a migration says it', () => {
    const changes = diffModels(bookshop, grow((m) => m[1].fields.push({ name: 'stock', type: 'integer' })));
    expect(changes).toEqual([{ kind: 'addField', resource: 'book', field: { name: 'stock', type: 'integer' } }]);
    expect(migrationName(changes)).toBe('add_stock_to_book');
    expect(dataLoss(changes[0])).toBeNull();
  });

  it('refuses a required field without a default for the rows already there, but not one with a default', () => {
    const [bare] = diffModels(bookshop, grow((m) => m[1].fields.push({ name: 'stock', type: 'integer', required: true })));
    expect(dataLoss(bare)).toMatch(/required without a default/);
    const [defaulted] = diffModels(bookshop, grow((m) => m[1].fields.push({ name: 'stock', type: 'integer', required: true, default: 0 })));
    expect(dataLoss(defaulted)).toBeNull();
  });

  it('renames only when renamed_from says so; otherwise a drop (losing data) and an add', () => {
    const renamed = diffModels(bookshop, grow((m) => Object.assign(m[1].fields[1], { name: 'isbn13', renamed_from: 'isbn' })));
    expect(renamed).toEqual([{ kind: 'renameField', resource: 'book', from: 'isbn', to: 'isbn13' }]);
    expect(renamed.map(dataLoss)).toEqual([null]);
    const guessed = diffModels(bookshop, grow((m) => (m[1].fields[1].name = 'isbn13')));
    expect(guessed.map((c) => c.kind)).toEqual(['addField', 'dropField']);
    expect(dataLoss(guessed[1])).toBe('the isbn of every book is deleted with its column');
  });

  it('renames a resource and alters a field of it in one change, renames first', () => {
    const changes = diffModels(bookshop, grow((m) => Object.assign(m[0], { name: 'writer', renamed_from: 'author', fields: [{ name: 'full_name', type: 'text', required: true }] })));
    expect(changes.map((c) => c.kind)).toEqual(['renameResource', 'alterField']);
    expect(dataLoss(changes[1])).toBeNull(); // a string fits in a text
    // Both change the one resource: the migration is named after it.
    expect(migrationName(changes)).toBe('change_writer');
  });

  it('says what narrowing loses: fewer characters, a value of an enum, another type, required without default, unique', () => {
    const loss = (edit: (m: ResourceModel) => void) => diffModels(bookshop, grow(edit)).map(dataLoss);
    expect(loss((m) => (m[1].fields[0].max = 100))).toEqual(['book.title holds fewer characters: longer values are cut']);
    expect(loss((m) => (m[1].fields[0].max = 300))).toEqual([null]);
    expect(loss((m) => (m[1].fields[1] = { name: 'isbn', type: 'integer', unique: true }))).toEqual(['book.isbn becomes integer: a string value it cannot hold is lost']);
    expect(loss((m) => (m[1].fields[1].required = true))).toEqual(['book.isbn becomes required without a default: the rows without one are refused']);
    expect(loss((m) => (m[0].fields[0].unique = true))).toEqual(['author.full_name becomes unique: rows sharing a value are refused']);
    const genre: ResourceModel = [{ name: 'book', fields: [{ name: 'genre', type: 'enum', values: ['fiction', 'science'] }] }];
    expect(diffModels(genre, [{ name: 'book', fields: [{ name: 'genre', type: 'enum', values: ['fiction'] }] }]).map(dataLoss)).toEqual(['book.genre no longer takes science: the rows holding them are refused']);
  });

  it('adds resources before their fields and drops last, each drop saying what is lost', () => {
    const changes = diffModels(bookshop, [
      bookshop[0],
      { name: 'review', fields: [{ name: 'author_id', type: 'reference', references: 'author', on_delete: 'cascade' }] },
    ]);
    expect(changes.map((c) => c.kind)).toEqual(['addResource', 'dropResource']);
    expect(dataLoss(changes[1])).toBe('every book row is deleted with its table');
  });

  it('sees an on_delete change and a decimal whose digits shrink', () => {
    expect(diffModels(bookshop, grow((m) => (m[1].fields[2].on_delete = 'cascade'))).map((c) => c.kind)).toEqual(['alterField']);
    const price: ResourceModel = [{ name: 'book', fields: [{ name: 'price', type: 'decimal' }] }];
    expect(diffModels(price, [{ name: 'book', fields: [{ name: 'price', type: 'decimal', precision: 18, scale: 2 }] }])).toEqual([]); // the defaults, said
    expect(diffModels(price, [{ name: 'book', fields: [{ name: 'price', type: 'decimal', scale: 1 }] }]).map(dataLoss)).toEqual(['book.price holds fewer digits: values needing them are rounded or refused']);
    // An integer fits in a decimal of 19 digits before the point, not in fewer.
    const count: ResourceModel = [{ name: 'book', fields: [{ name: 'count', type: 'integer' }] }];
    expect(diffModels(count, [{ name: 'book', fields: [{ name: 'count', type: 'decimal', precision: 21 }] }]).map(dataLoss)).toEqual([null]);
    expect(diffModels(count, [{ name: 'book', fields: [{ name: 'count', type: 'decimal' }] }]).map(dataLoss)).toEqual(['book.count becomes decimal: an integer value it cannot hold is lost']);
  });
});

// Every cache of the generator keys on the canonical resource model: two specs that differ only in their
// model never share a composition, a zip plan or a plan key, and two spellings of one model always do.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKeptZip, selectionKey, type ProjectSpec } from '../../../lib/generator';
import { canonicalModel } from '../../../lib/resources/canonical';
import { modelKey, type ResourceModel } from '../../../lib/resources/model';
import { spec } from './helpers';

const BOOK: ResourceModel = [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true, max: 200 }] }];
/** The same model written otherwise: options in another order, `false` for absent. */
const BOOK_AGAIN = JSON.parse('[{"name":"book","fields":[{"max":200,"type":"string","unique":false,"required":true,"name":"title"}]}]') as ResourceModel;
const BOOK_WIDER: ResourceModel = [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true, max: 300 }] }];

const withModel = (s: ProjectSpec, model: ResourceModel | undefined): ProjectSpec => (model ? { ...s, resources: canonicalModel(model) } : s);
const base = () => spec('chi', ['router'], 'library');

describe('the model in cache keys', () => {
  it('tells models apart and not their spellings; an empty model is none', () => {
    expect(modelKey(undefined)).toBe('');
    expect(modelKey([])).toBe('');
    expect(modelKey(BOOK_AGAIN)).toBe(modelKey(BOOK));
    expect(modelKey(BOOK_WIDER)).not.toBe(modelKey(BOOK));
    const keys = [undefined, BOOK, BOOK_WIDER].map((m) => selectionKey(withModel(base(), m)));
    expect(new Set(keys).size).toBe(3);
    expect(selectionKey(withModel(base(), BOOK_AGAIN))).toBe(keys[1]);
    expect(selectionKey({ ...base(), resources: [] })).toBe(keys[0]);
  });

  it('is the canonical model’s JSON', () => {
    const odd: ResourceModel = [
      { name: 'a"b', fields: [{ name: 'x\u0001', type: 'enum', values: ['p', 'q"'], required: false, unique: true, min: -0.5, max: 1e21 }] },
      { name: 'c', fields: [] },
      { name: 'd', fields: [{ name: 'e_id', type: 'reference', references: 'c', required: true, on_delete: 'cascade' }] },
      { name: 'f', fields: [{ name: 'c_id', type: 'reference', references: 'c', on_delete: 'restrict' }] },
    ];
    // restrict is the default: saying it is the same model as not.
    expect(modelKey(odd)).toBe(modelKey(odd.map((r) => (r.name === 'f' ? { ...r, fields: [{ name: 'c_id', type: 'reference', references: 'c' }] } : r))));
    for (const model of [BOOK, BOOK_AGAIN, BOOK_WIDER, odd]) expect(modelKey(model)).toBe(JSON.stringify(canonicalModel(model)));
  });

  it('gives specs that differ only in their model their own composition and plan, and one model’s spellings one', async () => {
    const none = await generateKeptZip(base());
    const book = await generateKeptZip(withModel(base(), BOOK));
    const again = await generateKeptZip(withModel(base(), BOOK_AGAIN));
    const wider = await generateKeptZip(withModel(base(), BOOK_WIDER));
    // The composition (and the plan it keeps) is the same cache entry for one model, another for another.
    expect(again.plan).toBe(book.plan);
    expect(book.plan).not.toBe(none.plan);
    expect(wider.plan).not.toBe(book.plan);
    expect(new Set([none.plan.key, book.plan.key, wider.plan.key]).size).toBe(3);
    expect(again.plan.key).toBe(book.plan.key);
  });

  it('keeps the key of a plan without a model the SHA-256 of its bytes, as plans stored before models', async () => {
    const none = await generateKeptZip(spec('gin', ['postgresql'], 'plain'));
    expect(none.plan.key).toBe(`plans/${createHash('sha256').update(none.plan.bytes).digest('hex')}`);
  });
});

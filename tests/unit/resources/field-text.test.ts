// A field in words shows every option it has: the history's project details and the grow review's
// "add book.isbn (...)" both use fieldText, so neither leaves an option out.
import { describe, expect, it } from 'vitest';
import { describeChange, fieldText } from '@/lib/resources/model-diff';
import { resourcesSchema, type ResourceField } from '@/lib/resources/schema';

describe('fieldText', () => {
  it('names every option of a field', () => {
    expect(fieldText({ name: 'isbn', type: 'string', required: true, unique: true, min: 10, max: 13 })).toBe('string, required, unique, min 10, max 13');
    expect(fieldText({ name: 'status', type: 'enum', values: ['draft', 'sent'], default: 'draft' })).toBe('enum, values ["draft","sent"], default "draft"');
    expect(fieldText({ name: 'author_id', type: 'reference', references: 'author', on_delete: 'cascade' })).toBe('reference, references author, on_delete cascade');
    // What the type implies when the model leaves it out: the column's digits, the reference's rule.
    expect(fieldText({ name: 'price', type: 'decimal' })).toBe('decimal, precision 18, scale 2');
    expect(fieldText({ name: 'price', type: 'decimal', precision: 10, scale: 4 })).toBe('decimal, precision 10, scale 4');
    expect(fieldText({ name: 'shelf_id', type: 'reference', references: 'shelf' })).toBe('reference, references shelf, on_delete restrict');
  });

  it('leaves out no option the model schema has', () => {
    // Every option of the field schema, set: each must show (name, type and renamed_from are no options).
    const keys = Object.keys(resourcesSchema.element.shape.fields.element.shape).filter((k) => !['name', 'type', 'renamed_from'].includes(k));
    const everything: ResourceField = { name: 'x', type: 'string', required: true, unique: true, min: 1, max: 2, precision: 3, scale: 1, values: ['a'], references: 'r', on_delete: 'cascade', default: 'd' };
    expect(Object.keys(everything).filter((k) => k !== 'name' && k !== 'type').sort()).toEqual([...keys].sort());
    const text = fieldText(everything);
    const digits = fieldText({ ...everything, type: 'decimal' });
    const reference = fieldText({ ...everything, type: 'reference' });
    // precision and scale belong to decimals, on_delete to references: each shows on its type.
    for (const key of keys) expect([text, digits, reference].some((t) => t.split(', ').some((part) => part === key || part.startsWith(`${key} `))), key).toBe(true);
  });

  it('is how the grow review names an added field', () => {
    expect(describeChange({ kind: 'addField', resource: 'book', field: { name: 'isbn', type: 'string', unique: true, max: 13 } })).toBe('add book.isbn (string, unique, max 13)');
  });
});

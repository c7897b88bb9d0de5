import { describe, expect, it } from 'vitest';
import { MAX_FIELDS, MAX_RESOURCES, type ResourceModel } from '@/lib/resources/model';
import { addField, addResource, freeName, mergeModels, parseBound, parseValues, referenceTarget, setFieldType } from '@/lib/wizard/model-edits';
import { parseResourcesParam } from '@/lib/wizard/link-model';
import { parseWizardQuery } from '@/lib/wizard/link';
import { requestBody } from '@/lib/wizard/request';
import { resourcesParam, RESOURCES_PARAM_MAX, wizardQuery } from '@/lib/wizard/state';
import { fieldKey, modelErrors } from '@/lib/wizard/validation';

const LIBRARY: ResourceModel = [
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
      { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
    ],
  },
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('the resources parameter of a share link', () => {
  it('round-trips a model through the query, in its canonical form', () => {
    const sel = { framework: 'chi' as const, features: ['postgresql'], projectName: 'library', step: 'review' as const, resources: LIBRARY };
    const q = wizardQuery(sel);
    expect(q).toMatch(/^step=review&framework=chi&features=postgresql&projectName=library&resources=[A-Za-z0-9_-]+$/);
    const back = parseResourcesParam(new URLSearchParams(q).get('resources'));
    expect(back).toEqual(LIBRARY.map((r) => ({ ...r, fields: r.fields.map((f) => ({ ...f })) })));
    // Canonical: the options in one order, whatever order they were given in.
    expect(resourcesParam([{ name: 'a', fields: [{ max: 3, type: 'string', name: 'b', required: true }] }])).toBe(
      base64url('[{"name":"a","fields":[{"name":"b","type":"string","required":true,"max":3}]}]'),
    );
  });

  it('is left out for the empty model, and for one too long for a link', () => {
    expect(wizardQuery({ framework: 'gin', features: [], projectName: '', step: 'stack', resources: [] })).toBe('step=stack&framework=gin');
    expect(resourcesParam([])).toBeNull();
    const huge: ResourceModel = Array.from({ length: 30 }, (_, i) => ({
      name: `resource_${i}`,
      fields: Array.from({ length: 40 }, (__, j) => ({ name: `field_number_${j}`, type: 'string' as const, required: true })),
    }));
    expect(resourcesParam(huge)).toBeNull();
  });

  it('says a bad value was not read (null), never throws', () => {
    for (const bad of [
      'not base64!',
      'A',
      base64url('not json'),
      base64url('{"name":"x"}'),
      base64url('[{"name":"x","fields":[{"name":"y","type":"blob"}]}]'),
      base64url('[{"name":"x","fields":[],"extra":1}]'),
      'A'.repeat(RESOURCES_PARAM_MAX + 4),
      Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
      // Control characters in a name, and JSON nested past any model's shape.
      base64url('[{"name":"bo\u0000ok","fields":[]}]'),
      base64url('['.repeat(500) + ']'.repeat(500)),
    ]) {
      expect(parseResourcesParam(bad)).toBeNull();
    }
    expect(parseResourcesParam('%%%')).toBeNull();
    // No model in the link: the empty model, nothing to say.
    expect(parseResourcesParam(undefined)).toEqual([]);
    expect(parseResourcesParam('')).toEqual([]);
    // A share link from before models is read as it always was.
    expect(parseWizardQuery(new URLSearchParams('framework=gin&step=features')).resources).toEqual([]);
  });

  it('reads UTF-8 names (refused later by validation, not by the link)', () => {
    const model = [{ name: 'café', fields: [] }];
    expect(parseResourcesParam(resourcesParam(model)!)).toEqual(model);
  });
});

describe('the request body', () => {
  it('carries the model only when there is one', () => {
    const sel = { framework: 'gin' as const, features: ['postgresql'], projectName: 'lib', resources: [] };
    expect(requestBody(sel)).toEqual({ projectName: 'lib', framework: 'gin', features: ['gin', 'postgresql'] });
    expect(requestBody({ ...sel, resources: LIBRARY })).toEqual({ projectName: 'lib', framework: 'gin', features: ['gin', 'postgresql'], resources: LIBRARY });
  });
});

describe('model edits', () => {
  it('names new resources and fields after the ones taken', () => {
    expect(freeName('item', [])).toBe('item');
    expect(freeName('item', ['item', 'item_2'])).toBe('item_3');
  });

  it('stops at the limits', () => {
    const full: ResourceModel = Array.from({ length: MAX_RESOURCES }, (_, i) => ({ name: `r${i}`, fields: [] }));
    expect(addResource(full)).toBe(full);
    const wide: ResourceModel = [{ name: 'r', fields: Array.from({ length: MAX_FIELDS }, (_, i) => ({ name: `f${i}`, type: 'string' as const })) }];
    expect(addField(wide, 0)).toEqual(wide);
  });

  it('points a new reference at the resource its name names, else another one', () => {
    expect(referenceTarget(LIBRARY, 1, 'author_id')).toBe('author');
    expect(referenceTarget(LIBRARY, 1, 'writer_id')).toBe('author');
    expect(referenceTarget(LIBRARY, 0, 'thing')).toBe('book');
    expect(referenceTarget([{ name: 'node', fields: [] }], 0, 'parent_id')).toBe('node');
    const m = setFieldType(LIBRARY, 1, 0, 'reference');
    expect(m[1].fields[0]).toEqual({ name: 'title', type: 'reference', required: true, references: 'author' });
  });

  it('reads enum values and bounds as typed', () => {
    expect(parseValues('fiction, science,,  poetry fiction')).toEqual(['fiction', 'science', 'poetry']);
    expect(parseBound('')).toBeUndefined();
    expect(parseBound('-')).toBeUndefined();
    expect(parseBound('12')).toBe(12);
    expect(parseBound('1.5')).toBe(1.5);
  });

  it('merges imported resources: same names replaced in place, new ones after', () => {
    const imported: ResourceModel = [
      { name: 'publisher', fields: [] },
      { name: 'book', fields: [] },
    ];
    expect(mergeModels(LIBRARY, imported).map((r) => [r.name, r.fields.length])).toEqual([
      ['author', 2],
      ['book', 0],
      ['publisher', 0],
    ]);
  });
});

describe('errors naming the model', () => {
  it('are grouped by resource and by field; the others are left to the features', () => {
    const e = (message: string, target: object = {}) => ({ error_code: 'X', message, conflicts: [], conflicting_features: [], suggestions: [], ...target });
    const errors = modelErrors({
      is_valid: false,
      errors: [e('feature'), e('bad resource', { resource: 'select' }), e('bad field', { resource: 'book', field: 'type' }), e('again', { resource: 'book', field: 'type' })],
      warnings: [],
      adjusted_features: [],
      added_dependencies: [],
    });
    expect(errors.count).toBe(3);
    expect(errors.resources.get('select')).toEqual(['bad resource']);
    expect(errors.fields.get(fieldKey('book', 'type'))).toEqual(['bad field', 'again']);
    expect(errors.resources.has('book')).toBe(false);
  });
});

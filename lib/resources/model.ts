// The resource model: the user's own domain (names, fields, types, options, references), declared once
// as zod schemas. Client-safe: the wizard, the API's request schemas, the OpenAPI document and the
// generator all take their types from here.
//
// The schemas bound what a request may carry (so a huge body costs little); the product's own limits
// (30 resources, 40 fields, names, reserved words, references) are rules of `validateResources`, which
// answers them in the `validation_result` shape, naming the resource and the field.
import { z } from 'zod';

export const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'number',
  'boolean',
  'timestamp',
  'date',
  'uuid',
  'enum',
  'json',
  'reference',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const MAX_RESOURCES = 30;
export const MAX_FIELDS = 40;
export const MAX_ENUM_VALUES = 50;
export const NAME_MAX = 40;

/** What a request may carry at most, well above the rules' limits, so the rules (not zod) explain them. */
const WIRE_MAX_RESOURCES = 100;
const WIRE_MAX_FIELDS = 100;
const WIRE_NAME_MAX = 200;

const name = z.string().max(WIRE_NAME_MAX);

export const fieldSchema = z
  .object({
    name: name.describe('Lower snake case (`full_name`); a reference ends in `_id`'),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().optional().describe('Refuse a create or replace without it (default false: the field may be null)'),
    unique: z.boolean().optional().describe('No two rows share a value (409 on a second)'),
    min: z.number().finite().optional().describe('Least length of a string or text, least value of an integer or number'),
    max: z.number().finite().optional().describe('Greatest length of a string or text, greatest value of an integer or number'),
    values: z.array(name).max(WIRE_MAX_FIELDS).optional().describe('The values of an enum, lower snake case'),
    references: name.optional().describe('The resource a reference belongs to'),
  })
  .strict();
export type ResourceField = z.infer<typeof fieldSchema>;

export const resourceSchema = z
  .object({
    name: name.describe('Lower snake case, singular (`loan_record`): routes /api/v1/loan-records'),
    fields: z.array(fieldSchema).max(WIRE_MAX_FIELDS).describe('Besides `id`, `created_at` and `updated_at`, which every resource has'),
  })
  .strict();
export type Resource = z.infer<typeof resourceSchema>;

export const resourcesSchema = z
  .array(resourceSchema)
  .max(WIRE_MAX_RESOURCES)
  .describe(`Your resources (at most ${MAX_RESOURCES}, each with at most ${MAX_FIELDS} fields); without them a project with a router serves the notes example`);
export type ResourceModel = z.infer<typeof resourcesSchema>;

/** The notes example, as a model: what a project with a router serves when no model is given. */
export const NOTES_MODEL: ResourceModel = [
  {
    name: 'note',
    fields: [
      { name: 'title', type: 'string', required: true, max: 200 },
      { name: 'body', type: 'text' },
    ],
  },
];

/** A model that says something: an empty list is the same as none (the notes example). */
export function modelOrNone(model: ResourceModel | null | undefined): ResourceModel | undefined {
  return model && model.length > 0 ? model : undefined;
}

/**
 * The model as a cache key: '' for none (or an empty list), otherwise the canonical model's JSON, so two
 * specs differing only in their model never share a cache entry and equal models always do.
 */
export function modelKey(model: ResourceModel | null | undefined): string {
  const m = modelOrNone(model);
  if (!m) return '';
  // JSON.stringify(canonicalModel(m)), written directly: every generation of a model computes it.
  let out = '[';
  for (let i = 0; i < m.length; i++) {
    const r = m[i];
    out += `${i > 0 ? ',' : ''}{"name":${JSON.stringify(r.name)},"fields":[`;
    for (let j = 0; j < r.fields.length; j++) {
      const f = r.fields[j];
      out += `${j > 0 ? ',' : ''}{"name":${JSON.stringify(f.name)},"type":${JSON.stringify(f.type)}`;
      if (f.required) out += ',"required":true';
      if (f.unique) out += ',"unique":true';
      if (f.min !== undefined) out += `,"min":${JSON.stringify(f.min)}`;
      if (f.max !== undefined) out += `,"max":${JSON.stringify(f.max)}`;
      if (f.values !== undefined) out += `,"values":${JSON.stringify(f.values)}`;
      if (f.references !== undefined) out += `,"references":${JSON.stringify(f.references)}`;
      out += '}';
    }
    out += ']}';
  }
  return `${out}]`;
}

/** A model in its canonical form (options in one order, false and absent the same), for cache keys and equality. */
export function canonicalModel(model: ResourceModel): ResourceModel {
  return model.map((r) => ({
    name: r.name,
    fields: r.fields.map((f) => {
      const out: ResourceField = { name: f.name, type: f.type };
      if (f.required) out.required = true;
      if (f.unique) out.unique = true;
      if (f.min !== undefined) out.min = f.min;
      if (f.max !== undefined) out.max = f.max;
      if (f.values !== undefined) out.values = [...f.values];
      if (f.references !== undefined) out.references = f.references;
      return out;
    }),
  }));
}

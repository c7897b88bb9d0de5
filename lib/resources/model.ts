// The resource model: the user's own domain (names, fields, types, options, references). Its zod schemas
// are in ./schema.ts and its types derive from them; this module holds what the browser needs besides
// the types (the limits, the canonical form; the field types are ./field-types) without zod (about 30 kB gzip of the generator
// page's first-load script). The wizard, the API's request schemas, the OpenAPI document and
// the generator all take their types from here.
//
// The schemas bound what a request may carry (so a huge body costs little); the product's own limits
// (30 resources, 40 fields, names, reserved words, references) are rules of `validateResources`, which
// answers them in the `validation_result` shape, naming the resource and the field.
import type { Resource, ResourceField, ResourceModel } from './schema';

export type { Resource, ResourceField, ResourceModel };

/** What deleting a row does to the rows whose reference names it; the first is the default. */
export const ON_DELETE = ['restrict', 'cascade', 'set_null'] as const;
export type OnDelete = (typeof ON_DELETE)[number];

/** A reference's rule, the default when it names none. */
export function onDeleteOf(f: Pick<ResourceField, 'on_delete'>): OnDelete {
  return f.on_delete ?? 'restrict';
}

export const MAX_RESOURCES = 30;
export const MAX_FIELDS = 40;
export const MAX_ENUM_VALUES = 50;
export const NAME_MAX = 40;

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
    out += `${i > 0 ? ',' : ''}{"name":${JSON.stringify(r.name)},${r.renamed_from !== undefined && r.renamed_from !== r.name ? `"renamed_from":${JSON.stringify(r.renamed_from)},` : ''}"fields":[`;
    for (let j = 0; j < r.fields.length; j++) {
      const f = r.fields[j];
      out += `${j > 0 ? ',' : ''}{"name":${JSON.stringify(f.name)},${f.renamed_from !== undefined && f.renamed_from !== f.name ? `"renamed_from":${JSON.stringify(f.renamed_from)},` : ''}"type":${JSON.stringify(f.type)}`;
      if (f.required) out += ',"required":true';
      if (f.unique) out += ',"unique":true';
      if (f.min !== undefined) out += `,"min":${JSON.stringify(f.min)}`;
      if (f.max !== undefined) out += `,"max":${JSON.stringify(f.max)}`;
      if (f.precision !== undefined) out += `,"precision":${JSON.stringify(f.precision)}`;
      if (f.scale !== undefined) out += `,"scale":${JSON.stringify(f.scale)}`;
      if (f.values !== undefined) out += `,"values":${JSON.stringify(f.values)}`;
      if (f.references !== undefined) out += `,"references":${JSON.stringify(f.references)}`;
      if (f.on_delete !== undefined && f.on_delete !== 'restrict') out += `,"on_delete":${JSON.stringify(f.on_delete)}`;
      if (f.default !== undefined) out += `,"default":${JSON.stringify(f.default)}`;
      out += '}';
    }
    out += ']}';
  }
  return `${out}]`;
}

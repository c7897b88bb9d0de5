// Edits of the resource model as the wizard's editor makes them: add, rename and remove resources and
// fields, change a field's type or options. Pure: every function answers a new model and leaves its input
// alone. They keep the model the wire shape (lib/resources/model.ts) and never judge it: names, reserved
// words, references and limits are validation's (validateConfiguration), whose errors the editor shows.
import { fieldType, type FieldType } from '@/lib/resources/field-types';
import { MAX_FIELDS, MAX_RESOURCES, type Resource, type ResourceField, type ResourceModel } from '@/lib/resources/model';

/** The name a new resource or field takes: `base`, else `base_2`, `base_3`... (the first one not taken). */
export function freeName(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let i = 2; ; i++) if (!taken.includes(`${base}_${i}`)) return `${base}_${i}`;
}

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));
const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
const inRange = (list: readonly unknown[], index: number) => Number.isInteger(index) && index >= 0 && index < list.length;

/** Adds a resource (`item`, `item_2`...) with a required `title`; nothing past MAX_RESOURCES. */
export function addResource(model: ResourceModel): ResourceModel {
  if (model.length >= MAX_RESOURCES) return model;
  const name = freeName(
    'item',
    model.map((r) => r.name),
  );
  return [...model, { name, fields: [{ name: 'title', type: 'string', required: true }] }];
}

/** Renames a resource; the references to it follow, so the model stays linked while the name is typed. */
function renameResource(model: ResourceModel, index: number, name: string): ResourceModel {
  if (!inRange(model, index)) return model;
  const old = model[index].name;
  return model.map((r, i) => ({
    ...r,
    name: i === index ? name : r.name,
    fields: r.fields.map((f) => (fieldType(f.type).references && f.references === old && old !== '' ? { ...f, references: name } : f)),
  }));
}

/** Removes a resource. References to it stay, and validation names them, rather than vanishing silently. */
function removeResource(model: ResourceModel, index: number): ResourceModel {
  return inRange(model, index) ? removeAt(model, index) : model;
}

function editResource(model: ResourceModel, index: number, edit: (r: Resource) => Resource): ResourceModel {
  return inRange(model, index) ? replaceAt(model, index, edit(model[index])) : model;
}

/** Adds a string field (`field`, `field_2`...) to a resource; nothing past MAX_FIELDS. */
export function addField(model: ResourceModel, resource: number): ResourceModel {
  return editResource(model, resource, (r) =>
    r.fields.length >= MAX_FIELDS
      ? r
      : {
          ...r,
          fields: [
            ...r.fields,
            {
              name: freeName(
                'field',
                r.fields.map((f) => f.name),
              ),
              type: 'string',
            },
          ],
        },
  );
}

function removeField(model: ResourceModel, resource: number, field: number): ResourceModel {
  return editResource(model, resource, (r) => (inRange(r.fields, field) ? { ...r, fields: removeAt(r.fields, field) } : r));
}

/** What a field edit may change besides the type (see setFieldType); `undefined` removes an option. */
export type FieldPatch = Partial<Pick<ResourceField, 'name' | 'required' | 'unique' | 'min' | 'max' | 'precision' | 'scale' | 'values' | 'references' | 'on_delete'>>;

/** Changes a field's name or options. False and absent flags are the same: false is left out. */
function updateField(model: ResourceModel, resource: number, field: number, patch: FieldPatch): ResourceModel {
  return editResource(model, resource, (r) => {
    if (!inRange(r.fields, field)) return r;
    const next: Record<string, unknown> = { ...r.fields[field], ...patch };
    for (const key of Object.keys(next)) {
      if (next[key] === undefined || next[key] === false || (typeof next[key] === 'number' && !Number.isFinite(next[key]))) delete next[key];
    }
    return { ...r, fields: replaceAt(r.fields, field, next as ResourceField) };
  });
}

/**
 * The resource a reference field most likely means: the one its name names (`author_id` -> `author`), else
 * the first other resource, else the first one (a resource may reference itself: `parent_id`).
 */
export function referenceTarget(model: ResourceModel, resource: number, fieldName: string): string | undefined {
  const named = fieldName.endsWith('_id') ? fieldName.slice(0, -3) : fieldName;
  return (model.find((r) => r.name === named) ?? model.find((_, i) => i !== resource) ?? model[0])?.name;
}

/**
 * Changes a field's type. The options that still mean something stay (required, unique; min and max
 * between bounded types; a decimal's digits); an enum starts with no values, a reference points at referenceTarget.
 */
export function setFieldType(model: ResourceModel, resource: number, field: number, type: FieldType): ResourceModel {
  const current = model[resource]?.fields[field];
  if (!current) return model;
  const next: ResourceField = { name: current.name, type };
  if (current.required) next.required = true;
  if (current.unique) next.unique = true;
  const spec = fieldType(type);
  if (spec.bounds) {
    if (current.min !== undefined) next.min = current.min;
    if (current.max !== undefined) next.max = current.max;
  }
  if (spec.digits) {
    if (current.precision !== undefined) next.precision = current.precision;
    if (current.scale !== undefined) next.scale = current.scale;
  }
  if (spec.values) next.values = current.values ? [...current.values] : [];
  if (spec.references) {
    const target = current.references ?? referenceTarget(model, resource, current.name);
    if (target !== undefined) next.references = target;
    if (current.on_delete !== undefined) next.on_delete = current.on_delete;
  }
  return editResource(model, resource, (r) => ({ ...r, fields: replaceAt(r.fields, field, next) }));
}

/** Enum values as typed in one box: split on commas and spaces, blanks and repeats dropped. */
export function parseValues(text: string): string[] {
  const out: string[] = [];
  for (const v of text.split(/[\s,]+/)) if (v !== '' && !out.includes(v)) out.push(v);
  return out;
}

/** A number box's value: blank is no bound, anything that is not a finite number too. */
export function parseBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Imported resources added to a model: one of the same name is replaced where it stands, the others
 * follow the model's own, up to MAX_RESOURCES.
 */
export function mergeModels(model: ResourceModel, imported: ResourceModel): ResourceModel {
  const byName = new Map(imported.map((r) => [r.name, r]));
  const merged = model.map((r) => byName.get(r.name) ?? r);
  const present = new Set(model.map((r) => r.name));
  for (const r of imported) if (!present.has(r.name)) merged.push(r);
  return merged.slice(0, MAX_RESOURCES);
}

/** One edit the editor makes, as its controls say it. */
export type ModelAction =
  | { type: 'addResource' }
  | { type: 'renameResource'; resource: number; name: string }
  | { type: 'removeResource'; resource: number }
  | { type: 'addField'; resource: number }
  | { type: 'removeField'; resource: number; field: number }
  | { type: 'updateField'; resource: number; field: number; patch: FieldPatch }
  | { type: 'setFieldType'; resource: number; field: number; fieldType: FieldType }
  /** The whole model at once: a CREATE TABLE import, or clearing it. */
  | { type: 'replaceModel'; resources: ResourceModel };

/** The model after one edit (the wizard's reducer applies it as its editModel action). */
export function editModel(model: ResourceModel, action: ModelAction): ResourceModel {
  switch (action.type) {
    case 'addResource':
      return addResource(model);
    case 'renameResource':
      return renameResource(model, action.resource, action.name);
    case 'removeResource':
      return removeResource(model, action.resource);
    case 'addField':
      return addField(model, action.resource);
    case 'removeField':
      return removeField(model, action.resource, action.field);
    case 'updateField':
      return updateField(model, action.resource, action.field, action.patch);
    case 'setFieldType':
      return setFieldType(model, action.resource, action.field, action.fieldType);
    case 'replaceModel':
      return action.resources;
  }
}

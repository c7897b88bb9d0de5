// What changed between two resource models, as a migration must say it: resources and fields added,
// dropped, renamed (only when the new model says `renamed_from`: a rename guessed from a drop and an add
// would be a guess about the user's data) or altered, in an order a migration can apply them (renames
// first, then tables created before the fields naming them, drops last). Each change says in words what
// it would lose, if anything, so that validation can refuse it unless the model allows the loss and
// every door can say it. Pure: the grow review, the CLI, MCP and the generator's migrations read it.
import { digitsOf, fieldType } from './field-types';
import { onDeleteOf, type Resource, type ResourceField, type ResourceModel } from './model';

export type ModelChange =
  | { kind: 'renameResource'; from: string; to: string }
  | { kind: 'addResource'; resource: Resource }
  | { kind: 'renameField'; resource: string; from: string; to: string }
  | { kind: 'addField'; resource: string; field: ResourceField }
  | { kind: 'alterField'; resource: string; before: ResourceField; after: ResourceField }
  | { kind: 'dropField'; resource: string; field: ResourceField }
  | { kind: 'dropResource'; resource: Resource };

/** Which resource or field of the previous model one of a changed model was, as it says. */
const renamedFrom = (x: Resource | ResourceField) => x.renamed_from;

/** The options a field change compares: a change of any of them alters the column or the rules. */
const COMPARED = ['type', 'required', 'unique', 'min', 'max', 'precision', 'scale', 'values', 'references', 'on_delete', 'default'] as const;

function sameOption(a: ResourceField, b: ResourceField, key: (typeof COMPARED)[number]): boolean {
  if (key === 'on_delete') return onDeleteOf(a) === onDeleteOf(b);
  if (key === 'required' || key === 'unique') return !!a[key] === !!b[key];
  if (key === 'precision' || key === 'scale') return !fieldType(a.type).digits || digitsOf(a)[key] === digitsOf(b)[key];
  return JSON.stringify(a[key]) === JSON.stringify(b[key]);
}

/** The options of `before` that `after` changes. */
function changedOptions(before: ResourceField, after: ResourceField): (typeof COMPARED)[number][] {
  return COMPARED.filter((key) => !sameOption(before, after, key));
}

/**
 * The changes from `before` to `after`. A resource or field of `after` whose `renamed_from` names one of
 * `before` that `after` no longer has is that one renamed; otherwise names match names.
 */
export function diffModels(before: ResourceModel, after: ResourceModel): ModelChange[] {
  const renames: ModelChange[] = [];
  const adds: ModelChange[] = [];
  const fieldAdds: ModelChange[] = [];
  const alters: ModelChange[] = [];
  const drops: ModelChange[] = [];
  const afterNames = new Set(after.map((r) => r.name));
  const old = new Map(before.map((r) => [r.name, r]));
  const matched = new Set<string>();
  for (const r of after) {
    const fromName = old.has(r.name) ? r.name : renamedFrom(r) !== undefined && old.has(renamedFrom(r)!) && !afterNames.has(renamedFrom(r)!) ? renamedFrom(r) : undefined;
    const was = fromName === undefined ? undefined : old.get(fromName);
    if (!was) {
      adds.push({ kind: 'addResource', resource: r });
      continue;
    }
    matched.add(was.name);
    if (was.name !== r.name) renames.push({ kind: 'renameResource', from: was.name, to: r.name });
    const fieldNames = new Set(r.fields.map((f) => f.name));
    const oldFields = new Map(was.fields.map((f) => [f.name, f]));
    const kept = new Set<string>();
    for (const f of r.fields) {
      const fromField = oldFields.has(f.name) ? f.name : renamedFrom(f) !== undefined && oldFields.has(renamedFrom(f)!) && !fieldNames.has(renamedFrom(f)!) ? renamedFrom(f) : undefined;
      const prior = fromField === undefined ? undefined : oldFields.get(fromField);
      if (!prior) {
        fieldAdds.push({ kind: 'addField', resource: r.name, field: f });
        continue;
      }
      kept.add(prior.name);
      if (prior.name !== f.name) renames.push({ kind: 'renameField', resource: r.name, from: prior.name, to: f.name });
      if (changedOptions(prior, f).length > 0) alters.push({ kind: 'alterField', resource: r.name, before: prior, after: f });
    }
    for (const f of was.fields) if (!kept.has(f.name)) drops.push({ kind: 'dropField', resource: r.name, field: f });
  }
  for (const r of before) if (!matched.has(r.name)) drops.push({ kind: 'dropResource', resource: r });
  return [...renames, ...adds, ...fieldAdds, ...alters, ...drops];
}

/** The resource a change is made to, named as the new model names it. */
const resourceOf = (c: ModelChange) => (c.kind === 'renameResource' ? c.to : c.kind === 'addResource' || c.kind === 'dropResource' ? c.resource.name : c.resource);

/** The name a migration of `changes` takes, in lower snake case: `add_stock_to_book`, `change_book`, `change_resources`. */
export function migrationName(changes: readonly ModelChange[]): string {
  if (changes.length === 0) return 'no_change';
  if (changes.length > 1) return new Set(changes.map(resourceOf)).size === 1 ? `change_${resourceOf(changes[0])}` : 'change_resources';
  const c = changes[0];
  switch (c.kind) {
    case 'renameResource':
      return `rename_${c.from}_to_${c.to}`;
    case 'addResource':
      return `create_${c.resource.name}`;
    case 'renameField':
      return `rename_${c.from}_of_${c.resource}_to_${c.to}`;
    case 'addField':
      return `add_${c.field.name}_to_${c.resource}`;
    case 'alterField':
      return `change_${c.after.name}_of_${c.resource}`;
    case 'dropField':
      return `drop_${c.field.name}_from_${c.resource}`;
    case 'dropResource':
      return `drop_${c.resource.name}`;
  }
}

/**
 * What applying `change` to a database holding rows would lose or refuse, in words a user reads before
 * agreeing to it; null when every row keeps its values.
 */
export function dataLoss(change: ModelChange): string | null {
  switch (change.kind) {
    case 'dropResource':
      return `every ${change.resource.name} row is deleted with its table`;
    case 'dropField':
      return `the ${change.field.name} of every ${change.resource} is deleted with its column`;
    case 'addField':
      return change.field.required && change.field.default === undefined
        ? `${change.resource}.${change.field.name} is required without a default: the rows already there have no value to take`
        : null;
    case 'alterField':
      return alterLoss(change.resource, change.before, change.after);
    default:
      return null;
  }
}

/** What altering a field loses: the values its new type or rules cannot hold. */
function alterLoss(resource: string, before: ResourceField, after: ResourceField): string | null {
  const at = `${resource}.${after.name}`;
  if (before.type !== after.type && !widens(before, after)) return `${at} becomes ${after.type}: ${/^[aeiou]/.test(before.type) ? 'an' : 'a'} ${before.type} value it cannot hold is lost`;
  if (fieldType(after.type).bounds === 'length' && (after.max ?? fieldType(after.type).maxLength ?? Infinity) < (before.max ?? fieldType(before.type).maxLength ?? Infinity)) {
    return `${at} holds fewer characters: longer values are cut`;
  }
  if (fieldType(after.type).digits && (digitsOf(after).scale < digitsOf(before).scale || digitsOf(after).precision - digitsOf(after).scale < digitsOf(before).precision - digitsOf(before).scale)) {
    return `${at} holds fewer digits: values needing them are rounded or refused`;
  }
  const dropped = (before.values ?? []).filter((v) => !(after.values ?? []).includes(v));
  if (fieldType(after.type).values && dropped.length > 0) return `${at} no longer takes ${dropped.join(', ')}: the rows holding them are refused`;
  if (after.required && !before.required && after.default === undefined) return `${at} becomes required without a default: the rows without one are refused`;
  if (after.unique && !before.unique) return `${at} becomes unique: rows sharing a value are refused`;
  return null;
}

/** Whether every value of `before`'s type is one of `after`'s, as its type's descriptor says (a string to a text). */
function widens(before: ResourceField, after: ResourceField): boolean {
  return fieldType(before.type).widensTo?.[after.type]?.(after) ?? false;
}

/**
 * Every option a field has, in words and in the order a change compares them: `required`, `max 20`,
 * `values ["draft","sent"]`, `references author`, `on_delete cascade`, `default 0`. What its type implies
 * when the model leaves it out is shown too (a decimal's digits, a reference's on_delete), as its column has it.
 */
function fieldOptions(f: ResourceField): string[] {
  const spec = fieldType(f.type);
  return COMPARED.filter((key) => {
    if (key === 'type') return false;
    if (key === 'precision' || key === 'scale') return !!spec.digits;
    if (key === 'on_delete') return !!spec.references;
    return key === 'required' || key === 'unique' ? !!f[key] : f[key] !== undefined;
  }).map((key) => (key === 'required' || key === 'unique' ? key : `${key} ${key === 'references' ? f.references : optionText(f, key)}`));
}

/** A field's type and all its options, as a change and the history's details name them: `integer, required, default 0`. */
export function fieldText(f: ResourceField): string {
  return [f.type, ...fieldOptions(f)].join(', ');
}

/** An option's value in a change's words. */
function optionText(f: ResourceField, key: (typeof COMPARED)[number]): string {
  if (key === 'on_delete') return onDeleteOf(f);
  if (key === 'precision' || key === 'scale') return String(digitsOf(f)[key]);
  if (key === 'required' || key === 'unique') return f[key] ? 'yes' : 'no';
  return f[key] === undefined ? 'none' : JSON.stringify(f[key]);
}

/** One change in the words the grow review, the CLI and MCP show: `add book.stock (integer)`. */
export function describeChange(change: ModelChange): string {
  switch (change.kind) {
    case 'renameResource':
      return `rename resource ${change.from} to ${change.to}`;
    case 'addResource':
      return `add resource ${change.resource.name} (${change.resource.fields.map((f) => f.name).join(', ')})`;
    case 'renameField':
      return `rename ${change.resource}.${change.from} to ${change.to}`;
    case 'addField':
      return `add ${change.resource}.${change.field.name} (${fieldText(change.field)})`;
    case 'alterField': {
      const options = changedOptions(change.before, change.after).map((key) => `${key} ${optionText(change.before, key)} → ${optionText(change.after, key)}`);
      return `change ${change.resource}.${change.after.name}: ${options.join(', ')}`;
    }
    case 'dropField':
      return `drop ${change.resource}.${change.field.name}`;
    case 'dropResource':
      return `drop resource ${change.resource.name}`;
  }
}

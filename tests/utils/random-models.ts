// Random resource models as a user might type them, for property tests: names drawn from English nouns,
// Go's and SQL's keywords, singular/plural pairs and the words the generated code itself uses (list,
// store, input, item, new_...), with prefixes and suffixes; fields of every type and option, references
// to the model's other resources. Most draws are refused by validation: the property is that every
// accepted one builds.
import fc from 'fast-check';
import { FIELD_TYPE_TABLE } from '@/lib/generator/fields';
import { fieldType } from '@/lib/resources/field-types';
import { ON_DELETE, type Resource, type ResourceField, type ResourceModel } from '@/lib/resources/model';
import { FIELD_TYPES } from '@/lib/resources/field-types';

/** Nouns, Go and SQL words, plural forms and the generated code's own words. */
const WORDS = [
  // nouns of everyday domains
  'book', 'author', 'order', 'customer', 'invoice', 'product', 'category', 'person', 'people', 'child', 'status', 'address',
  'news', 'data', 'media', 'series', 'species', 'shelf', 'loan', 'record', 'event', 'ticket', 'note', 'message', 'comment',
  'payment', 'account', 'profile', 'tag', 'image', 'photo', 'video', 'task', 'project', 'team', 'member', 'role', 'permission',
  // words the generated code uses
  'item', 'items', 'list', 'store', 'input', 'output', 'runner', 'server', 'handler', 'route', 'router', 'session', 'token',
  'user', 'config', 'deps', 'page', 'query', 'queries', 'row', 'rows', 'model', 'models', 'memory', 'repository', 'job',
  'value', 'values', 'name', 'names', 'error', 'errors', 'result', 'response', 'request', 'context', 'db', 'tx', 'date', 'pointer',
  'sample', 'file', 'doc', 'health', 'metric', 'cache', 'event', 'message', 'table', 'table_name', 'sortable', 'filter', 'sort',
  // Go keywords and predeclared identifiers
  'type', 'func', 'map', 'chan', 'string', 'int', 'bool', 'len', 'make', 'new', 'append', 'copy', 'nil', 'true', 'any', 'range',
  // SQL words
  'select', 'group', 'index', 'key', 'limit', 'offset', 'column', 'schema', 'view', 'trigger', 'user_id',
];
const PREFIXES = ['', '', '', '', 'new_', 'list_', 'store_', 'get_', 'create_', 'my_', 'old_'];
const SUFFIXES = ['', '', '', '', '_item', '_list', '_store', '_input', '_log', '_entry', '_id', '_at', '_type'];

const nameArb = fc.tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...WORDS), fc.constantFrom(...SUFFIXES)).map(([p, w, s]) => `${p}${w}${s}`);

const scalarTypes = FIELD_TYPES.filter((t) => !fieldType(t).references);

/** A field of the types that take no other resource, with the options its type allows (and sometimes one it does not). */
const fieldArb: fc.Arbitrary<ResourceField> = fc
  .record({
    name: nameArb,
    type: fc.constantFrom(...scalarTypes),
    required: fc.boolean(),
    unique: fc.boolean(),
    bounds: fc.option(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 300 })), { nil: undefined }),
    digits: fc.option(fc.tuple(fc.integer({ min: 1, max: 34 }), fc.integer({ min: 0, max: 30 })), { nil: undefined }),
    values: fc.uniqueArray(fc.constantFrom('draft', 'open', 'closed', 'fiction', 'science', 'new', 'type', 'x_1'), { minLength: 1, maxLength: 4 }),
    withDefault: fc.boolean(),
  })
  .map(({ name, type, required, unique, bounds, digits, values, withDefault }) => {
    const spec = fieldType(type);
    const field: ResourceField = { name, type };
    if (required) field.required = true;
    // Unique booleans and enums are refused (UNIQUE_NOT_ALLOWED): drawn rarely, not to waste the draws.
    if (unique && (!['boolean', 'enum'].includes(type) || name.length % 7 === 0)) field.unique = true;
    if (bounds && spec.bounds) [field.min, field.max] = [Math.min(...bounds), Math.max(...bounds)];
    if (digits && spec.digits) [field.precision, field.scale] = [digits[0], Math.min(...digits)];
    if (spec.values) field.values = values;
    // A default the field takes (the documents' sample value) where one is allowed.
    if (withDefault && spec.defaultProblem && !field.unique) field.default = FIELD_TYPE_TABLE[type].json(field, 1) as string | number | boolean;
    return field;
  });

/** A model of 1 to `maxResources` resources with 1 to 6 fields each; some fields refer to another resource of the model (or the same). */
export function modelArb(maxResources = 4): fc.Arbitrary<ResourceModel> {
  return fc
    .uniqueArray(fc.record({ name: nameArb, fields: fc.uniqueArray(fieldArb, { minLength: 1, maxLength: 6, selector: (f) => f.name }) }), { minLength: 1, maxLength: maxResources, selector: (r) => r.name })
    .chain((resources) =>
      fc.uniqueArray(fc.record({ from: fc.nat(resources.length - 1), to: fc.nat(resources.length - 1), required: fc.boolean(), onDelete: fc.constantFrom(...ON_DELETE) }), { maxLength: 3, selector: (l) => `${l.from}>${l.to}` }).map((drawn) => {
        // A required reference points at an earlier resource: a cycle of them is refused (REQUIRED_REFERENCE_CYCLE), not worth drawing often.
        // on_delete as validation takes it: set_null on an optional reference, cascade to another resource.
        const links = drawn.map((l) => {
          const required = l.required && l.to < l.from;
          const onDelete = (l.onDelete === 'set_null' && required) || (l.onDelete === 'cascade' && l.to === l.from) ? 'restrict' : l.onDelete;
          return { ...l, required, onDelete };
        });
        return resources.map(
          (r, i): Resource => ({
            name: r.name,
            fields: [
              ...r.fields,
              ...links
                .filter((l) => l.from === i)
                .map(
                  (l): ResourceField => ({
                    name: `${resources[l.to].name}_id`,
                    type: 'reference',
                    references: resources[l.to].name,
                    ...(l.required ? { required: true } : {}),
                    ...(l.onDelete === 'restrict' ? {} : { on_delete: l.onDelete }),
                  }),
                ),
            ],
          }),
        );
      }),
    );
}

/** The stores, access and framework a model is tried on, in turn: every store and framework meets models. */
export const MODEL_CONFIGURATIONS: readonly { framework: 'gin' | 'echo' | 'fiber' | 'chi' | 'stdlib'; features: readonly string[] }[] = [
  { framework: 'chi', features: [] },
  { framework: 'gin', features: ['postgresql', 'migrations'] },
  { framework: 'stdlib', features: ['sqlite', 'sqlc'] },
  { framework: 'echo', features: ['mysql', 'gorm'] },
  { framework: 'fiber', features: ['mongodb'] },
  { framework: 'chi', features: ['badger', 'auth', 'jwt-auth'] },
  { framework: 'gin', features: ['postgresql', 'sqlc', 'migrations', 'jwt-auth'] },
  { framework: 'stdlib', features: ['postgresql', 'db', 'swagger'] },
  { framework: 'echo', features: ['sqlite', 'gorm', 'migrations'] },
  { framework: 'fiber', features: ['mysql', 'migrations', 'auth'] },
  // The doors besides REST: gRPC's proto file and services, the htmx pages, the GraphQL schema.
  { framework: 'echo', features: ['grpc'] },
  { framework: 'stdlib', features: ['sqlite', 'htmx', 'grpc', 'jwt-auth'] },
  { framework: 'gin', features: ['graphql'] },
  { framework: 'chi', features: ['postgresql', 'gorm', 'graphql', 'jwt-auth'] },
];

// What gqlgen v0.17.84 knows of a schema before it writes a line: the definitions (the schema's and
// gqlparser's prelude, with the introspection types), the Go type each GraphQL type binds to
// (codegen/config/binder.go, here over a small model of Go's types instead of go/types), the models
// modelgen generates (plugin/modelgen/models.go) and the objects, fields, arguments and type references
// of codegen.Data (codegen/data.go, object.go, field.go, args.go, type.go). The templates' ports
// (gqlgen-exec.ts, gqlgen-models.ts) render from it.

import { ModelNames, toGo, toGoPrivate, ucFirst } from './gqlgen-names';
import { parseType, typeText, type GqlScalarModel, type GqlSchema, type GqlgenMarshaler, type GqlgenOptions, type TypeExpr } from './gqlgen-schema';

// ---- Go types ---------------------------------------------------------------------------------------

const GRAPHQL = 'github.com/99designs/gqlgen/graphql';
const INTROSPECTION = 'github.com/99designs/gqlgen/graphql/introspection';
/** The package the code goes to (the module's internal/graph), which its types name without a qualifier. */
const OWN = '';

/** What binder.go asks of a named type's underlying type and methods. */
interface NamedType {
  k: 'named';
  pkg: string;
  name: string;
  /** A struct underneath (IsStruct; gqlgen points at such values), nil-able (slice, map, pointer, interface), or other (a string, a number). */
  under: 'struct' | 'nilable' | 'other';
  /** It has MarshalGQL and UnmarshalGQL. */
  marshaler?: boolean;
}

export type GoType = { k: 'basic'; name: string } | NamedType | { k: 'ptr'; elem: GoType } | { k: 'slice'; elem: GoType };

const basic = (name: string): GoType => ({ k: 'basic', name });
const ptr = (elem: GoType): GoType => ({ k: 'ptr', elem });
const slice = (elem: GoType): GoType => ({ k: 'slice', elem });
const TIME: NamedType = { k: 'named', pkg: 'time', name: 'Time', under: 'struct' };
const intro = (name: string): NamedType => ({ k: 'named', pkg: INTROSPECTION, name, under: 'struct' });

/** config.IsNilable */
export function isNilable(t: GoType): boolean {
  return t.k === 'ptr' || t.k === 'slice' || (t.k === 'named' && t.under === 'nilable');
}

/** TypeReference.IsStruct: a struct underneath (a pointer is not). */
function isStruct(t: GoType): boolean {
  return t.k === 'named' && t.under === 'struct';
}

/** templates.TypeIdentifier: the type spelled inside a function's name (`ᚕᚖ<module>ᚋinternalᚋgraphᚐBookᚄ`). */
function typeIdentifier(t: GoType, moduleIdent: string): string {
  switch (t.k) {
    case 'ptr':
      return 'ᚖ' + typeIdentifier(t.elem, moduleIdent);
    case 'slice':
      return 'ᚕ' + typeIdentifier(t.elem, moduleIdent);
    case 'basic':
      return t.name;
    case 'named': {
      // The module's own path is spelled by the caller (it may be a placeholder); others as pkgReplacer does.
      const pkg = t.pkg === OWN ? `${moduleIdent}ᚋinternalᚋgraph` : t.pkg.replace(/\//g, 'ᚋ').replace(/\./g, 'ᚗ').replace(/-/g, 'ᚑ').replace(/~/g, 'א');
      return `${pkg}ᚐ${t.name}`;
    }
  }
}

/** The package name a path is imported as (the ones the generated code may name). */
export function packageName(path: string): string {
  return path === 'github.com/vektah/gqlparser/v2' ? 'gqlparser' : path.slice(path.lastIndexOf('/') + 1);
}

/** types.TypeString with the imports' names (own types unqualified), as templates' `ref` writes a type. */
export function goTypeString(t: GoType): string {
  switch (t.k) {
    case 'ptr':
      return '*' + goTypeString(t.elem);
    case 'slice':
      return '[]' + goTypeString(t.elem);
    case 'basic':
      return t.name;
    case 'named':
      return t.pkg === OWN ? t.name : `${packageName(t.pkg)}.${t.name}`;
  }
}

/** The packages a type names. */
export function typePackages(t: GoType, into: Set<string>): void {
  if (t.k === 'ptr' || t.k === 'slice') typePackages(t.elem, into);
  else if (t.k === 'named' && t.pkg !== OWN) into.add(t.pkg);
}

/** code.CompatibleTypes: equal but for pointers. */
function compatible(expected: GoType, actual: GoType): boolean {
  if (expected.k === 'ptr' || actual.k === 'ptr') return compatible(expected.k === 'ptr' ? expected.elem : expected, actual.k === 'ptr' ? actual.elem : actual);
  if (expected.k === 'slice') return actual.k === 'slice' && compatible(expected.elem, actual.elem);
  if (expected.k === 'basic') return actual.k === 'basic' && actual.name === expected.name;
  return actual.k === 'named' && actual.pkg === expected.pkg && actual.name === expected.name;
}

// ---- the definitions ----------------------------------------------------------------------------------

type Kind = 'SCALAR' | 'OBJECT' | 'INPUT_OBJECT' | 'ENUM';

interface DefArg {
  name: string;
  type: TypeExpr;
  default?: string;
}

interface DefField {
  name: string;
  type: TypeExpr;
  description?: string;
  args: DefArg[];
  default?: string;
  resolver?: boolean;
}

interface Definition {
  name: string;
  kind: Kind;
  description?: string;
  fields: DefField[];
  enumValues: { name: string; description?: string }[];
  /** A type of gqlparser's prelude (the built-in scalars and the introspection types). */
  builtIn: boolean;
}

const f = (name: string, type: string, args: DefArg[] = []): DefField => ({ name, type: parseType(type), args });
const includeDeprecated: DefArg = { name: 'includeDeprecated', type: parseType('Boolean'), default: 'false' };

/** The prelude's types (gqlparser's validator/imported/prelude.graphql), fields in its order. */
const PRELUDE: Definition[] = [
  ...['Int', 'Float', 'String', 'Boolean', 'ID'].map((name): Definition => ({ name, kind: 'SCALAR', fields: [], enumValues: [], builtIn: true })),
  {
    name: '__Schema',
    kind: 'OBJECT',
    fields: [f('description', 'String'), f('types', '[__Type!]!'), f('queryType', '__Type!'), f('mutationType', '__Type'), f('subscriptionType', '__Type'), f('directives', '[__Directive!]!')],
    enumValues: [],
    builtIn: true,
  },
  {
    name: '__Type',
    kind: 'OBJECT',
    fields: [
      f('kind', '__TypeKind!'),
      f('name', 'String'),
      f('description', 'String'),
      f('specifiedByURL', 'String'),
      f('fields', '[__Field!]', [includeDeprecated]),
      f('interfaces', '[__Type!]'),
      f('possibleTypes', '[__Type!]'),
      f('enumValues', '[__EnumValue!]', [includeDeprecated]),
      f('inputFields', '[__InputValue!]', [includeDeprecated]),
      f('ofType', '__Type'),
      f('isOneOf', 'Boolean'),
    ],
    enumValues: [],
    builtIn: true,
  },
  {
    name: '__TypeKind',
    kind: 'ENUM',
    fields: [],
    enumValues: ['SCALAR', 'OBJECT', 'INTERFACE', 'UNION', 'ENUM', 'INPUT_OBJECT', 'LIST', 'NON_NULL'].map((name) => ({ name })),
    builtIn: true,
  },
  {
    name: '__Field',
    kind: 'OBJECT',
    fields: [f('name', 'String!'), f('description', 'String'), f('args', '[__InputValue!]!', [includeDeprecated]), f('type', '__Type!'), f('isDeprecated', 'Boolean!'), f('deprecationReason', 'String')],
    enumValues: [],
    builtIn: true,
  },
  {
    name: '__InputValue',
    kind: 'OBJECT',
    fields: [f('name', 'String!'), f('description', 'String'), f('type', '__Type!'), f('defaultValue', 'String'), f('isDeprecated', 'Boolean!'), f('deprecationReason', 'String')],
    enumValues: [],
    builtIn: true,
  },
  {
    name: '__EnumValue',
    kind: 'OBJECT',
    fields: [f('name', 'String!'), f('description', 'String'), f('isDeprecated', 'Boolean!'), f('deprecationReason', 'String')],
    enumValues: [],
    builtIn: true,
  },
  {
    name: '__Directive',
    kind: 'OBJECT',
    fields: [f('name', 'String!'), f('description', 'String'), f('isRepeatable', 'Boolean!'), f('locations', '[__DirectiveLocation!]!'), f('args', '[__InputValue!]!', [includeDeprecated])],
    enumValues: [],
    builtIn: true,
  },
  { name: '__DirectiveLocation', kind: 'ENUM', fields: [], enumValues: [], builtIn: true },
];

/** The arguments of the prelude's directives, whose types the binder resolves (and so references) first. */
const DIRECTIVE_ARGS: readonly string[] = ['Boolean!', 'String', 'Boolean', 'String!'];

/**
 * How the introspection package's types answer their fields: a field (`var`) or a method, its Go type,
 * and for a method its parameters (gqlgen passes the GraphQL arguments of those names; a method
 * without the parameter drops the argument, as __Type.inputFields drops includeDeprecated).
 */
const INTROSPECTION_BINDINGS: Readonly<Record<string, Readonly<Record<string, { go: string; method?: boolean; type: GoType; params?: { name: string; type: GoType }[] }>>>> = {
  __Schema: {
    description: { go: 'Description', method: true, type: ptr(basic('string')) },
    types: { go: 'Types', method: true, type: slice(intro('Type')) },
    queryType: { go: 'QueryType', method: true, type: ptr(intro('Type')) },
    mutationType: { go: 'MutationType', method: true, type: ptr(intro('Type')) },
    subscriptionType: { go: 'SubscriptionType', method: true, type: ptr(intro('Type')) },
    directives: { go: 'Directives', method: true, type: slice(intro('Directive')) },
  },
  __Type: {
    kind: { go: 'Kind', method: true, type: basic('string') },
    name: { go: 'Name', method: true, type: ptr(basic('string')) },
    description: { go: 'Description', method: true, type: ptr(basic('string')) },
    specifiedByURL: { go: 'SpecifiedByURL', method: true, type: ptr(basic('string')) },
    fields: { go: 'Fields', method: true, type: slice(intro('Field')), params: [{ name: 'includeDeprecated', type: basic('bool') }] },
    interfaces: { go: 'Interfaces', method: true, type: slice(intro('Type')) },
    possibleTypes: { go: 'PossibleTypes', method: true, type: slice(intro('Type')) },
    enumValues: { go: 'EnumValues', method: true, type: slice(intro('EnumValue')), params: [{ name: 'includeDeprecated', type: basic('bool') }] },
    inputFields: { go: 'InputFields', method: true, type: slice(intro('InputValue')), params: [] },
    ofType: { go: 'OfType', method: true, type: ptr(intro('Type')) },
    isOneOf: { go: 'IsOneOf', method: true, type: basic('bool') },
  },
  __Field: {
    name: { go: 'Name', type: basic('string') },
    description: { go: 'Description', method: true, type: ptr(basic('string')) },
    args: { go: 'Args', type: slice(intro('InputValue')) },
    type: { go: 'Type', type: ptr(intro('Type')) },
    isDeprecated: { go: 'IsDeprecated', method: true, type: basic('bool') },
    deprecationReason: { go: 'DeprecationReason', method: true, type: ptr(basic('string')) },
  },
  __InputValue: {
    name: { go: 'Name', type: basic('string') },
    description: { go: 'Description', method: true, type: ptr(basic('string')) },
    type: { go: 'Type', type: ptr(intro('Type')) },
    defaultValue: { go: 'DefaultValue', type: ptr(basic('string')) },
    isDeprecated: { go: 'IsDeprecated', method: true, type: basic('bool') },
    deprecationReason: { go: 'DeprecationReason', method: true, type: ptr(basic('string')) },
  },
  __EnumValue: {
    name: { go: 'Name', type: basic('string') },
    description: { go: 'Description', method: true, type: ptr(basic('string')) },
    isDeprecated: { go: 'IsDeprecated', method: true, type: basic('bool') },
    deprecationReason: { go: 'DeprecationReason', method: true, type: ptr(basic('string')) },
  },
  __Directive: {
    name: { go: 'Name', type: basic('string') },
    description: { go: 'Description', method: true, type: ptr(basic('string')) },
    isRepeatable: { go: 'IsRepeatable', type: basic('bool') },
    locations: { go: 'Locations', type: slice(basic('string')) },
    args: { go: 'Args', type: slice(intro('InputValue')) },
  },
};

// ---- models: what gqlgen.yml and gqlgen's defaults bind each type to ---------------------------------

/** A Go function-pair marshaler of package graphql: the Go type of its value, and whether it takes a context. */
const MARSHALERS: Readonly<Record<GqlgenMarshaler, { go: GoType; context?: boolean }>> = {
  String: { go: basic('string') },
  ID: { go: basic('string') },
  IntID: { go: basic('int') },
  UintID: { go: basic('uint') },
  Int: { go: basic('int') },
  Int32: { go: basic('int32') },
  Int64: { go: basic('int64') },
  Boolean: { go: basic('bool') },
  Float: { go: basic('float64') },
  FloatContext: { go: basic('float64'), context: true },
  Time: { go: TIME },
  Date: { go: TIME },
};

/** A model of gqlgen.yml's `models:` (a package path and a name), resolved to what FindObject finds there. */
export type Model = { marshaler: GqlgenMarshaler } | { type: NamedType };

/** The model's `package.Name` as gqlgen.yml writes it. */
export function modelPath(m: Model, module: string): string {
  if ('marshaler' in m) return `${GRAPHQL}.${m.marshaler}`;
  return `${m.type.pkg === OWN ? `${module}/internal/graph` : m.type.pkg}.${m.type.name}`;
}

export function scalarModel(m: GqlScalarModel): Model {
  return 'gqlgen' in m ? { marshaler: m.gqlgen } : { type: { k: 'named', pkg: OWN, name: m.own, under: m.nilable ? 'nilable' : 'other', marshaler: true } };
}

// ---- type references ----------------------------------------------------------------------------------

/** A function the marshal functions call: graphql.MarshalX or UnmarshalX. */
export interface Func {
  pkg: string;
  name: string;
}

/** config.TypeReference: a GraphQL type at one place, the Go type there, and how to (un)marshal it. */
export interface TypeRef {
  def: Definition;
  gql: TypeExpr;
  go: GoType;
  target: GoType;
  marshaler?: Func;
  unmarshaler?: Func;
  isMarshaler: boolean;
  isContext: boolean;
  isRoot: boolean;
}

const isPtr = (r: TypeRef) => r.go.k === 'ptr';
export const isSlice = (r: TypeRef) => r.go.k === 'slice' && r.gql.elem !== undefined;
export const isPtrToSlice = (r: TypeRef) => r.go.k === 'ptr' && r.go.elem.k === 'slice';
export const isPtrToPtr = (r: TypeRef) => r.go.k === 'ptr' && r.go.elem.k === 'ptr';
export const isScalar = (r: TypeRef) => r.def.kind === 'SCALAR';
const isInputType = (d: Definition) => d.kind === 'SCALAR' || d.kind === 'ENUM' || d.kind === 'INPUT_OBJECT';

/** TypeReference.Elem: what a pointer points at, or a list's element. */
export function elem(r: TypeRef): TypeRef | undefined {
  if (r.go.k === 'ptr') return { ...r, go: r.go.elem };
  if (isSlice(r) && r.go.k === 'slice') return { ...r, go: r.go.elem, gql: r.gql.elem as TypeExpr };
  return undefined;
}

/** TypeReference.UniquenessKey: `N` or `O`, the GraphQL name, `2`, the Go type, and `ᚄ` for a list of non-nulls. */
export function uniquenessKey(r: TypeRef, moduleIdent: string): string {
  return (r.gql.nonNull ? 'N' : 'O') + r.def.name + '2' + typeIdentifier(r.go, moduleIdent) + (r.gql.elem?.nonNull ? 'ᚄ' : '');
}

export function marshalFunc(r: TypeRef, moduleIdent: string): string {
  return r.def.kind === 'INPUT_OBJECT' ? '' : 'marshal' + uniquenessKey(r, moduleIdent);
}

export function unmarshalFunc(r: TypeRef, moduleIdent: string): string {
  return isInputType(r.def) ? 'unmarshal' + uniquenessKey(r, moduleIdent) : '';
}

// ---- codegen's objects ----------------------------------------------------------------------------------

interface Arg {
  name: string;
  ref: TypeRef;
  /** templates.ToGoPrivate of the name: the resolver's parameter. */
  varName: string;
}

export interface Field {
  name: string;
  def: DefField;
  object: CgObject;
  ref: TypeRef;
  goFieldName: string;
  goReceiverName: 'obj' | 'ec';
  isMethod: boolean;
  isResolver: boolean;
  methodHasContext: boolean;
  noErr: boolean;
  args: Arg[];
}

export interface CgObject {
  def: Definition;
  name: string;
  root: boolean;
  /** The Go type bound to it (none for a root). */
  type?: NamedType;
  fields: Field[];
  disableConcurrency: boolean;
}

interface ModelField {
  name: string;
  goName: string;
  type: GoType;
  description?: string;
  tag: string;
}

interface ModelStruct {
  name: string;
  goName: string;
  description?: string;
  fields: ModelField[];
}

interface ModelEnum {
  name: string;
  goName: string;
  description?: string;
  values: { name: string; goName: string; description?: string }[];
}

/** codegen.Data, with modelgen's ModelBuild. */
export interface Data {
  schema: GqlSchema;
  options: GqlgenOptions;
  defs: Map<string, Definition>;
  objects: CgObject[];
  inputs: CgObject[];
  /** ReferencedTypes, sorted by their key as text/template ranges over a map. */
  refs: [string, TypeRef][];
  models: ModelStruct[];
  enums: ModelEnum[];
  queryRoot: CgObject;
  mutationRoot?: CgObject;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Checks what gqlgen would refuse, or the emulation does not cover, with a message naming the place. */
function check(schema: GqlSchema, defs: Map<string, Definition>): void {
  const fail = (m: string) => {
    throw new Error(`gqlgen schema: ${m}`);
  };
  if (!defs.get('Query') || defs.get('Query')?.kind !== 'OBJECT') fail('there is no Query type');
  for (const t of schema.types) {
    if (t.name.startsWith('__')) fail(`${t.name}: a name may not start with __`);
    if (t.name === 'Subscription') fail('subscriptions are not supported');
    if ((t.kind === 'object' || t.kind === 'input') && t.fields.length === 0) fail(`${t.name} has no fields`);
    if (t.kind === 'object' || t.kind === 'input') {
      const goNames = new Set<string>();
      for (const field of t.fields) {
        const type = parseType(field.type);
        const target = defs.get(type.name);
        if (!target) fail(`${t.name}.${field.name}: unknown type ${type.name}`);
        if (t.kind === 'input' && target?.kind === 'OBJECT') fail(`${t.name}.${field.name}: an input field cannot be of an object type`);
        if (t.kind === 'object' && target?.kind === 'INPUT_OBJECT') fail(`${t.name}.${field.name}: a field cannot be of an input type`);
        if (target && (target.name === 'Query' || target.name === 'Mutation')) fail(`${t.name}.${field.name}: a field of a root type is not supported`);
        const goName = toGo(field.name);
        if (goNames.has(goName)) fail(`${t.name}.${field.name}: another field has the Go name ${goName}`);
        goNames.add(goName);
        if ('args' in field) {
          for (const a of field.args ?? []) {
            const at = defs.get(parseType(a.type).name);
            if (!at || at.kind === 'OBJECT') fail(`${t.name}.${field.name}(${a.name}): not an input type`);
            if (['ctx', 'obj', 'r'].includes(toGoPrivate(a.name))) fail(`${t.name}.${field.name}(${a.name}): the name clashes with the resolver's own parameters`);
          }
        }
      }
    }
  }
}

/** Builds codegen.Data for a schema, as `gqlgen generate` does with modelgen and resolvergen. */
export function buildData(schema: GqlSchema, options: GqlgenOptions): Data {
  const defs = new Map<string, Definition>();
  for (const d of PRELUDE) defs.set(d.name, d);
  for (const t of schema.types) {
    if (defs.has(t.name)) throw new Error(`gqlgen schema: ${t.name} is defined twice`);
    defs.set(t.name, {
      name: t.name,
      kind: t.kind === 'object' ? 'OBJECT' : t.kind === 'input' ? 'INPUT_OBJECT' : t.kind === 'enum' ? 'ENUM' : 'SCALAR',
      description: t.description,
      fields:
        t.kind === 'object'
          ? t.fields.map((x) => ({ name: x.name, type: parseType(x.type), description: x.description, args: (x.args ?? []).map((a) => ({ name: a.name, type: parseType(a.type), default: a.default })), resolver: x.resolver }))
          : t.kind === 'input'
            ? t.fields.map((x) => ({ name: x.name, type: parseType(x.type), description: x.description, args: [], default: x.default }))
            : [],
      enumValues: t.kind === 'enum' ? t.values.map((v) => ({ ...v })) : [],
      builtIn: false,
    });
  }
  check(schema, defs);
  const isRoot = (d: Definition) => d.name === 'Query' || d.name === 'Mutation';

  // gqlgen.yml's models, then config.injectBuiltins (for types gqlgen.yml leaves out).
  const models = new Map<string, Model[]>();
  if (schema.id) {
    models.set('ID', [{ marshaler: schema.id.gqlgen }]);
  }
  for (const t of schema.types) {
    if (t.kind === 'scalar' && t.model) {
      models.set(t.name, [scalarModel(t.model)]);
    }
  }
  const builtins: [string, Model[]][] = [
    ['__Directive', [{ type: intro('Directive') }]],
    ['__DirectiveLocation', [{ marshaler: 'String' }]],
    ['__Type', [{ type: intro('Type') }]],
    ['__TypeKind', [{ marshaler: 'String' }]],
    ['__Field', [{ type: intro('Field') }]],
    ['__EnumValue', [{ type: intro('EnumValue') }]],
    ['__InputValue', [{ type: intro('InputValue') }]],
    ['__Schema', [{ type: intro('Schema') }]],
    ['Float', [{ marshaler: 'FloatContext' }]],
    ['String', [{ marshaler: 'String' }]],
    ['Boolean', [{ marshaler: 'Boolean' }]],
    ['Int', [{ marshaler: 'Int' }, { marshaler: 'Int32' }, { marshaler: 'Int64' }]],
    ['ID', [{ marshaler: 'ID' }, { marshaler: 'IntID' }]],
  ];
  for (const [n, m] of builtins) if (!models.has(n)) models.set(n, m);
  const extra: [string, Model[]][] = [
    ['Int64', [{ marshaler: 'Int' }, { marshaler: 'Int64' }]],
    ['Time', [{ marshaler: 'Time' }]],
  ];
  for (const [n, m] of extra) if (!models.has(n) && defs.get(n)?.kind === 'SCALAR') models.set(n, m);

  // modelgen: a struct per object and input type, a string type per enum; other scalars are strings.
  const names = new ModelNames();
  const userTypes = schema.types.filter((t) => !models.has(t.name));
  const enumsSorted = userTypes.filter((t) => t.kind === 'enum').sort((a, b) => byteOrder(a.name, b.name));
  const structsSorted = userTypes.filter((t) => t.kind === 'object' || t.kind === 'input').sort((a, b) => byteOrder(a.name, b.name));
  const structOf = new Map<string, NamedType>();
  for (const t of enumsSorted) models.set(t.name, [{ type: { k: 'named', pkg: OWN, name: names.name(t.name), under: 'other', marshaler: true } }]);
  for (const t of structsSorted) {
    const type: NamedType = { k: 'named', pkg: OWN, name: names.name(t.name), under: 'struct' };
    structOf.set(t.name, type);
    models.set(t.name, [{ type }]);
  }
  for (const t of userTypes) if (t.kind === 'scalar') models.set(t.name, [{ marshaler: 'String' }]);

  /** The Go type FindObject finds for a model, and how it marshals. */
  const resolveModel = (m: Model): { go: GoType; marshaler?: Func; unmarshaler?: Func; isMarshaler: boolean; isContext: boolean } => {
    if ('marshaler' in m) {
      const info = MARSHALERS[m.marshaler];
      return { go: info.go, marshaler: { pkg: GRAPHQL, name: `Marshal${m.marshaler}` }, unmarshaler: { pkg: GRAPHQL, name: `Unmarshal${m.marshaler}` }, isMarshaler: false, isContext: !!info.context };
    }
    return { go: m.type, isMarshaler: !!m.type.marshaler, isContext: false };
  };

  /** Binder.CopyModifiersFromAst: a list is a slice (of pointers to structs), a nullable non-nil-able a pointer. */
  const copyModifiers = (t: TypeExpr, base: GoType): GoType => {
    if (t.elem) {
      let child = copyModifiers(t.elem, base);
      if (isStruct(child)) child = ptr(child);
      return slice(child);
    }
    return !isNilable(base) && !t.nonNull ? ptr(base) : base;
  };

  // Models first: modelgen writes models_gen.go before codegen binds to it.
  const modelStructs: ModelStruct[] = structsSorted.map((t) => {
    // A root's model has no fields (its fields are all resolvers').
    const own = t.kind === 'object' && (t.name === 'Query' || t.name === 'Mutation') ? [] : t.kind === 'object' || t.kind === 'input' ? t.fields : [];
    const fields = own.map((x): ModelField => {
      const type = parseType(x.type);
      const d = defs.get(type.name) as Definition;
      let go: GoType;
      const m = models.get(type.name) as Model[];
      if (d.kind === 'OBJECT' || d.kind === 'INPUT_OBJECT') go = structOf.get(type.name) as NamedType;
      else go = resolveModel(m[0]).go;
      go = copyModifiers(type, go);
      // StructFieldsAlwaysPointers: a field of an object or input type is a pointer.
      if (isStruct(go) && (d.kind === 'OBJECT' || d.kind === 'INPUT_OBJECT')) go = ptr(go);
      const tag = type.nonNull ? `json:"${x.name}"` : `json:"${x.name},omitempty"`;
      return { name: x.name, goName: toGo(x.name), type: go, description: x.description, tag };
    });
    return { name: t.name, goName: structOf.get(t.name)?.name as string, description: t.description, fields };
  });
  // findAndHandleCyclicalRelationships: a struct field of a type that has one back gets a pointer.
  modelStructs.forEach((a, ia) => {
    for (const fa of a.fields) {
      if (!isStruct(fa.type)) continue;
      const aName = (fa.type as NamedType).name;
      modelStructs.forEach((b, ib) => {
        if (b.name !== aName) return;
        let cyclical = false;
        for (const fb of b.fields) {
          if (isStruct(fb.type) && (fb.type as NamedType).name === a.name) {
            cyclical = true;
            fb.type = ptr(fb.type);
          }
        }
        if (cyclical && ia !== ib) fa.type = ptr(fa.type);
      });
    }
  });
  const modelEnums: ModelEnum[] = enumsSorted.map((t) => {
    const e = t as Extract<typeof t, { kind: 'enum' }>;
    const goName = names.name(e.name);
    return { name: e.name, goName, description: e.description, values: e.values.map((v) => ({ name: v.name, goName: names.name(e.name, v.name), description: v.description })) };
  });

  // The binder: every reference it resolves is kept, and becomes a pair of (un)marshal functions.
  const references: TypeRef[] = [];
  const typeReference = (t: TypeExpr, bindTarget?: GoType): TypeRef => {
    const def = defs.get(t.name);
    if (!def) throw new Error(`gqlgen schema: unknown type ${t.name}`);
    for (const m of models.get(t.name) ?? []) {
      const r = resolveModel(m);
      const ref: TypeRef = { def, gql: t, go: copyModifiers(t, r.go), target: r.go, marshaler: r.marshaler, unmarshaler: r.unmarshaler, isMarshaler: r.isMarshaler, isContext: r.isContext, isRoot: isRoot(def) };
      if (bindTarget) {
        if (!compatible(ref.go, bindTarget)) continue;
        ref.go = bindTarget;
      }
      references.push(ref);
      return ref;
    }
    throw new Error(`gqlgen schema: ${typeText(t)} is incompatible with its binding`);
  };
  const pointerTo = (ref: TypeRef): TypeRef => {
    const r = { ...ref, go: ptr(ref.go) };
    references.push(r);
    return r;
  };

  // buildDirectives: the prelude's directives' arguments.
  for (const a of DIRECTIVE_ARGS) typeReference(parseType(a));

  const buildArg = (a: DefArg): Arg => ({ name: a.name, ref: typeReference(a.type), varName: toGoPrivate(a.name) });

  const buildField = (obj: CgObject, df: DefField): Field => {
    const field: Field = {
      name: df.name,
      def: df,
      object: obj,
      ref: undefined as unknown as TypeRef,
      goFieldName: toGo(df.name),
      goReceiverName: 'obj',
      isMethod: false,
      isResolver: false,
      methodHasContext: false,
      noErr: false,
      args: df.args.map(buildArg),
    };
    if (df.name === '__schema' || df.name === '__type') {
      field.isMethod = true;
      field.goReceiverName = 'ec';
      field.goFieldName = df.name === '__schema' ? 'introspectSchema' : 'introspectType';
      field.ref = typeReference(df.type);
    } else if (obj.root || df.resolver) {
      field.isResolver = true;
      field.ref = typeReference(df.type);
    } else if (obj.def.builtIn) {
      const b = INTROSPECTION_BINDINGS[obj.name][df.name];
      field.goFieldName = b.go;
      if (b.method) {
        field.isMethod = true;
        field.noErr = true;
        // bindArgs: the method's parameters, matched to the arguments by name.
        if (b.params) field.args = b.params.map((p) => ({ ...(field.args.find((a) => a.name === p.name) as Arg), ref: typeReference(df.args.find((a) => a.name === p.name)?.type as TypeExpr, p.type) }));
      }
      field.ref = typeReference(df.type, b.type);
    } else {
      const mf = modelStructs.find((s) => s.name === obj.name)?.fields.find((x) => x.name === df.name) as ModelField;
      field.ref = typeReference(df.type, mf.type);
    }
    // ResolversAlwaysReturnPointers: a resolver returns a pointer to a struct.
    if (field.isResolver && !isPtr(field.ref) && isStruct(field.ref.go)) field.ref = pointerTo(field.ref);
    return field;
  };

  const buildObject = (d: Definition): CgObject => {
    const obj: CgObject = { def: d, name: d.name, root: isRoot(d), fields: [], disableConcurrency: d.name === 'Mutation' };
    if (!obj.root) obj.type = (models.get(d.name) as { type: NamedType }[])[0].type;
    for (const df of d.fields) obj.fields.push(buildField(obj, df));
    return obj;
  };

  // data.go walks the schema's types (a map: the order only matters to the references' last variant).
  const objects: CgObject[] = [];
  const inputs: CgObject[] = [];
  for (const d of defs.values()) {
    if (d.kind === 'OBJECT') objects.push(buildObject(d));
    else if (d.kind === 'INPUT_OBJECT') inputs.push(buildObject(d));
  }
  const queryRoot = objects.find((o) => o.name === 'Query') as CgObject;
  const mutationRoot = objects.find((o) => o.name === 'Mutation');
  // injectIntrospectionRoots
  queryRoot.fields.push(buildField(queryRoot, { name: '__type', type: parseType('__Type'), args: [{ name: 'name', type: parseType('String!') }] }), buildField(queryRoot, { name: '__schema', type: parseType('__Schema'), args: [] }));

  const refs = new Map<string, TypeRef>();
  const processType = (ref: TypeRef) => {
    refs.set(uniquenessKey(ref, options.moduleIdent), ref);
    if (isSlice(ref) || isPtrToSlice(ref) || isPtrToPtr(ref)) processType(elem(ref) as TypeRef);
  };
  for (const r of references) processType(r);

  objects.sort((a, b) => byteOrder(a.name, b.name));
  inputs.sort((a, b) => byteOrder(a.name, b.name));
  return {
    schema,
    options,
    defs,
    objects,
    inputs,
    // Sorted by the keys as the real module spells them (the placeholder may sort otherwise).
    refs: [...refs.entries()]
      .map(([key, r]) => [key, r, options.sortAs ? uniquenessKey(r, options.sortAs.moduleIdent) : key] as const)
      .sort(([, , a], [, , b]) => byteOrder(a, b))
      .map(([key, r]): [string, TypeRef] => [key, r]),
    models: modelStructs,
    enums: modelEnums,
    queryRoot,
    mutationRoot,
  };
}

/** Object.HasResolvers */
export const hasResolvers = (o: CgObject) => o.fields.some((x) => x.isResolver);
/** Field.IsConcurrent */
export const isConcurrent = (x: Field) => !x.object.disableConcurrency && (x.methodHasContext || x.isResolver);
/** Object.IsReserved / Field.IsReserved */
export const isReserved = (name: string) => name.startsWith('__');
/** The Go name of a root's or a type's resolver interface (cases.Title of the name). */
export const resolverName = (o: CgObject) => `${ucFirst(o.name)}Resolver`;

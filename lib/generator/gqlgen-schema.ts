// The GraphQL schemas lib/generator/gqlgen.ts writes gqlgen's code for, as the site describes them: the
// subset its projects use (scalars, enums, object and input types, Query and Mutation, descriptions and
// default values; no interfaces, unions, subscriptions or directives of their own), with the Go binding
// of each scalar gqlgen.yml gives. The schema's own text (schema.graphqls) is written from it too.

/** A scalar's Go binding: one of gqlgen's marshaler pairs (graphql.MarshalX / UnmarshalX). */
export type GqlgenMarshaler = 'String' | 'ID' | 'IntID' | 'UintID' | 'Int' | 'Int32' | 'Int64' | 'Boolean' | 'Float' | 'FloatContext' | 'Time' | 'Date';

/**
 * Where gqlgen.yml binds a scalar: to a marshaler pair of gqlgen's graphql package, or to a type of
 * package graph itself (`own`, its Go name) with MarshalGQL and UnmarshalGQL methods written by hand.
 * `nilable` says whether that type is nil-able (a slice, map or pointer underneath, as `type JSON
 * json.RawMessage`), which decides whether a nullable field holds it or a pointer to it.
 */
export type GqlScalarModel = { gqlgen: GqlgenMarshaler } | { own: string; nilable?: boolean };

export interface GqlArgument {
  name: string;
  /** The type as SDL writes it: `ID!`, `[Book!]!`, `String`. */
  type: string;
  description?: string;
  /** The default value, as an SDL literal: `20`, `""`, `"text"`, `true`, `1.5`, `fiction` (an enum value), `null`. */
  default?: string;
}

export interface GqlField {
  name: string;
  type: string;
  description?: string;
  args?: readonly GqlArgument[];
  /** A field of a type other than Query and Mutation that a resolver answers (gqlgen.yml `resolver: true`). */
  resolver?: boolean;
}

export interface GqlInputField {
  name: string;
  type: string;
  description?: string;
  default?: string;
}

interface GqlObjectType {
  kind: 'object';
  name: string;
  description?: string;
  fields: readonly GqlField[];
}

interface GqlInputType {
  kind: 'input';
  name: string;
  description?: string;
  fields: readonly GqlInputField[];
}

export interface GqlEnumType {
  kind: 'enum';
  name: string;
  description?: string;
  values: readonly { name: string; description?: string }[];
}

interface GqlScalarType {
  kind: 'scalar';
  name: string;
  description?: string;
  /**
   * The binding gqlgen.yml gives it. Without one, gqlgen's own applies: `Time` is graphql.Time, `Int64`
   * graphql.Int (a Go int), any other graphql.String.
   */
  model?: GqlScalarModel;
}

export type GqlType = GqlObjectType | GqlInputType | GqlEnumType | GqlScalarType;

export interface GqlSchema {
  /** `#` comment lines at the top of schema.graphqls. */
  comment?: readonly string[];
  /** The definitions, in the order schema.graphqls lists them. */
  types: readonly GqlType[];
  /** The binding of the built-in ID: gqlgen's is graphql.ID (a Go string), then graphql.IntID. */
  id?: { gqlgen: GqlgenMarshaler };
}

/** The module whose package graph (internal/graph) the code is for, spelled as it is to go into the files. */
export interface GqlgenOptions {
  /** The module path, or a placeholder the site substitutes later (`{{@module}}`). */
  module: string;
  /** The module path as gqlgen spells it inside identifiers ('/' as 'ᚋ', '.' as 'ᚗ', '-' as 'ᚑ'), or its placeholder. */
  moduleIdent: string;
  /**
   * The real module, when `module` and `moduleIdent` are placeholders: gqlgen orders generated.go's
   * marshal functions by names that spell the module, and goimports the resolvers' imports of the
   * module's own packages by path, so the order is the one these names give.
   */
  sortAs?: { module: string; moduleIdent: string };
}

/** A GraphQL type reference: a named type, or a list, either of them non-null. */
export interface TypeExpr {
  name: string;
  nonNull: boolean;
  elem?: TypeExpr;
}

/** Reads `[Book!]!` and the like. */
export function parseType(text: string): TypeExpr {
  const s = text.trim();
  const nonNull = s.endsWith('!');
  const body = nonNull ? s.slice(0, -1).trim() : s;
  if (body.startsWith('[')) {
    if (!body.endsWith(']')) throw new Error(`not a GraphQL type: ${text}`);
    const elem = parseType(body.slice(1, -1));
    return { name: elem.name, nonNull, elem };
  }
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(body)) throw new Error(`not a GraphQL type: ${text}`);
  return { name: body, nonNull };
}

export function typeText(t: TypeExpr): string {
  return (t.elem ? `[${typeText(t.elem)}]` : t.name) + (t.nonNull ? '!' : '');
}

/** A description as an SDL string. */
function description(text: string, indent: string): string {
  if (text.includes('\n')) throw new Error(`a description is one line: ${JSON.stringify(text)}`);
  return `${indent}"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"\n`;
}

/**
 * schema.graphqls: the comment, then each definition in order, a blank line between them. Arguments
 * stay on their field's line unless one has a description, which puts each on a line of its own.
 */
export function renderSchema(schema: GqlSchema): string {
  const parts: string[] = [];
  if (schema.comment?.length) parts.push(schema.comment.map((c) => (c ? `# ${c}` : '#')).join('\n') + '\n');
  for (const t of schema.types) {
    let out = t.description !== undefined ? description(t.description, '') : '';
    const dflt = (d: string | undefined) => (d !== undefined ? ` = ${d}` : '');
    switch (t.kind) {
      case 'scalar':
        out += `scalar ${t.name}\n`;
        break;
      case 'enum':
        out += `enum ${t.name} {\n`;
        for (const v of t.values) out += (v.description !== undefined ? description(v.description, '  ') : '') + `  ${v.name}\n`;
        out += '}\n';
        break;
      case 'input':
        out += `input ${t.name} {\n`;
        for (const f of t.fields) out += (f.description !== undefined ? description(f.description, '  ') : '') + `  ${f.name}: ${f.type}${dflt(f.default)}\n`;
        out += '}\n';
        break;
      case 'object':
        out += `type ${t.name} {\n`;
        for (const f of t.fields) {
          out += f.description !== undefined ? description(f.description, '  ') : '';
          const args = f.args ?? [];
          let list = '';
          if (args.some((a) => a.description !== undefined)) {
            list = `(\n${args.map((a) => (a.description !== undefined ? description(a.description, '    ') : '') + `    ${a.name}: ${a.type}${dflt(a.default)}\n`).join('')}  )`;
          } else if (args.length > 0) list = `(${args.map((a) => `${a.name}: ${a.type}${dflt(a.default)}`).join(', ')})`;
          out += `  ${f.name}${list}: ${f.type}\n`;
        }
        out += '}\n';
        break;
    }
    parts.push(out);
  }
  return parts.join('\n');
}

// A schema-driven fuzzer of a booted generated service: the project's own OpenAPI 3.0 document
// (docs/swagger.yaml) says what each resource's operations take and answer, and the fuzzer holds the
// service to it, as schemathesis would. fast-check draws, from the document's schemas:
// - valid cases: a create body per resource (its references naming rows created first), then the
//   row read at its Location, the list filtered by each documented filter with the row's value and
//   sorted, a replace, a delete, and a read of the deleted row (404); lists with random valid paging,
//   sorts and filters;
// - invalid cases that break exactly one rule: of the schema (wrong type, a length, a bound, an enum,
//   a required field missing, an unknown field, a malformed date, date-time or UUID) or of the edges
//   every project holds to (design: NUL and lone surrogates in strings, JSON nested 200 deep,
//   timestamps past 0001-9999 or with offsets past 14 h, a reference to no row, an integer past int64),
//   in bodies, in list queries (`?name=%00`) and in ids; a unique value another row has (409);
// and checks every answer: no 5xx; a status the document lists for the operation; the documented
// content type and a body valid against the documented schema (ajv); invalid input refused (400);
// valid input accepted (2xx) and kept as sent; a created row readable at its Location; a deleted one
// gone. Failures are kept once per operation and check, each with its request and answer.
// verify.ts runs it in the `fuzz` column; the seed it prints replays a run (GO_VERIFY_FUZZ_SEED).
// Alone, against a service already running:
//   npx tsx tests/go/fuzz.ts --base http://127.0.0.1:8080 --document docs/swagger.yaml
//        [--model model.json] [--seed N] [--seconds S] [--cases N] [--token JWT]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { parse } from 'yaml';
import type { ResourceModel } from '../../lib/resources/model';
import { DECIMAL_TEXT } from '../../lib/resources/field-types';
import { resourceNames } from '../../lib/resources/names';
import { REQUEST_MS } from './timeouts';

export interface FuzzOptions {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The OpenAPI 3.0 document: the path of docs/swagger.yaml, or the document itself. */
  document: string | object;
  /** fast-check's seed: the same seed draws the same cases. */
  seed: number;
  /** How long the cases may run (a case under way finishes). */
  budgetMs: number;
  /** At most this many requests (10 000 when absent). */
  maxCases?: number;
  /** The model the service serves: which fields are unique (the document does not say). */
  resources?: ResourceModel;
  /** Headers every request carries (a bearer token when JWT Auth guards the API). */
  headers?: Record<string, string>;
  /**
   * Requests per client address: the service limits each client IP (RATE_LIMIT_REQUESTS a window),
   * and the fuzzer is many clients, each a loopback address of its own. Unlimited when absent.
   */
  requestsPerClient?: number;
}

export interface FuzzReport {
  seed: number;
  /** Requests sent. */
  cases: number;
  /** One line per operation and check broken: the request, the answer, the check. */
  failures: string[];
  /** Requests by what they tried: valid input, or the rule an invalid one breaks. */
  tried: Record<string, number>;
}

// ---------------------------------------------------------------------------------------------
// The document

interface Schema {
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  description?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface ResponseSpec {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, { required?: boolean }>;
}

interface Operation {
  method: string;
  /** The path as the document writes it: /api/v1/owners/{id}. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
  responses: Record<string, ResponseSpec>;
}

interface PathItem {
  parameters?: Parameter[];
  [method: string]: unknown;
}

/** A resource of the document: /api/v1/<plural-kebab> (list, create) and /api/v1/<plural-kebab>/{id}. */
interface Collection {
  path: string;
  create: Operation;
  list?: Operation;
  read?: Operation;
  replace?: Operation;
  remove?: Operation;
  /** The create body's schema. */
  input: Schema;
  /** Fields documented "The id of one of /api/v1/...", and the collection they name. */
  references: Map<string, string>;
  unique: Set<string>;
  /** The list's query parameters that filter on a field. */
  filters: Parameter[];
  sorts: string[];
}

function operation(pathTemplate: string, item: PathItem, method: string): Operation | undefined {
  const op = item[method] as { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; responses?: Record<string, ResponseSpec> } | undefined;
  if (!op) return undefined;
  const own = op.parameters ?? [];
  const inherited = (item.parameters ?? []).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  return { method: method.toUpperCase(), path: pathTemplate, parameters: [...inherited, ...own], body: op.requestBody?.content?.['application/json']?.schema, responses: op.responses ?? {} };
}

const REFERENCE = /The id of one of (\/[\w/-]*[\w-])/;

function collectionsOf(paths: Record<string, PathItem>, model: ResourceModel | undefined): Collection[] {
  const found: Collection[] = [];
  for (const [p, item] of Object.entries(paths)) {
    if (!/^\/api\/v\d+\/[a-z0-9-]+$/.test(p) || !item.post) continue;
    const itemPath = Object.keys(paths).find((q) => q.startsWith(`${p}/{`) && /^\{[^/}]+\}$/.test(q.slice(p.length + 1)));
    const create = operation(p, item, 'post')!;
    if (!create.body || !itemPath) continue;
    const element = paths[itemPath];
    const list = operation(p, item, 'get');
    const references = new Map<string, string>();
    for (const [name, s] of Object.entries(create.body.properties ?? {})) {
      const m = s.description && REFERENCE.exec(s.description);
      if (m) references.set(name, m[1]);
    }
    const resource = model?.find((r) => `/api/v1/${resourceNames(r.name).path}` === p);
    const sort = list?.parameters.find((q) => q.in === 'query' && q.name === 'sort');
    found.push({
      path: p,
      create,
      list,
      read: operation(itemPath, element, 'get'),
      replace: operation(itemPath, element, 'put'),
      remove: operation(itemPath, element, 'delete'),
      input: create.body,
      references,
      unique: new Set(resource?.fields.filter((f) => f.unique).map((f) => f.name) ?? []),
      filters: list?.parameters.filter((q) => q.in === 'query' && !['limit', 'offset', 'sort'].includes(q.name)) ?? [],
      sorts: (sort?.schema?.enum ?? []).filter((v): v is string => typeof v === 'string'),
    });
  }
  // Referenced collections first (a reference to its own collection does not order it).
  const byPath = new Map(found.map((c) => [c.path, c]));
  const ordered: Collection[] = [];
  const visit = (c: Collection, seen: Set<string>) => {
    if (ordered.includes(c) || seen.has(c.path)) return;
    seen.add(c.path);
    for (const target of c.references.values()) {
      const t = byPath.get(target);
      if (t && t !== c) visit(t, seen);
    }
    ordered.push(c);
  };
  for (const c of found) visit(c, new Set());
  return ordered;
}

// ---------------------------------------------------------------------------------------------
// Schemas as JSON Schema (ajv): the truth of what is valid, for answers and for the cases drawn

const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, logger: false });
addFormats(ajv);
ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
ajv.addFormat('float', { type: 'number', validate: () => true });
ajv.addFormat('double', { type: 'number', validate: () => true });
// An exact decimal written as a string (its pattern bounds the digits).
ajv.addFormat('decimal', { type: 'string', validate: (s: string) => DECIMAL_TEXT.test(s) });

/** An OpenAPI 3.0 schema as JSON Schema: nullable as a null type, boolean exclusive bounds as numbers. */
function jsonSchema(s: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (['nullable', 'example', 'xml', 'externalDocs', 'deprecated', 'discriminator', 'exclusiveMinimum', 'exclusiveMaximum'].includes(k) || k.startsWith('x-')) continue;
    if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as Record<string, Schema>).map(([n, p]) => [n, jsonSchema(p)]));
    else if (k === 'items' || k === 'not') out[k] = jsonSchema(v as Schema);
    else if (k === 'additionalProperties') out[k] = typeof v === 'object' ? jsonSchema(v as Schema) : v;
    else if (k === 'allOf' || k === 'oneOf' || k === 'anyOf') out[k] = (v as Schema[]).map(jsonSchema);
    else out[k] = v;
  }
  if (s.exclusiveMinimum === true && s.minimum !== undefined) [out.exclusiveMinimum, out.minimum] = [s.minimum, undefined];
  if (s.exclusiveMaximum === true && s.maximum !== undefined) [out.exclusiveMaximum, out.maximum] = [s.maximum, undefined];
  for (const k of ['minimum', 'maximum']) if (out[k] === undefined) delete out[k];
  if (s.nullable) {
    if (typeof s.type === 'string') out.type = [s.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    if (s.type === undefined && (s.allOf || s.oneOf || s.anyOf)) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const validators = new WeakMap<Schema, ValidateFunction>();
const nonNullables = new WeakMap<Schema, Schema>();

/** The schema without null (a query parameter's value is text, never null). */
function nonNullable(s: Schema): Schema {
  let n = nonNullables.get(s);
  if (!n) nonNullables.set(s, (n = { ...s, nullable: false }));
  return n;
}

function validator(s: Schema): ValidateFunction {
  let v = validators.get(s);
  if (!v) {
    v = ajv.compile(jsonSchema(s));
    validators.set(s, v);
  }
  return v;
}

function schemaErrors(s: Schema, value: unknown): string | null {
  const v = validator(s);
  if (v(value)) return null;
  return (v.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
}

// ---------------------------------------------------------------------------------------------
// Values

/** A JSON value written as is into a body: an integer past int64, a number past double. */
class Raw {
  constructor(readonly text: string) {}
}

/** JSON with Raw values written as they are (JSON.stringify escapes NUL and lone surrogates as \u). */
function encode(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) return `[${v.map(encode).join(',')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${encode(x)}`).join(',')}}`;
  return JSON.stringify(v);
}

/** Thrown when the fuzzer draws a case that is not what it claims: a bug of the fuzzer, not of the service. */
class FuzzerBug extends Error {}

const MIN_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const MAX_TIME = Date.parse('9999-12-31T23:59:59.999Z');
const DAY = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A time as RFC 3339 with an offset of `offset` minutes (Z for 0 when `zulu`). */
function rfc3339(ms: number, offset: number, fraction: boolean, zulu: boolean): string {
  const local = new Date(ms + offset * 60_000);
  const date = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${fraction ? `.${pad(local.getUTCMilliseconds(), 3)}` : ''}`;
  const zone = offset === 0 && zulu ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${date}T${time}${zone}`;
}

/**
 * Times every project holds (design: the years 0001 to 9999 in UTC and as written, offsets within
 * 14 h), to the millisecond: the bounds and the epoch often, as fast-check draws integers.
 */
const timeArb: fc.Arbitrary<string> = fc
  .record({ ms: fc.integer({ min: MIN_TIME, max: MAX_TIME }), offset: fc.oneof(fc.constant(0), fc.integer({ min: -14 * 60, max: 14 * 60 })), fraction: fc.boolean(), zulu: fc.boolean() })
  .map(({ ms, offset, fraction, zulu }) => {
    const at = fraction ? ms : ms - (((ms % 1000) + 1000) % 1000);
    const year = new Date(at + offset * 60_000).getUTCFullYear();
    return rfc3339(at, year >= 1 && year <= 9999 ? offset : 0, fraction, zulu);
  });

const dateArb: fc.Arbitrary<string> = fc.integer({ min: MIN_TIME / DAY, max: Math.floor(MAX_TIME / DAY) }).map((d) => new Date(d * DAY).toISOString().slice(0, 10));

const uuidArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.tuple(fc.uuid(), fc.boolean()).map(([u, upper]) => (upper ? u.toUpperCase() : u)), weight: 8 },
  { arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'), weight: 1 },
);

/** Text without NUL (every project refuses it; the NUL cases put it back one at a time). */
const noNul = (s: string) => s.replaceAll('\u0000', '0');

function withoutNul(v: unknown): unknown {
  if (typeof v === 'string') return noNul(v);
  if (Array.isArray(v)) return v.map(withoutNul);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [noNul(k), withoutNul(x)]));
  return v;
}

/** Any JSON value, a few levels deep, with ASCII or any text. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' })).map(withoutNul);

const arbitraries = new WeakMap<Schema, fc.Arbitrary<unknown>>();

/** Values of a schema, most of them valid (the caller keeps those ajv accepts). */
function arbitraryOf(s: Schema): fc.Arbitrary<unknown> {
  let arb = arbitraries.get(s);
  if (arb) return arb;
  arb = build(s);
  if (s.nullable) arb = fc.oneof({ arbitrary: arb, weight: 6 }, { arbitrary: fc.constant(null), weight: 1 });
  arbitraries.set(s, arb);
  return arb;
}

function build(s: Schema): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum.filter((v) => v !== null));
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf)!.map(arbitraryOf));
  if (s.allOf) return arbitraryOf(Object.assign({}, ...s.allOf) as Schema);
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer': {
      const lo = (s.minimum ?? (s.format === 'int32' ? -(2 ** 31) : Number.MIN_SAFE_INTEGER)) + (s.exclusiveMinimum ? 1 : 0);
      const hi = (s.maximum ?? (s.format === 'int32' ? 2 ** 31 - 1 : Number.MAX_SAFE_INTEGER)) - (s.exclusiveMaximum ? 1 : 0);
      const [min, max] = [Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER), Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER)];
      return fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ min: s.minimum, max: s.maximum, minExcluded: s.exclusiveMinimum === true, maxExcluded: s.exclusiveMaximum === true, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items) : anyJson, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'object': {
      if (!s.properties) return fc.dictionary(fc.string().map(noNul), anyJson, { maxKeys: 5 });
      const shape = Object.fromEntries(Object.entries(s.properties).map(([k, p]) => [k, arbitraryOf(p)]));
      return fc.record(shape, { requiredKeys: (s.required ?? []).filter((k) => k in shape) });
    }
    default:
      return anyJson;
  }
}

function stringArb(s: Schema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'date':
      return dateArb;
    case 'date-time':
      return timeArb;
    case 'uuid':
      return uuidArb;
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? Infinity));
  }
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 64);
  const text = fc
    .oneof(
      { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }), weight: 3 },
      { arbitrary: fc.string({ unit: 'grapheme-composite', minLength: min, maxLength: max }), weight: 2 },
      { arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: max }), weight: 2 },
      // at the bound, in characters (code points) as JSON Schema counts them, some outside the BMP
      { arbitrary: fc.string({ unit: fc.constantFrom('a', 'é', '€', '\u{1F600}', '\u{10FFFF}'), minLength: max, maxLength: max }), weight: 1 },
    )
    .map(noNul);
  return s.pattern ? fc.oneof(text, fc.stringMatching(new RegExp(s.pattern)).map(noNul)) : text;
}

// ---------------------------------------------------------------------------------------------
// The service

interface Request {
  method: string;
  /** With its query, percent-encoded. */
  path: string;
  body?: string;
  contentType?: string;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
  isJson: boolean;
}

/** Requests to the service, from a new loopback address every `perClient` requests. */
class Client {
  private agent: http.Agent | undefined;
  private used = 0;
  /** Where this run's addresses start: a run after another against the same service uses new ones. */
  private clients = Math.floor(Math.random() * 1_000_000);
  private rotate: boolean;
  sent = 0;

  constructor(
    private readonly base: URL,
    private readonly headers: Record<string, string>,
    private readonly perClient: number,
  ) {
    this.rotate = base.hostname === '127.0.0.1' && Number.isFinite(perClient);
  }

  private localAddress(): string | undefined {
    if (!this.rotate) return undefined;
    const n = this.clients;
    return `127.${100 + (Math.floor(n / 64_516) % 150)}.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
  }

  async send(req: Request): Promise<Answer> {
    if (!this.agent || this.used >= this.perClient) {
      this.agent?.destroy();
      this.clients++;
      this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      this.used = 0;
    }
    this.used++;
    this.sent++;
    try {
      return await this.once(req);
    } catch (err) {
      // A system without the loopback network (only 127.0.0.1): one client then.
      if ((err as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL' || !this.rotate) throw err;
      this.rotate = false;
      return this.once(req);
    }
  }

  private once(req: Request): Promise<Answer> {
    const headers: Record<string, string | number> = { ...this.headers };
    if (req.body !== undefined) {
      headers['Content-Type'] = req.contentType ?? 'application/json';
      headers['Content-Length'] = Buffer.byteLength(req.body);
    }
    return new Promise((resolve, reject) => {
      const r = http.request(
        { host: this.base.hostname, port: this.base.port, method: req.method, path: req.path, headers, agent: this.agent, localAddress: this.localAddress(), timeout: REQUEST_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            let isJson = false;
            try {
              json = JSON.parse(text);
              isJson = true;
            } catch {
              // not JSON: the checks say so where JSON is documented
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, isJson });
          });
        },
      );
      r.on('timeout', () => r.destroy(new Error(`no answer within ${REQUEST_MS / 1000} s`)));
      r.on('error', reject);
      r.end(req.body);
    });
  }

  /** Drops the connection: the next request opens a new one. */
  reconnect(): void {
    this.agent?.destroy();
    this.agent = undefined;
  }

  close(): void {
    this.agent?.destroy();
  }
}

/** Text for a report: abbreviated, control characters, format characters and lone surrogates escaped. */
function printable(s: string, max = 240): string {
  const cut = s.length > max ? `${s.slice(0, max)}… (${s.length} characters)` : s;
  return cut.replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Raised when the service stops answering: the cases end there. */
class Unreachable extends Error {}

// ---------------------------------------------------------------------------------------------
// The fuzzer

interface Row {
  id: number;
  location: string;
  /** Its fields as the service last answered them. */
  values: Record<string, unknown>;
  /** The body it was created with (absent for the rows that were there before). */
  sent?: Record<string, unknown>;
}

type Draw = <T>(arb: fc.Arbitrary<T>) => T;

/** A case's expectation of its answer. */
type Expect =
  | { kind: 'valid'; field?: string }
  | { kind: 'invalid'; rule: string; field?: string; status?: number }
  | { kind: 'any' };

interface Mutation {
  rule: string;
  field?: string;
  /** The body or query value; undefined to leave the field out. */
  value?: unknown;
  /** Broken rule is the schema's: ajv must refuse the body (a check of the fuzzer itself). */
  schema: boolean;
}

class Fuzzer {
  private readonly failures = new Map<string, { line: string; count: number }>();
  readonly tried: Record<string, number> = {};
  private readonly pools = new Map<string, Row[]>();
  /** Unique values taken, per collection and field, as loosely as any store compares them. */
  private readonly taken = new Map<string, Set<string>>();
  private fresh = 0;

  constructor(
    private readonly client: Client,
    private readonly collections: Collection[],
    private readonly deadline: number,
    private readonly maxCases: number,
  ) {}

  over(): boolean {
    return Date.now() >= this.deadline || this.client.sent >= this.maxCases;
  }

  report(): string[] {
    return [...this.failures.values()].map(({ line, count }) => (count > 1 ? `${line} [${count} times]` : line));
  }

  private byPath(p: string): Collection | undefined {
    return this.collections.find((c) => c.path === p);
  }

  private fail(op: Operation | string, check: string, req: Request, ans: Answer | undefined, detail?: string): void {
    const name = typeof op === 'string' ? op : `${op.method} ${op.path}`;
    const key = `${name}\n${check}`;
    const seen = this.failures.get(key);
    if (seen) {
      seen.count++;
      return;
    }
    const sent = `${req.method} ${printable(req.path, 160)}${req.body !== undefined ? ` ${printable(req.body, 200)}` : ''}`;
    const answered = ans ? `${ans.status} ${printable(ans.text.trimEnd(), 200) || '(empty body)'}` : 'no answer';
    this.failures.set(key, { line: `${name}: ${check}${detail ? ` (${printable(detail, 200)})` : ''}: ${sent} -> ${answered}`, count: 1 });
  }

  /** Sends a request and runs the checks every answer must pass; undefined when it broke one of them badly (5xx, no answer). */
  async call(op: Operation, req: Request, expect: Expect): Promise<Answer | undefined> {
    const tried = expect.kind === 'invalid' ? expect.rule : expect.kind;
    this.tried[tried] = (this.tried[tried] ?? 0) + 1;
    let ans: Answer;
    try {
      ans = await this.client.send(req);
    } catch (err) {
      // A connection closed without an answer (a panic net/http recovered) is the request's failure; a
      // connection refused is the service gone, and the end of the cases.
      if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') throw new Unreachable(`${req.method} ${req.path}: ${(err as Error).message}`);
      this.fail(op, 'the service answers', req, undefined, (err as Error).message);
      this.client.reconnect();
      return undefined;
    }
    const label = expect.kind === 'invalid' ? ` (${expect.rule})` : '';
    if (ans.status >= 500) {
      this.fail(op, `no 5xx${label}`, req, ans);
      return undefined;
    }
    this.conforms(op, req, ans);
    if (expect.kind === 'valid' && (ans.status < 200 || ans.status > 299)) {
      this.fail(op, `valid input accepted${this.named(op, ans, expect.field)}`, req, ans);
    } else if (expect.kind === 'invalid') {
      const want = expect.status ?? 400;
      if (ans.status !== want && !(want === 0 && ans.status >= 400 && ans.status < 500)) {
        this.fail(op, `invalid input refused${label}`, req, ans, `expected ${want === 0 ? '4xx' : want}`);
      } else if (expect.field && want !== 0 && !this.errorText(ans).includes(expect.field)) {
        this.fail(op, `the refusal names the field${label}`, req, ans, `no "${expect.field}" in the error`);
      }
    }
    return ans;
  }

  private errorText(ans: Answer): string {
    const e = ans.isJson && ans.json && typeof ans.json === 'object' ? (ans.json as { error?: unknown }).error : undefined;
    return typeof e === 'string' ? e : '';
  }

  /** " (field)": the field a refusal names (the request's own field when it cannot tell). */
  private named(op: Operation, ans: Answer, field?: string): string {
    const error = this.errorText(ans);
    const names = [...Object.keys(op.body?.properties ?? {}), ...op.parameters.map((p) => p.name)];
    const hit = names.map((n) => ({ n, at: error.search(new RegExp(`\\b${n}\\b`)) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
    const name = hit?.n ?? field;
    return name ? ` (${name})` : ans.status === 409 ? ' (a unique value)' : '';
  }

  /** The answer is one the document lists: its status, its content type, its body's schema. */
  private conforms(op: Operation, req: Request, ans: Answer): void {
    const spec = op.responses[String(ans.status)] ?? op.responses[`${String(ans.status)[0]}XX`] ?? op.responses.default;
    if (!spec) {
      this.fail(op, 'documented status', req, ans, `${ans.status} is not among ${Object.keys(op.responses).join(', ')}`);
      return;
    }
    const contentType = String(ans.headers['content-type'] ?? '');
    const media = contentType.split(';')[0].trim().toLowerCase();
    const documented = Object.keys(spec.content ?? {});
    if (documented.length === 0) {
      if (ans.text !== '') this.fail(op, 'documented content', req, ans, `a body where the document has none for ${ans.status}`);
      return;
    }
    if (!documented.includes(media)) {
      this.fail(op, 'documented content type', req, ans, `Content-Type ${contentType || '(none)'}, documented ${documented.join(', ')}`);
      return;
    }
    const schema = spec.content![media].schema;
    if (!schema) return;
    if (media.endsWith('json') && !ans.isJson) {
      this.fail(op, 'body matches the documented schema', req, ans, 'not JSON');
      return;
    }
    const errors = schemaErrors(schema, ans.json);
    if (errors) this.fail(op, 'body matches the documented schema', req, ans, errors);
  }

  // --- values

  private drawValid(draw: Draw, s: Schema, what: string): unknown {
    for (let i = 0; i < 100; i++) {
      const v = draw(arbitraryOf(s));
      if (validator(s)(v)) return v;
    }
    throw new FuzzerBug(`drew no valid value of ${what} (${JSON.stringify(s)}) in 100 tries`);
  }

  private takenOf(c: Collection, field: string): Set<string> {
    const k = `${c.path} ${field}`;
    let set = this.taken.get(k);
    if (!set) this.taken.set(k, (set = new Set()));
    return set;
  }

  /** A unique value as loosely as a store may compare it: case-insensitively, to the second, by content. */
  private uniqueKey(s: Schema, v: unknown): string | undefined {
    if (v === null || v === undefined) return undefined;
    if (s.format === 'date-time') return String(Math.floor(Date.parse(String(v)) / 1000));
    if (s.format === 'decimal') return decimalKey(String(v));
    // Text as a case- and accent-insensitive collation with trailing spaces ignored compares it (MySQL's).
    if (typeof v === 'string') return v.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trimEnd();
    return canonical(v);
  }

  private take(c: Collection, field: string, s: Schema, v: unknown): void {
    const k = this.uniqueKey(s, v);
    if (k !== undefined) this.takenOf(c, field).add(k);
  }

  /** A valid value of a unique field no row has. */
  private uniqueValue(draw: Draw, c: Collection, field: string, s: Schema): unknown {
    const taken = this.takenOf(c, field);
    for (let i = 0; i < 100; i++) {
      const v = this.drawValid(draw, s, `${c.path} ${field}`);
      const k = this.uniqueKey(s, v);
      if (k === undefined || !taken.has(k)) {
        if (k !== undefined) taken.add(k);
        return v;
      }
      if (typeof v === 'string' && s.type === 'string' && !s.format && !s.enum) {
        // Text: a prefix of its own makes it unique however a store compares text.
        const chars = [...`${(++this.fresh).toString(36)}~${v}`].slice(0, s.maxLength ?? Infinity);
        while (chars.length < (s.minLength ?? 0)) chars.push('x');
        const t = chars.join('');
        const tk = this.uniqueKey(s, t)!;
        if (validator(s)(t) && !taken.has(tk)) {
          taken.add(tk);
          return t;
        }
      }
      if (s.type === 'object' && !s.properties && v && typeof v === 'object' && !Array.isArray(v)) {
        const t = { ...v, [`u${++this.fresh}`]: 1 };
        if (validator(s)(t)) {
          taken.add(this.uniqueKey(s, t)!);
          return t;
        }
      }
    }
    throw new FuzzerBug(`drew no unused value of the unique ${c.path} ${field} in 100 tries`);
  }

  /** The id of a row of `target`: one of the rows made so far, or a new one. */
  private async referenceId(draw: Draw, target: string, self: boolean): Promise<number | undefined> {
    const pool = this.pools.get(target) ?? [];
    const c = this.byPath(target);
    if (c && !self && (pool.length === 0 || draw(fc.nat(7)) === 0)) {
      const row = await this.createRow(draw, c);
      if (row) return row.id;
    }
    if (pool.length === 0) return undefined;
    return pool[draw(fc.nat(pool.length - 1))].id;
  }

  /** A valid create or replace body of `c`, every field drawn from its schema; undefined when a reference has no row to name. */
  async validBody(draw: Draw, c: Collection, fixed: Record<string, unknown> = {}): Promise<Record<string, unknown> | undefined> {
    const body: Record<string, unknown> = {};
    const required = new Set(c.input.required ?? []);
    for (const [name, s] of Object.entries(c.input.properties ?? {})) {
      if (name in fixed) {
        body[name] = fixed[name];
        continue;
      }
      const presence = required.has(name) ? 'value' : draw(fc.constantFrom('value', 'value', 'value', 'absent', ...(s.nullable ? ['null'] : [])));
      if (presence === 'absent') continue;
      if (presence === 'null') {
        body[name] = null;
        continue;
      }
      const target = c.references.get(name);
      if (target) {
        const id = await this.referenceId(draw, target, target === c.path);
        if (id !== undefined) body[name] = id;
        else if (required.has(name)) return undefined;
        continue;
      }
      body[name] = c.unique.has(name) ? this.uniqueValue(draw, c, name, s) : this.drawValid(draw, s, `${c.path} ${name}`);
    }
    const errors = schemaErrors(c.input, body);
    if (errors) throw new FuzzerBug(`a valid body of ${c.path} is not: ${errors}: ${printable(encode(body))}`);
    return body;
  }

  /**
   * A body the service accepted, for a case to break one rule of: the row's own for a replace of it,
   * else the body a row of `c` was created with, its unique values drawn again. Undefined when no
   * row could be created.
   */
  private async acceptedBody(draw: Draw, c: Collection, target?: Row, fixed: Record<string, unknown> = {}): Promise<Record<string, unknown> | undefined> {
    const props = c.input.properties ?? {};
    if (target) {
      const values = target.sent ?? target.values;
      return { ...Object.fromEntries(Object.keys(props).filter((k) => k in values).map((k) => [k, values[k]])), ...fixed };
    }
    const rows = (this.pools.get(c.path) ?? []).filter((r) => r.sent);
    const row = rows.length && draw(fc.nat(3)) > 0 ? rows[draw(fc.nat(rows.length - 1))] : await this.createRow(draw, c);
    if (!row?.sent) return undefined;
    const body = { ...row.sent };
    for (const f of c.unique) if (body[f] !== null && body[f] !== undefined && props[f]) body[f] = this.uniqueValue(draw, c, f, props[f]);
    return { ...body, ...fixed };
  }

  /** The answer holds the values sent (as the field's type compares them). */
  private keeps(op: Operation, c: Collection, req: Request, ans: Answer, sent: Record<string, unknown>, check: string): void {
    if (!ans.isJson || !ans.json || typeof ans.json !== 'object') return;
    const got = ans.json as Record<string, unknown>;
    for (const [name, s] of Object.entries(c.input.properties ?? {})) {
      if (!(name in sent)) continue;
      if (!sameValue(s, sent[name], got[name])) this.fail(op, `${check} (${name})`, req, ans, `${name} is ${JSON.stringify(got[name])}, sent ${JSON.stringify(sent[name])}`);
    }
  }

  /** Creates a row of `c` with a valid body and checks the answer; the row, or undefined when it was refused. */
  async createRow(draw: Draw, c: Collection, fixed: Record<string, unknown> = {}, pool = true): Promise<Row | undefined> {
    const body = await this.validBody(draw, c, fixed);
    if (!body) return undefined;
    const req: Request = { method: 'POST', path: c.path, body: encode(body) };
    const ans = await this.call(c.create, req, { kind: 'valid' });
    if (!ans || ans.status !== 201) return undefined;
    this.keeps(c.create, c, req, ans, body, 'the answer keeps the values sent');
    const id = (ans.json as { id?: unknown } | undefined)?.id;
    const location = ans.headers.location;
    if (typeof id !== 'number' || !location || new URL(location, 'http://x').pathname !== `${c.path}/${id}`) {
      this.fail(c.create, 'a created resource is at its Location', req, ans, `Location ${location ?? '(none)'} for id ${String(id)}`);
      return undefined;
    }
    const row: Row = { id, location: new URL(location, 'http://x').pathname, values: ans.json as Record<string, unknown>, sent: body };
    if (pool) {
      if (!this.pools.has(c.path)) this.pools.set(c.path, []);
      this.pools.get(c.path)!.push(row);
    }
    return row;
  }

  /** The rows already there (the probes' and the restart's): their ids for references, their unique values taken. */
  async preload(): Promise<void> {
    for (const c of this.collections) {
      if (!c.list) continue;
      for (let offset = 0; offset < 1000 && !this.over(); offset += 100) {
        const ans = await this.call(c.list, { method: 'GET', path: `${c.path}?limit=100&offset=${offset}` }, { kind: 'valid' });
        const items = ans ? listItems(ans) : undefined;
        if (!items) break;
        for (const item of items) {
          if (typeof item.id !== 'number') continue;
          if (!this.pools.has(c.path)) this.pools.set(c.path, []);
          this.pools.get(c.path)!.push({ id: item.id, location: `${c.path}/${item.id}`, values: item });
          for (const f of c.unique) this.take(c, f, c.input.properties?.[f] ?? {}, item[f]);
        }
        if (items.length < 100) break;
      }
    }
  }

  /** Every documented sort of every list, once. */
  async sorts(): Promise<void> {
    for (const c of this.collections) {
      if (!c.list) continue;
      for (const sort of c.sorts) {
        if (this.over()) return;
        await this.call(c.list, { method: 'GET', path: `${c.path}?sort=${encodeURIComponent(sort)}` }, { kind: 'valid', field: 'sort' });
      }
    }
  }

  // --- cases

  /** Create, read at Location, list by each filter and a sort, replace, read, delete, read (404). */
  async lifecycle(draw: Draw, c: Collection): Promise<void> {
    const row = await this.createRow(draw, c, {}, false);
    if (!row || this.over()) return;
    const read = async (what: string, sent?: Record<string, unknown>) => {
      if (!c.read) return;
      const req = { method: 'GET', path: row.location };
      const ans = await this.call(c.read, req, { kind: 'any' });
      if (!ans) return;
      if (ans.status !== 200) this.fail(c.read, what, req, ans, 'expected 200');
      else if (sent) this.keeps(c.read, c, req, ans, sent, 'a read answers the values written');
    };
    await read('a created resource is readable at its Location');
    if (c.list) {
      // By the value sent (a UUID in upper case finds the row as well), else the one answered.
      const values = { ...row.values, ...row.sent };
      for (const p of c.filters) {
        const v = values[p.name];
        if (v === null || v === undefined || this.over()) continue;
        const sort = c.sorts.includes('-id') ? '&sort=-id' : '';
        const req = { method: 'GET', path: `${c.path}?${encodeURIComponent(p.name)}=${encodeURIComponent(queryText(v))}&limit=100${sort}` };
        const ans = await this.call(c.list, req, { kind: 'valid', field: p.name });
        const items = ans?.status === 200 ? listItems(ans) : undefined;
        if (!ans || !items) continue;
        if (!items.some((item) => item.id === row.id)) this.fail(c.list, `a filter finds the row it names (${p.name})`, req, ans, `no row ${row.id} among ${items.length}`);
        const s = c.input.properties?.[p.name] ?? p.schema ?? {};
        const other = items.find((item) => !sameValue(s, v, item[p.name]));
        if (other) this.fail(c.list, `a filter answers only the rows it names (${p.name})`, req, ans, `row ${String(other.id)} has ${p.name} ${JSON.stringify(other[p.name])}`);
      }
      await this.randomList(draw, c);
    }
    if (c.replace && !this.over()) {
      const body = await this.validBody(draw, c);
      if (body) {
        const req = { method: 'PUT', path: row.location, body: encode(body) };
        const ans = await this.call(c.replace, req, { kind: 'valid' });
        if (ans?.status === 200) {
          this.keeps(c.replace, c, req, ans, body, 'the answer keeps the values sent');
          await read('a replaced resource is readable', body);
        }
      }
    }
    if (c.remove && !this.over()) {
      const req = { method: 'DELETE', path: row.location };
      const ans = await this.call(c.remove, req, { kind: 'valid' });
      if (ans && ans.status >= 200 && ans.status < 300 && c.read) {
        const again = { method: 'GET', path: row.location };
        const gone = await this.call(c.read, again, { kind: 'any' });
        if (gone && gone.status !== 404) this.fail(c.read, 'a deleted resource is gone', again, gone, 'expected 404');
      }
    }
  }

  /** A list with valid random paging, sort and filters. */
  async randomList(draw: Draw, c: Collection): Promise<void> {
    if (!c.list) return;
    const query: string[] = [];
    let limit: number | undefined;
    let offset: number | undefined;
    for (const p of c.list.parameters.filter((q) => q.in === 'query' && q.schema)) {
      const isFilter = !['limit', 'offset', 'sort'].includes(p.name);
      if (draw(fc.nat(isFilter ? 5 : 1)) !== 0) continue;
      const v = this.drawValid(draw, nonNullable(p.schema!), `?${p.name}`);
      if (p.name === 'limit') limit = Number(v);
      if (p.name === 'offset') offset = Number(v);
      query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(queryText(v))}`);
    }
    const req = { method: 'GET', path: `${c.path}${query.length ? `?${query.join('&')}` : ''}` };
    const ans = await this.call(c.list, req, { kind: 'valid' });
    if (ans?.status !== 200 || !ans.json || typeof ans.json !== 'object') return;
    const page = ans.json as { limit?: unknown; offset?: unknown };
    const items = listItems(ans) ?? [];
    if ((limit !== undefined && page.limit !== limit) || (offset !== undefined && page.offset !== offset) || (limit !== undefined && items.length > limit)) {
      this.fail(c.list, 'a list answers the page asked for', req, ans, `limit ${limit}, offset ${offset}`);
    }
  }

  /** The rules a value of `s` can break, each in a value breaking that one alone. */
  private breakings(draw: Draw, s: Schema, valid: unknown, field: string, c: Collection | undefined): Mutation[] {
    const out: Mutation[] = [];
    const add = (rule: string, value: unknown, schema = true) => out.push({ rule, field, value, schema });
    const type = s.type;
    const wrong: Record<string, unknown[]> = {
      string: [1, true, {}, ['x']],
      integer: ['1', 1.5, true, {}],
      number: ['1.5', true, [], {}],
      boolean: ['true', 1, 'yes'],
      object: [['x'], 'x', 1, true],
      array: [{}, 'x', 1],
    };
    if (type && wrong[type]) add('wrong type', draw(fc.constantFrom(...wrong[type])));
    if (!s.nullable && type) add('null for a non-nullable field', null);
    if (s.enum) add('not in enum', draw(fc.constantFrom(...['x', '', ...s.enum.map((v) => `${String(v)} `), ...s.enum.map((v) => String(v).toUpperCase())].filter((v) => !s.enum!.includes(v)))));
    if (type === 'string' && !s.enum) {
      const text = typeof valid === 'string' ? valid : '';
      const chars = [...text];
      if (s.maxLength !== undefined) {
        const longer = [...chars];
        while (longer.length <= s.maxLength) longer.push(longer[longer.length - 1] ?? 'x');
        add('above maxLength', longer.join(''));
      }
      if (s.minLength) add('below minLength', chars.slice(0, s.minLength - 1).join(''));
      if (s.pattern) {
        const re = new RegExp(s.pattern, 'u');
        const against = [' ', '\t', '', '-', '0', 'a', '  '].filter((t) => !re.test(t) && [...t].length >= (s.minLength ?? 0) && [...t].length <= (s.maxLength ?? Infinity));
        if (against.length) add('against pattern', draw(fc.constantFrom(...against)));
      }
      const bad: Record<string, string[]> = {
        date: ['2024-02-30', '2023-13-01', '2024-1-1', '20240101', '2024-01-01T00:00:00Z', 'today'],
        'date-time': ['2024-01-01', '2024-01-01T00:00:00', '2024-13-01T00:00:00Z', '2024-01-01T24:00:00Z', '2024-01-01 00:00:00', 'now'],
        uuid: ['not-a-uuid', '00000000-0000-0000-0000-00000000000', '{00000000-0000-4000-8000-000000000000}', 'g0000000-0000-4000-8000-000000000000', '00000000000040008000000000000000'],
        email: ['not-an-email', '@example.com', 'a@'],
        decimal: ['1e3', '12.', '.5', '+1', '1,5', 'NaN', '0x10', ' 1'],
      };
      if (s.format && bad[s.format]) add('bad format', draw(fc.constantFrom(...bad[s.format])));
      // The edges of real input (design): NUL and lone surrogates in text, in a value the schema allows otherwise.
      if (!s.format) {
        const at = draw(fc.nat(chars.length));
        const put = (c: string) => {
          const t = [...chars];
          if (s.maxLength !== undefined && t.length >= s.maxLength) t.splice(Math.min(at, t.length - 1), 1, c);
          else t.splice(at, 0, c);
          return t.join('');
        };
        add('NUL in a string', put('\u0000'), false);
        add('lone surrogate in a string', put(draw(fc.constantFrom('\ud800', '\udfff', '\udc00\ud800'))), false);
      }
      if (s.format === 'date-time') add('extreme timestamp', draw(fc.constantFrom('9999-12-31T23:59:59-23:59', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-01:00', '0001-01-01T00:00:00+00:01', '2024-01-01T00:00:00+15:00', '2024-01-01T00:00:00-14:30')), false);
      if (s.format === 'date') add('extreme date', draw(fc.constantFrom('0000-01-01', '0000-02-29')), false);
    }
    if (type === 'integer' || type === 'number') {
      const step = type === 'integer' ? 1 : draw(fc.constantFrom(1, 0.5, Number.EPSILON));
      if (s.minimum !== undefined) add('below minimum', s.exclusiveMinimum ? s.minimum : below(s.minimum, step));
      if (s.maximum !== undefined) add('above maximum', s.exclusiveMaximum ? s.maximum : above(s.maximum, step));
      if (type === 'integer' && s.format !== 'int32') add('integer beyond int64', new Raw(draw(fc.constantFrom('9223372036854775808', '-9223372036854775809', '18446744073709551616'))), false);
      if (type === 'number') add('number beyond double', new Raw(draw(fc.constantFrom('1e400', '-1e400'))), false);
      const target = c?.references.get(field);
      if (target) add('reference to no row', Number.MAX_SAFE_INTEGER - draw(fc.nat(1000)), false);
    }
    // A JSON value (no type, or an object without properties): its text, its depth.
    if (!type || (type === 'object' && !s.properties)) {
      const deep = (depth: number, array: boolean): unknown => {
        let v: unknown = 1;
        for (let i = 0; i < depth; i++) v = array ? [v] : { a: v };
        return v;
      };
      const nested = draw(fc.boolean());
      add('JSON nested 200 deep', type === 'object' ? { a: deep(199, nested) } : deep(200, nested), false);
      add('NUL in a string', draw(fc.constantFrom({ k: 'a\u0000b' }, { 'k\u0000': 1 }, { k: ['\u0000'] })), false);
      add('lone surrogate in a string', draw(fc.constantFrom({ k: 'a\ud800' }, { '\udfff': 1 }, { k: ['\udc00\ud800'] })), false);
    }
    return out;
  }

  /** A body that breaks one rule of the create (or replace) schema, or of the edges every project holds to. */
  async invalidBody(draw: Draw, c: Collection): Promise<void> {
    const replace = c.replace && draw(fc.boolean()) ? c.replace : undefined;
    const pool = this.pools.get(c.path) ?? [];
    let target: Row | undefined;
    if (replace) {
      target = pool.length && draw(fc.nat(3)) > 0 ? pool[draw(fc.nat(pool.length - 1))] : await this.createRow(draw, c);
      if (!target) return;
    }
    const op = replace ?? c.create;
    const body = await this.acceptedBody(draw, c, target);
    if (!body) return;
    const props = c.input.properties ?? {};
    const mutations: Mutation[] = [];
    for (const [name, s] of Object.entries(props)) {
      for (const m of this.breakings(draw, s, body[name] ?? this.drawValid(draw, s, name), name, c)) mutations.push(m);
    }
    for (const name of c.input.required ?? []) mutations.push({ rule: 'missing required', field: name, value: undefined, schema: true });
    if (c.input.additionalProperties === false) {
      const known = Object.keys(props);
      const variant = known.map((k) => k.toUpperCase()).find((k) => !known.includes(k));
      mutations.push({ rule: 'unknown field', field: 'no_such_field', value: 1, schema: true });
      // encoding/json matches field names without regard to case: the document's names are exact.
      if (variant) mutations.push({ rule: 'unknown field (a known one in upper case)', field: variant, value: body[known.find((k) => k.toUpperCase() === variant)!] ?? 1, schema: true });
    }
    mutations.push({ rule: 'malformed JSON', value: new Raw(draw(fc.constantFrom('{', '{"a":}', '{"a" 1}', "{'a': 1}", ''))), schema: false });
    mutations.push({ rule: 'body not an object', value: new Raw(draw(fc.constantFrom('[]', 'null', '"x"', '1', 'true'))), schema: false });
    const m = pickByRule(draw, mutations);
    let req: Request;
    const path = target ? target.location : c.path;
    if (m.field !== undefined) {
      const broken: Record<string, unknown> = { ...body };
      if (m.value === undefined) delete broken[m.field!];
      else broken[m.field!] = m.value;
      if (m.schema && !schemaErrors(c.input, broken)) throw new FuzzerBug(`the case "${m.rule}" of ${m.field} is valid: ${printable(encode(broken))}`);
      req = { method: op.method, path, body: encode(broken) };
    } else {
      req = { method: op.method, path, body: encode(m.value) };
    }
    const ans = await this.call(op, req, { kind: 'invalid', rule: m.rule, field: m.field });
    // Accepted: put the rows back as they were, so that what was wrongly let in does not fail the cases after it.
    if (ans && ans.status >= 200 && ans.status < 300) {
      if (target) {
        const values = Object.fromEntries(Object.keys(props).filter((k) => k in target.values).map((k) => [k, target.values[k]]));
        await this.call(op, { method: 'PUT', path, body: encode(values) }, { kind: 'any' });
      } else {
        const location = ans.headers.location ?? (typeof (ans.json as { id?: unknown })?.id === 'number' ? `${c.path}/${(ans.json as { id: number }).id}` : undefined);
        if (location && c.remove) await this.call(c.remove, { method: 'DELETE', path: new URL(location, 'http://x').pathname }, { kind: 'any' });
      }
    }
  }

  /** A list query whose one parameter breaks its schema, or the edges (NUL, a lone surrogate), or names no parameter. */
  async invalidQuery(draw: Draw, c: Collection): Promise<void> {
    if (!c.list) return;
    const options: { rule: string; name: string; text: string }[] = [{ rule: 'unknown parameter', name: 'no_such_parameter', text: '1' }];
    for (const p of c.list.parameters.filter((q) => q.in === 'query' && q.schema)) {
      const s = p.schema!;
      const add = (rule: string, text: string) => options.push({ rule, name: p.name, text });
      const valid = this.drawValid(draw, nonNullable(s), `?${p.name}`);
      for (const m of this.breakings(draw, { ...s, nullable: true }, valid, p.name, c)) {
        if (['wrong type', 'reference to no row', 'NUL in a string', 'lone surrogate in a string', 'JSON nested 200 deep'].includes(m.rule)) continue;
        if (m.value instanceof Raw) add(m.rule, encodeURIComponent(m.value.text));
        else if (typeof m.value === 'string' || typeof m.value === 'number') add(m.rule, encodeURIComponent(String(m.value)));
      }
      const notOfType: Record<string, string[]> = {
        integer: ['abc', '1.5', '', '1e3', '0x10'],
        number: ['abc', '', 'NaN', 'Infinity', '1e999', '0x10'],
        boolean: ['maybe', 'yes', ''],
      };
      if (s.type && notOfType[s.type]) add('wrong type', encodeURIComponent(draw(fc.constantFrom(...notOfType[s.type]))));
      if (s.type === 'string' || !s.type) {
        const base = encodeURIComponent(queryText(valid));
        add('NUL in a string', draw(fc.constantFrom('%00', `${base}%00`)));
        // A lone surrogate has no UTF-8: its bytes as CESU-8 writes them.
        add('lone surrogate in a string', draw(fc.constantFrom('%ED%A0%80', `${base}%ED%BF%BF`)));
      }
    }
    const o = pickByRule(draw, options);
    await this.call(c.list, { method: 'GET', path: `${c.path}?${encodeURIComponent(o.name)}=${o.text}` }, { kind: 'invalid', rule: `query: ${o.rule}`, field: o.name });
  }

  /** A read, replace or delete of an id no row has, or of something that is no id. */
  async invalidId(draw: Draw, c: Collection): Promise<void> {
    const ops = [c.read, c.replace, c.remove].filter((o): o is Operation => !!o);
    if (ops.length === 0) return;
    const op = ops[draw(fc.nat(ops.length - 1))];
    const missing = draw(fc.boolean());
    const id = missing ? String(Number.MAX_SAFE_INTEGER - draw(fc.nat(1000))) : draw(fc.constantFrom('abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '%00', '%20'));
    const body = op === c.replace ? await this.acceptedBody(draw, c) : undefined;
    if (op === c.replace && !body) return;
    const req = { method: op.method, path: `${c.path}/${id}`, body: body && encode(body) };
    await this.call(op, req, { kind: 'invalid', rule: missing ? 'an id no row has' : 'not an id', status: missing ? 404 : 0 });
  }

  /** A unique value another row has: 409 naming the field (a UUID or e-mail in another case too). */
  async clash(draw: Draw, c: Collection): Promise<void> {
    const fields = [...c.unique].filter((f) => c.input.properties?.[f]);
    if (fields.length === 0) return;
    const field = fields[draw(fc.nat(fields.length - 1))];
    const s = c.input.properties![field];
    const pool = (this.pools.get(c.path) ?? []).filter((r) => r.values[field] !== null && r.values[field] !== undefined);
    const row = pool.length && draw(fc.nat(2)) > 0 ? pool[draw(fc.nat(pool.length - 1))] : await this.createRow(draw, c, {}, true);
    if (!row || row.values[field] === null || row.values[field] === undefined) return;
    let value = row.values[field];
    let rule = 'a unique value taken';
    if ((s.format === 'uuid' || s.format === 'email') && typeof value === 'string' && draw(fc.boolean())) {
      const other = value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase();
      if (other !== value) [value, rule] = [other, `a unique ${s.format} taken, in another case`];
    }
    const body = await this.acceptedBody(draw, c, undefined, { [field]: value });
    if (!body) return;
    const ans = await this.call(c.create, { method: 'POST', path: c.path, body: encode(body) }, { kind: 'invalid', rule, field, status: 409 });
    if (ans && ans.status >= 200 && ans.status < 300 && ans.headers.location && c.remove) await this.call(c.remove, { method: 'DELETE', path: new URL(ans.headers.location, 'http://x').pathname }, { kind: 'any' });
  }

  /** Deletes a row another one references: the answer is documented, and no reference to a deleted row is left. */
  async deleteReferenced(draw: Draw): Promise<void> {
    const pairs = this.collections.flatMap((d) => [...d.references].filter(([, t]) => t !== d.path).map(([field, t]) => ({ d, field, c: this.byPath(t) })));
    const pair = pairs.length ? pairs[draw(fc.nat(pairs.length - 1))] : undefined;
    if (!pair?.c?.remove) return;
    const referenced = await this.createRow(draw, pair.c, {}, false);
    if (!referenced) return;
    const dependent = await this.createRow(draw, pair.d, { [pair.field]: referenced.id }, false);
    if (!dependent) return;
    const req = { method: 'DELETE', path: referenced.location };
    const ans = await this.call(pair.c.remove, req, { kind: 'any' });
    if (!ans || ans.status < 200 || ans.status > 299 || !pair.d.read) return;
    const after = { method: 'GET', path: dependent.location };
    const got = await this.call(pair.d.read, after, { kind: 'any' });
    if (got?.status === 200 && (got.json as Record<string, unknown> | null | undefined)?.[pair.field] === referenced.id) {
      this.fail(pair.c.remove, 'a deleted row leaves no reference to it', after, got, `${pair.field} still names the deleted ${referenced.location}`);
    }
  }

  async health(paths: Record<string, PathItem>): Promise<void> {
    const op = paths['/health'] && operation('/health', paths['/health'], 'get');
    if (op) await this.call(op, { method: 'GET', path: '/health' }, { kind: 'any' });
  }
}

/** One of `items`: a rule first, each as likely as the others, then one of the items breaking it. */
function pickByRule<T extends { rule: string }>(draw: Draw, items: T[]): T {
  const rules = [...new Set(items.map((i) => i.rule))];
  const rule = rules[draw(fc.nat(rules.length - 1))];
  const those = items.filter((i) => i.rule === rule);
  return those[draw(fc.nat(those.length - 1))];
}

function below(n: number, step: number): number {
  const v = n - Math.max(step, Math.abs(n) * Number.EPSILON * 2);
  return v < n ? v : n - 1;
}

function above(n: number, step: number): number {
  const v = n + Math.max(step, Math.abs(n) * Number.EPSILON * 2);
  return v > n ? v : n + 1;
}

/** The items of a list answer: the one array of its object. */
function listItems(ans: Answer): Record<string, unknown>[] | undefined {
  if (!ans.isJson || !ans.json || typeof ans.json !== 'object') return undefined;
  const arrays = Object.values(ans.json).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] as Record<string, unknown>[]) : undefined;
}

/** A value as a query string writes it. */
function queryText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** JSON with the keys of objects sorted: equal values, equal text. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/** Whether an answered value is the one sent, as the field's schema compares them. */
function sameValue(s: Schema, sent: unknown, got: unknown): boolean {
  if (sent === null || sent === undefined) return got === null || got === undefined;
  if (s.format === 'date-time') return typeof got === 'string' && Date.parse(got) === Date.parse(String(sent));
  if ((s.format === 'uuid' || s.format === 'email') && typeof got === 'string') return got.toLowerCase() === String(sent).toLowerCase();
  if (s.format === 'decimal') return typeof got === 'string' && decimalKey(got) === decimalKey(String(sent));
  return canonical(got) === canonical(sent);
}

/** A decimal's number as text: without leading zeros, zeros ending its fraction or the sign of zero (12.30 and 012.3 are one). */
function decimalKey(s: string): string {
  const [, sign, whole, fraction = ''] = /^(-?)0*([0-9]*)(?:\.([0-9]*?)0*)?$/.exec(s) ?? [s, '', s];
  const text = `${whole || '0'}${fraction ? `.${fraction}` : ''}`;
  return text === '0' ? text : sign + text;
}

/**
 * Fuzzes the service at `base` against its OpenAPI document within `budgetMs` (and `maxCases`
 * requests): the cases fast-check draws from `seed`, then the failures, once per operation and check.
 */
export async function fuzzService(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const raw = typeof options.document === 'string' ? parse(fs.readFileSync(options.document, 'utf8')) : structuredClone(options.document);
  const doc = (await SwaggerParser.dereference(raw)) as unknown as { paths: Record<string, PathItem> };
  const collections = collectionsOf(doc.paths, options.resources);
  const maxCases = options.maxCases ?? 10_000;
  const client = new Client(new URL(options.base), options.headers ?? {}, options.requestsPerClient ?? Infinity);
  const fuzzer = new Fuzzer(client, collections, started + options.budgetMs, maxCases);
  let stopped: string | undefined;
  let fuzzerFailed: string | undefined;
  try {
    await fuzzer.health(doc.paths);
    await fuzzer.preload();
    await fuzzer.sorts();
    if (collections.length > 0) {
      const kinds = fc.oneof(
        { arbitrary: fc.constant('lifecycle' as const), weight: 2 },
        { arbitrary: fc.constant('invalid body' as const), weight: 8 },
        { arbitrary: fc.constant('invalid query' as const), weight: 4 },
        { arbitrary: fc.constant('invalid id' as const), weight: 1 },
        { arbitrary: fc.constant('list' as const), weight: 1 },
        { arbitrary: fc.constant('clash' as const), weight: 1 },
        { arbitrary: fc.constant('delete referenced' as const), weight: 1 },
      );
      const property = fc.asyncProperty(fc.gen(), async (g) => {
        if (stopped || fuzzer.over()) return true;
        const draw: Draw = (arb) => g(() => arb);
        const kind = draw(kinds);
        const c = collections[draw(fc.nat(collections.length - 1))];
        try {
          if (kind === 'lifecycle') await fuzzer.lifecycle(draw, c);
          else if (kind === 'invalid body') await fuzzer.invalidBody(draw, c);
          else if (kind === 'invalid query') await fuzzer.invalidQuery(draw, c);
          else if (kind === 'invalid id') await fuzzer.invalidId(draw, c);
          else if (kind === 'list') await fuzzer.randomList(draw, c);
          else if (kind === 'clash') await fuzzer.clash(draw, c);
          else await fuzzer.deleteReferenced(draw);
        } catch (err) {
          if (!(err instanceof Unreachable)) throw err;
          stopped = err.message;
        }
        return true;
      });
      // The property never fails on the service's account (failures are collected): a failure here is the fuzzer's.
      const run = await fc.check(property, { seed: options.seed, numRuns: maxCases, endOnFailure: true });
      if (run.failed) fuzzerFailed = String(run.errorInstance instanceof Error ? run.errorInstance.stack : run.errorInstance);
    }
  } catch (err) {
    if (!(err instanceof Unreachable)) throw err;
    stopped = err.message;
  } finally {
    client.close();
  }
  const failures = fuzzer.report();
  if (stopped) failures.push(`the service stopped answering: ${stopped}`);
  if (fuzzerFailed) failures.push(`the fuzzer itself failed (a bug of tests/go/fuzz.ts, seed ${options.seed}): ${fuzzerFailed}`);
  if (collections.length === 0) failures.push('the document has no resource (a path /api/v1/<name> with a POST) to fuzz');
  return { seed: options.seed, cases: client.sent, failures, tried: fuzzer.tried };
}

/** A seed for a run: GO_VERIFY_FUZZ_SEED's, or a new one. */
export function fuzzSeed(): number {
  const given = process.env.GO_VERIFY_FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const n = Number(given);
    if (!Number.isSafeInteger(n)) throw new Error(`GO_VERIFY_FUZZ_SEED=${given} is not an integer`);
    return n | 0;
  }
  return (Math.random() * 2 ** 31) | 0;
}

async function main() {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const base = value('--base');
  const document = value('--document');
  if (!base || !document) {
    console.error('usage: npx tsx tests/go/fuzz.ts --base http://127.0.0.1:8080 --document docs/swagger.yaml [--model model.json] [--seed N] [--seconds S] [--cases N] [--token JWT]');
    process.exit(2);
  }
  const model = value('--model');
  const seed = value('--seed') !== undefined ? Number(value('--seed')) | 0 : fuzzSeed();
  const token = value('--token');
  console.log(`fuzzing ${base} against ${document}, seed ${seed} (GO_VERIFY_FUZZ_SEED=${seed} or --seed ${seed} replays)`);
  const report = await fuzzService({
    base,
    document: path.resolve(document),
    seed,
    budgetMs: Number(value('--seconds') ?? 30) * 1000,
    maxCases: value('--cases') !== undefined ? Number(value('--cases')) : undefined,
    resources: model ? (JSON.parse(fs.readFileSync(model, 'utf8')) as ResourceModel) : undefined,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    requestsPerClient: 50,
  });
  const tried = Object.entries(report.tried).sort((a, b) => b[1] - a[1]);
  console.log(`${report.cases} cases (${tried.map(([k, n]) => `${k} ${n}`).join(', ')}), ${report.failures.length} distinct failures (seed ${report.seed})`);
  for (const f of report.failures) console.log(`- ${f}`);
  process.exit(report.failures.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

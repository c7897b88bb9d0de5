// Probes of a booted generated service: for each feature of the configuration that serves HTTP, the
// requests a user would try first, checked against the answers the feature documents. verify.ts runs
// them after /health answers and before SIGTERM; the `probes` column reports them.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { FIELD_TYPE_TABLE, orderedResources } from '../../lib/generator/fields';
import { onDeleteOf, type Resource, type ResourceField, type ResourceModel } from '../../lib/resources/model';
import { fieldType } from '../../lib/resources/field-types';
import { resourceNames } from '../../lib/resources/names';
import { protoBody, protoGoNames } from '../../lib/resources/proto-names';
import { graphqlResourceNames, referenceObjectName, reverseListName, schemaName } from '../../lib/resources/graphql-names';
import { REQUEST_MS } from './timeouts';

export interface ProbeContext {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The environment the service was started with (.env.example values and overrides). */
  env: NodeJS.ProcessEnv;
  features: ReadonlySet<string>;
  /** The resource model the service serves in place of the notes, if any. */
  resources?: ResourceModel;
  /** The project's folder: its README and proto/. */
  dir?: string;
}

/** Resolves when the probe passes; rejects with what the user would have seen otherwise. */
type Probe = (ctx: ProbeContext) => Promise<void>;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** A request the service did not answer within REQUEST_MS; runProbes retries its probe once. */
class ProbeTimeout extends Error {}

/**
 * A request to the service and its answer read whole, within REQUEST_MS; when that runs out, a
 * ProbeTimeout names the request it was waiting for.
 */
function fetchAnswer(url: string, init: RequestInit = {}): Promise<Answer> {
  return within(`${init.method ?? 'GET'} ${new URL(url).pathname}`, async (signal) => answerOf(await fetch(url, { ...init, signal })));
}

/** `send` given REQUEST_MS to finish; a ProbeTimeout naming `what` when it does not. */
async function within<T>(what: string, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await send(AbortSignal.timeout(REQUEST_MS));
  } catch (err) {
    if ((err as Error).name !== 'TimeoutError') throw err;
    throw new ProbeTimeout(`${what}: no answer within ${REQUEST_MS / 1000} s`);
  }
}

export function request(ctx: ProbeContext, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return fetchAnswer(`${ctx.base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
}

/** An answer read whole: its JSON body when it has one, and its text either way (for the reports). */
export async function answerOf(res: Response): Promise<Answer> {
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text is reported
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

export function expectStatus(what: string, got: Answer, want: number): void {
  if (got.status !== want) throw new Error(`${what}: answered ${got.status} ${got.text.slice(0, 300)}, expected ${want}`);
}

export function field(answer: Answer, ...keys: string[]): unknown {
  let v: unknown = answer.body;
  for (const k of keys) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/** A token for 5 minutes signed with the service's JWT_SECRET, as another service sharing it would make one. */
function serviceToken(ctx: ProbeContext): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub: 'probe', iss: ctx.env.JWT_ISSUER, iat: now, exp: now + 300 }, String(ctx.env.JWT_SECRET));
}

/** An HS256 JWT signed with `secret`, as any client library would make one. */
function signJwt(claims: Record<string, unknown>, secret: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Headers the API's resources need: a token signed with the service's JWT_SECRET when jwt-auth guards them. */
export function resourceHeaders(ctx: ProbeContext): Record<string, string> {
  return ctx.features.has('jwt-auth') ? { Authorization: `Bearer ${serviceToken(ctx)}` } : {};
}

/** Keeps the values of unique fields apart across the probes of a run and the boots of a database. */
let sampleCount = Date.now() % 1_000_000;

/** A row of a model: its resource, its id and path, and the body it was created with. */
export interface CreatedRow {
  resource: Resource;
  id: number;
  location: string;
  sent: Record<string, unknown>;
}

/** The resource a reference field names. */
function referenced(model: ResourceModel, f: ResourceField): Resource | undefined {
  return f.type === 'reference' ? model.find((r) => r.name === f.references) : undefined;
}

/**
 * A valid body of `resource`, from the field table's sample values: every field set, a reference to a
 * row of the resource it names, created first (a reference to its own resource is left out).
 */
async function validBody(ctx: ProbeContext, resource: Resource): Promise<Record<string, unknown>> {
  const n = ++sampleCount;
  const body: Record<string, unknown> = {};
  for (const f of resource.fields) {
    const target = referenced(ctx.resources ?? [], f);
    if (target === resource) continue;
    body[f.name] = target ? (await createRow(ctx, target)).id : FIELD_TYPE_TABLE[f.type].json(f, n);
  }
  return body;
}

/** Creates a row of `resource` (and the rows its references need) over HTTP. */
export async function createRow(ctx: ProbeContext, resource: Resource, body?: Record<string, unknown>): Promise<CreatedRow> {
  const path = `/api/v1/${resourceNames(resource.name).path}`;
  const sent = body ?? (await validBody(ctx, resource));
  const created = await request(ctx, 'POST', path, sent, resourceHeaders(ctx));
  expectStatus(`POST ${path} ${JSON.stringify(sent)}`, created, 201);
  const id = field(created, 'id');
  const location = created.headers.get('location');
  if (typeof id !== 'number' || location !== `${path}/${id}`) throw new Error(`POST ${path}: Location ${location} for id ${id}, expected ${path}/${id}`);
  expectSameFields(`POST ${path}`, resource, sent, created);
  return { resource, id, location, sent };
}

/** Whether a value the service answers is the one sent, as the field's type compares them. */
function sameValue(f: ResourceField, sent: unknown, got: unknown): boolean {
  if (sent === undefined || sent === null) return got === null || got === undefined;
  if (f.type === 'timestamp') return typeof got === 'string' && Date.parse(got) === Date.parse(String(sent));
  if (f.type === 'json') return JSON.stringify(got) === JSON.stringify(sent) || (typeof got === 'object' && got !== null && JSON.stringify(Object.entries(got).sort()) === JSON.stringify(Object.entries(sent as object).sort()));
  return got === sent;
}

/** The answer's fields are those sent (the row of a create, a read or a replace). */
function expectSameFields(what: string, resource: Resource, sent: Record<string, unknown>, got: Answer): void {
  for (const f of resource.fields) {
    if (!sameValue(f, sent[f.name], field(got, f.name))) throw new Error(`${what}: ${f.name} is ${JSON.stringify(field(got, f.name))}, sent ${JSON.stringify(sent[f.name])}: ${got.text.slice(0, 300)}`);
  }
}

/** A value as a query string writes it (a filter). */
function queryValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * A resource's round trip: create (201, Location), read, list with paging, a filter and two sorts,
 * a 400 naming a missing required field, 409 on a taken unique value, replace, delete, 404.
 */
async function resourceRoundTrip(ctx: ProbeContext, resource: Resource): Promise<void> {
  const names = resourceNames(resource.name);
  const path = `/api/v1/${names.path}`;
  const headers = resourceHeaders(ctx);
  const send = (method: string, p: string, body?: unknown) => request(ctx, method, p, body, headers);
  const row = await createRow(ctx, resource);
  const second = await createRow(ctx, resource);
  const got = await send('GET', row.location);
  expectStatus(`GET ${row.location}`, got, 200);
  expectSameFields(`GET ${row.location}`, resource, row.sent, got);

  const items = (answer: Answer) => field(answer, names.snakes) as Record<string, unknown>[] | undefined;
  const list = await send('GET', path);
  expectStatus(`GET ${path}`, list, 200);
  if (!Array.isArray(items(list)) || field(list, 'limit') !== 50 || field(list, 'offset') !== 0) throw new Error(`GET ${path}: no "${names.snakes}" list with "limit": 50, "offset": 0 in ${list.text.slice(0, 300)}`);
  const page = await send('GET', `${path}?limit=1&offset=0`);
  expectStatus(`GET ${path}?limit=1&offset=0`, page, 200);
  if (items(page)?.length !== 1 || field(page, 'limit') !== 1) throw new Error(`GET ${path}?limit=1: ${page.text.slice(0, 300)}`);
  expectStatus(`GET ${path}?limit=0`, await send('GET', `${path}?limit=0`), 400);
  expectStatus(`GET ${path}?no_such_field=1`, await send('GET', `${path}?no_such_field=1`), 400);

  // Sorts: by id both ways, and by the first sortable field.
  const ascending = await send('GET', `${path}?sort=id&limit=100`);
  expectStatus(`GET ${path}?sort=id`, ascending, 200);
  const ids = (items(ascending) ?? []).map((item) => item.id as number);
  if (ids.some((id, i) => i > 0 && id <= ids[i - 1])) throw new Error(`GET ${path}?sort=id: ids ${ids.join(', ')} are not ascending`);
  const descending = items(await send('GET', `${path}?sort=-id&limit=2`)) ?? [];
  if (descending[0]?.id !== second.id || descending[1]?.id !== row.id) throw new Error(`GET ${path}?sort=-id&limit=2: ${JSON.stringify(descending).slice(0, 300)}, expected ids ${second.id}, ${row.id}`);
  const sortable = resource.fields.find((f) => FIELD_TYPE_TABLE[f.type].sortable);
  if (sortable) expectStatus(`GET ${path}?sort=-${sortable.name}`, await send('GET', `${path}?sort=-${sortable.name}`), 200);

  // A filter on each filterable field the row has a value for: the row is among the answers, and only rows with that value.
  for (const f of resource.fields.filter((f) => FIELD_TYPE_TABLE[f.type].parse && row.sent[f.name] !== undefined)) {
    const q = `${path}?${f.name}=${queryValue(row.sent[f.name])}&limit=100`;
    const filtered = await send('GET', q);
    expectStatus(`GET ${q}`, filtered, 200);
    const found = items(filtered) ?? [];
    if (!found.some((item) => item.id === row.id)) throw new Error(`GET ${q}: the row ${row.id} is not among ${JSON.stringify(found).slice(0, 300)}`);
    if (!found.every((item) => sameValue(f, row.sent[f.name], item[f.name]))) throw new Error(`GET ${q}: answers rows with another ${f.name}: ${JSON.stringify(found).slice(0, 300)}`);
  }

  // Validation: a missing required field is named; a taken unique value is a conflict.
  const required = resource.fields.find((f) => f.required);
  if (required) {
    const { [required.name]: _, ...without } = await validBody(ctx, resource);
    const refused = await send('POST', path, without);
    expectJSONError(`POST ${path} without ${required.name}`, refused, 400);
    if (!String(field(refused, 'error')).includes(required.name)) throw new Error(`POST ${path} without ${required.name}: the error does not name it: ${refused.text}`);
  }
  const unique = resource.fields.find((f) => f.unique);
  if (unique) {
    const clash = { ...(await validBody(ctx, resource)), [unique.name]: row.sent[unique.name] };
    expectJSONError(`POST ${path} with the ${unique.name} of ${row.location}`, await send('POST', path, clash), 409);
  }

  const replacement = await validBody(ctx, resource);
  const updated = await send('PUT', row.location, replacement);
  expectStatus(`PUT ${row.location}`, updated, 200);
  expectSameFields(`PUT ${row.location}`, resource, replacement, updated);
  expectStatus(`DELETE ${row.location}`, await send('DELETE', row.location), 204);
  expectStatus(`GET ${row.location} after DELETE`, await send('GET', row.location), 404);
}

/** Each resource of the model, referenced ones first. */
const resources: Probe = async (ctx) => {
  const model = ctx.resources ?? [];
  if (ctx.features.has('jwt-auth')) {
    const path = `/api/v1/${resourceNames(model[0].name).path}`;
    expectStatus(`GET ${path} without a token`, await request(ctx, 'GET', path), 401);
  }
  for (const resource of orderedResources(model)) await resourceRoundTrip(ctx, resource);
};

const router: Probe = async (ctx) => {
  if (ctx.resources?.length) return resources(ctx);
  // With JWT Auth the notes need a token: one signed with JWT_SECRET, as another service would.
  let auth: Record<string, string> = {};
  if (ctx.features.has('jwt-auth')) {
    expectStatus('GET /api/v1/notes without a token', await request(ctx, 'GET', '/api/v1/notes'), 401);
    auth = { Authorization: `Bearer ${serviceToken(ctx)}` };
  }
  const send = (method: string, path: string, body?: unknown) => request(ctx, method, path, body, auth);
  const created = await send('POST', '/api/v1/notes', { title: 'Probe', body: 'first' });
  expectStatus('POST /api/v1/notes', created, 201);
  const id = field(created, 'id');
  const location = created.headers.get('location');
  if (location !== `/api/v1/notes/${id}`) throw new Error(`POST /api/v1/notes: Location ${location}, expected /api/v1/notes/${id}`);
  expectStatus(`GET ${location}`, await send('GET', location), 200);
  const list = await send('GET', '/api/v1/notes');
  expectStatus('GET /api/v1/notes', list, 200);
  if (!Array.isArray(field(list, 'notes')) || (field(list, 'notes') as unknown[]).length < 1) throw new Error(`GET /api/v1/notes: ${list.text}`);
  if (field(list, 'limit') !== 50 || field(list, 'offset') !== 0) throw new Error(`GET /api/v1/notes: no "limit": 50, "offset": 0 in ${list.text.slice(0, 300)}`);
  const page = await send('GET', '/api/v1/notes?limit=1&offset=0');
  expectStatus('GET /api/v1/notes?limit=1&offset=0', page, 200);
  if ((field(page, 'notes') as unknown[] | undefined)?.length !== 1 || field(page, 'limit') !== 1) throw new Error(`GET /api/v1/notes?limit=1: ${page.text.slice(0, 300)}`);
  expectStatus('GET /api/v1/notes?limit=0', await send('GET', '/api/v1/notes?limit=0'), 400);
  const updated = await send('PUT', location, { title: 'Probe 2', body: 'second' });
  expectStatus(`PUT ${location}`, updated, 200);
  if (field(updated, 'title') !== 'Probe 2') throw new Error(`PUT ${location}: ${updated.text}`);
  expectStatus('POST /api/v1/notes without a title', await send('POST', '/api/v1/notes', { body: 'x' }), 400);
  expectStatus(`DELETE ${location}`, await send('DELETE', location), 204);
  expectStatus(`GET ${location} after DELETE`, await send('GET', location), 404);
};

const auth: Probe = async (ctx) => {
  const creds = { email: `probe-${Date.now()}@example.com`, password: 'probe password' };
  const registered = await request(ctx, 'POST', '/api/v1/auth/register', creds);
  expectStatus('POST /api/v1/auth/register', registered, 201);
  expectStatus('POST /api/v1/auth/register again', await request(ctx, 'POST', '/api/v1/auth/register', creds), 409);
  const login = await request(ctx, 'POST', '/api/v1/auth/login', creds);
  expectStatus('POST /api/v1/auth/login', login, 200);
  if (field(login, 'user', 'email') !== creds.email) throw new Error(`login answered ${login.text}`);
  expectStatus('POST /api/v1/auth/login with a wrong password', await request(ctx, 'POST', '/api/v1/auth/login', { ...creds, password: 'wrong password' }), 401);
  if (ctx.features.has('jwt-auth')) return; // the jwt-auth probe follows the token
  // Without JWT Auth, login's token is a session's: /api/v1/me takes it.
  const token = String(field(login, 'token') ?? '');
  if (!token || field(login, 'token_type') !== 'Bearer') throw new Error(`login gave no bearer token: ${login.text}`);
  expectStatus('GET /api/v1/me without a token', await request(ctx, 'GET', '/api/v1/me'), 401);
  const me = await request(ctx, 'GET', '/api/v1/me', undefined, { Authorization: `Bearer ${token}` });
  expectStatus('GET /api/v1/me with the login token', me, 200);
  if (field(me, 'user', 'email') !== creds.email) throw new Error(`GET /api/v1/me: ${me.text}`);
};

const jwtAuth: Probe = async (ctx) => {
  expectStatus('GET /api/v1/me without a token', await request(ctx, 'GET', '/api/v1/me'), 401);
  let token: string;
  if (ctx.features.has('auth')) {
    // The token a user gets: register, then log in.
    const creds = { email: `jwt-${Date.now()}@example.com`, password: 'probe password' };
    expectStatus('POST /api/v1/auth/register', await request(ctx, 'POST', '/api/v1/auth/register', creds), 201);
    const login = await request(ctx, 'POST', '/api/v1/auth/login', creds);
    expectStatus('POST /api/v1/auth/login', login, 200);
    token = String(field(login, 'token') ?? '');
    if (!token || field(login, 'token_type') !== 'Bearer') throw new Error(`login gave no bearer token: ${login.text}`);
  } else {
    // A token from another service sharing JWT_SECRET.
    token = serviceToken(ctx);
  }
  const forged = await request(ctx, 'GET', '/api/v1/me', undefined, { Authorization: `Bearer ${token}x` });
  expectStatus('GET /api/v1/me with a forged token', forged, 401);
  const me = await request(ctx, 'GET', '/api/v1/me', undefined, { Authorization: `Bearer ${token}` });
  expectStatus('GET /api/v1/me with a valid token', me, 200);
  if (!field(me, 'subject')) throw new Error(`GET /api/v1/me: ${me.text}`);
};

/**
 * The chat endpoint spends the API key for its caller: with jwt-auth only a signed-in caller reaches it
 * (401 otherwise), without it the endpoint is off (403) until LLM_ENDPOINTS_ENABLED=true. Reached
 * without an API key (as in .env.example), it answers 503 and the service runs on.
 */
const chatWithoutKey =
  (path: string): Probe =>
  async (ctx) => {
    const hello = { message: 'Hello' };
    if (!ctx.features.has('jwt-auth')) {
      expectStatus(`POST ${path} with LLM_ENDPOINTS_ENABLED unset`, await request(ctx, 'POST', path, hello), 403);
      return;
    }
    expectStatus(`POST ${path} without a token`, await request(ctx, 'POST', path, hello), 401);
    const auth = { Authorization: `Bearer ${serviceToken(ctx)}` };
    expectStatus(`POST ${path} without an API key`, await request(ctx, 'POST', path, hello, auth), 503);
    expectStatus(`POST ${path} with an empty message`, await request(ctx, 'POST', path, { message: '' }, auth), 400);
  };

/** An answer in the one JSON error shape, {"error": "..."}, with its status. */
export function expectJSONError(what: string, got: Answer, want: number): void {
  expectStatus(what, got, want);
  const message = field(got, 'error');
  if (typeof message !== 'string' || !message || Object.keys(got.body as object).length !== 1) throw new Error(`${what}: ${got.text.slice(0, 300)}, expected {"error": "..."}`);
}

/** A WebSocket round trip on /ws: what is sent comes back. */
const websocket: Probe = (ctx) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${ctx.base.replace(/^http/, 'ws')}/ws`);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new ProbeTimeout(`GET /ws: no echo within ${REQUEST_MS / 1000} s`));
    }, REQUEST_MS);
    socket.on('open', () => socket.send('probe message'));
    socket.on('message', (data) => {
      clearTimeout(timer);
      socket.close();
      if (data.toString() === 'probe message') resolve();
      else reject(new Error(`GET /ws echoed ${JSON.stringify(data.toString())}, expected "probe message"`));
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`GET /ws: ${err.message}`));
    });
  });

const swagger: Probe = async (ctx) => {
  const ui = await request(ctx, 'GET', '/swagger/index.html');
  expectStatus('GET /swagger/index.html', ui, 200);
  if (!ui.headers.get('content-type')?.startsWith('text/html') || !ui.text.includes('swagger-ui')) throw new Error('GET /swagger/index.html is not the Swagger UI');
  expectStatus('GET /swagger/swagger-ui-bundle.js', await request(ctx, 'GET', '/swagger/swagger-ui-bundle.js'), 200);
  const spec = await request(ctx, 'GET', '/swagger/doc.yaml');
  expectStatus('GET /swagger/doc.yaml', spec, 200);
  if (!spec.text.startsWith('openapi: 3.0.3')) throw new Error(`GET /swagger/doc.yaml: ${spec.text.slice(0, 80)}`);
};

/** /metrics on METRICS_ADDR (not on the API's port) in the Prometheus text format, counting the requests the probe made. */
const prometheus: Probe = async (ctx) => {
  expectStatus('GET /health', await request(ctx, 'GET', '/health'), 200);
  expectStatus("GET /metrics on the API's port", await request(ctx, 'GET', '/metrics'), 404);
  const metrics = await request({ ...ctx, base: `http://${ctx.env.METRICS_ADDR}` }, 'GET', '/metrics');
  expectStatus(`GET /metrics on METRICS_ADDR ${ctx.env.METRICS_ADDR}`, metrics, 200);
  if (!metrics.headers.get('content-type')?.startsWith('text/plain')) throw new Error(`GET /metrics: content type ${metrics.headers.get('content-type')}`);
  // Every line is a comment or `name{labels} value`.
  const bad = metrics.text.split('\n').filter((l) => l && !l.startsWith('#') && !/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{(?:[^"}]|"(?:[^"\\]|\\.)*")*\})? \S+$/.test(l));
  if (bad.length > 0) throw new Error(`GET /metrics: not the Prometheus text format: ${bad.slice(0, 3).join(' | ')}`);
  if (!/^http_requests_total\{method="GET",route="\/health",status="200"\} \d+$/m.test(metrics.text)) throw new Error('GET /metrics does not count GET /health');
};

/** With .env.example's empty client id, sign-in is off: 503 with a message, and the service runs on. */
const oauth2: Probe = async (ctx) => {
  if (ctx.env.OAUTH2_CLIENT_ID) {
    const login = await request(ctx, 'GET', '/api/v1/auth/oauth2/login');
    expectStatus('GET /api/v1/auth/oauth2/login', login, 302);
    if (!login.headers.get('location')?.includes('state=')) throw new Error('the login redirect carries no state');
  } else {
    const login = await request(ctx, 'GET', '/api/v1/auth/oauth2/login');
    expectStatus('GET /api/v1/auth/oauth2/login without a client id', login, 503);
  }
  expectStatus('GET /api/v1/auth/oauth2/callback with a forged state', await request(ctx, 'GET', '/api/v1/auth/oauth2/callback?state=x&code=y'), ctx.env.OAUTH2_CLIENT_ID ? 400 : 503);
};

/** A call of grpcurl (as the README writes them) in the project's folder: its JSON answer, or the status code it printed. */
interface GrpcAnswer {
  code: string;
  json: Record<string, unknown>;
  text: string;
}

function grpcurl(ctx: ProbeContext, args: readonly string[], anonymous = false): Promise<GrpcAnswer> {
  const auth = anonymous ? undefined : resourceHeaders(ctx).Authorization;
  const all = ['-max-time', String(REQUEST_MS / 1000), ...(auth ? ['-H', `authorization: ${auth}`] : []), ...args];
  return new Promise((resolve, reject) => {
    execFile('grpcurl', all, { cwd: ctx.dir }, (err, stdout, stderr) => {
      const text = `${stdout}${stderr}`.trim();
      const code = /Code: (\w+)/.exec(stderr)?.[1] ?? (err ? '' : 'OK');
      if (!code) reject(/deadline|timeout/i.test(text) ? new ProbeTimeout(`grpcurl ${all.join(' ')}: ${text}`) : new Error(`grpcurl ${all.join(' ')}: ${text || err?.message}`));
      else resolve({ code, json: code === 'OK' ? (JSON.parse(stdout || '{}') as Record<string, unknown>) : {}, text });
    });
  });
}

/**
 * A resource through its gRPC service, called with grpcurl as the README does: the README's lines
 * as written; a row created, read through the API with the values sent, got, listed, its
 * unique values refused a second time (a UUID in upper case too), a required field's refusal naming
 * it, a NUL refused, its delete refused while a restrict reference names it, deleted and gone.
 */
async function grpcResource(ctx: ProbeContext, resource: Resource, readme: string): Promise<void> {
  const { Name, Names } = protoGoNames(resource.name);
  const service = `api.v1.${Name}Service`;
  const target = `127.0.0.1:${ctx.env.GRPC_PORT}`;
  const call = (method: string, body: unknown, anonymous = false) =>
    grpcurl(ctx, ['-plaintext', '-import-path', 'proto', '-proto', 'api/v1/api.proto', '-d', JSON.stringify(body), target, `${service}/${method}`], anonymous);
  const expectCode = (what: string, got: GrpcAnswer, code: string, names = '') => {
    if (got.code !== code || !got.text.includes(names)) throw new Error(`${service}/${what}: ${got.code} ${got.text.slice(0, 300)}, expected ${code}${names && ` naming ${names}`}`);
  };

  // The README's lines, as written but for the port (and the token with JWT Auth): its Create (the rows
  // of the resources it refers to, id 1, were created by the README's lines before), List and Get.
  const readmeCall = (method: string) => {
    const line = readme.split('\n').find((l) => l.startsWith('grpcurl ') && l.endsWith(` ${service}/${method}`));
    if (!line) throw new Error(`the README has no grpcurl line for ${service}/${method}`);
    const words = [...line.slice('grpcurl '.length).matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
    return grpcurl(ctx, words.map((w) => (w === 'localhost:9090' ? target : w)));
  };
  const example = await readmeCall(`Create${Name}`);
  expectCode(`Create${Name} (the README's line)`, example, 'OK');
  expectCode(`List${Names} (the README's line)`, await readmeCall(`List${Names}`), 'OK');
  const first = await readmeCall(`Get${Name}`);
  if (first.code !== 'OK' && (Number(example.json.id) === 1 || first.code !== 'NotFound')) expectCode(`Get${Name} (the README's line)`, first, 'OK');

  // With JWT Auth, not without its token, as the API.
  if (ctx.features.has('jwt-auth')) expectCode(`List${Names} without a token`, await call(`List${Names}`, {}, true), 'Unauthenticated');

  const sent = await validBody(ctx, resource);
  const created = await call(`Create${Name}`, { [resource.name]: protoBody(resource, sent) });
  expectCode(`Create${Name}`, created, 'OK');
  const id = Number(created.json.id);
  const api = `/api/v1/${resourceNames(resource.name).path}/${id}`;
  const stored = await request(ctx, 'GET', api, undefined, resourceHeaders(ctx));
  expectStatus(`GET ${api} after ${service}/Create${Name}`, stored, 200);
  expectSameFields(`GET ${api} after ${service}/Create${Name}`, resource, sent, stored);
  const got = await call(`Get${Name}`, { id });
  expectCode(`Get${Name}`, got, 'OK');
  if (Number(got.json.id) !== id) throw new Error(`${service}/Get${Name} ${id}: ${got.text.slice(0, 300)}`);
  const list = await call(`List${Names}`, { page_size: 1, order_by: '-id' });
  expectCode(`List${Names}`, list, 'OK');
  const rows = Object.values(list.json).find(Array.isArray) as { id?: string }[] | undefined;
  if (Number(rows?.[0]?.id) !== id) throw new Error(`${service}/List${Names} newest first: ${list.text.slice(0, 300)}, expected ${id} first`);

  if (resource.fields.some((f) => f.unique && sent[f.name] !== undefined)) expectCode(`Create${Name} with the unique values of ${id}`, await call(`Create${Name}`, { [resource.name]: protoBody(resource, sent) }), 'AlreadyExists');
  // A required field whose zero value the API refuses (text, an enum, a time, JSON; not a number): left out, it is named.
  const required = resource.fields.find((f) => f.required && f.default === undefined && !['int64', 'double', 'bool'].includes(FIELD_TYPE_TABLE[f.type].proto ?? ''));
  if (required) {
    const without = protoBody(resource, { ...(await validBody(ctx, resource)), [required.name]: undefined });
    expectCode(`Create${Name} without ${required.name}`, await call(`Create${Name}`, { [resource.name]: without }), 'InvalidArgument', required.name);
  }
  // The edges of real input, as the API holds them: a NUL in text, a UUID another row has in lower case.
  const text = resource.fields.find((f) => FIELD_TYPE_TABLE[f.type].proto === 'string' && !fieldType(f.type).digits && typeof sent[f.name] === 'string');
  if (text) {
    const nul = protoBody(resource, { ...(await validBody(ctx, resource)), [text.name]: 'a\u0000b' });
    expectCode(`Create${Name} with a NUL in ${text.name}`, await call(`Create${Name}`, { [resource.name]: nul }), 'InvalidArgument', text.name);
  }
  const uuid = resource.fields.find((f) => f.unique && fieldType(f.type).lowerCase && typeof sent[f.name] === 'string');
  if (uuid) {
    const upper = protoBody(resource, { ...(await validBody(ctx, resource)), [uuid.name]: String(sent[uuid.name]).toUpperCase() });
    expectCode(`Create${Name} with ${uuid.name} of ${id} in upper case`, await call(`Create${Name}`, { [resource.name]: upper }), 'AlreadyExists', uuid.name);
  }
  // A row a restrict reference names is not deleted while it does.
  const model = ctx.resources ?? [];
  const referrer = model.flatMap((r) => r.fields.filter((f) => referenced(model, f) === resource && r !== resource && onDeleteOf(f) === 'restrict').map((f) => ({ r, f })))[0];
  if (referrer) {
    const child = await createRow(ctx, referrer.r, { ...(await validBody(ctx, referrer.r)), [referrer.f.name]: id });
    expectCode(`Delete${Name} of a row ${referrer.r.name}.${referrer.f.name} names`, await call(`Delete${Name}`, { id }), 'FailedPrecondition', referrer.f.name);
    expectStatus(`DELETE ${child.location}`, await request(ctx, 'DELETE', child.location, undefined, resourceHeaders(ctx)), 204);
  }
  expectCode(`Delete${Name}`, await call(`Delete${Name}`, { id }), 'OK');
  expectCode(`Get${Name} after Delete${Name}`, await call(`Get${Name}`, { id }), 'NotFound');
  expectStatus(`GET ${api} after ${service}/Delete${Name}`, await request(ctx, 'GET', api, undefined, resourceHeaders(ctx)), 404);
}

/** The standard gRPC health check, by grpc-health-probe (the tool Kubernetes users run); with a model, each resource's service. */
const grpc: Probe = async (ctx) => {
  await grpcHealth(ctx);
  if (!ctx.dir || !ctx.features.has('router')) return;
  if (!ctx.resources?.length) {
    // The notes over gRPC, with JWT Auth behind its token as the API is.
    const list = (anonymous: boolean) =>
      grpcurl(ctx, ['-plaintext', '-import-path', 'proto', '-proto', 'notes/v1/notes.proto', '-d', '{"page_size":1}', `127.0.0.1:${ctx.env.GRPC_PORT}`, 'notes.v1.NotesService/ListNotes'], anonymous);
    const answered = await list(false);
    if (answered.code !== 'OK') throw new Error(`notes.v1.NotesService/ListNotes: ${answered.text.slice(0, 300)}`);
    if (ctx.features.has('jwt-auth') && (await list(true)).code !== 'Unauthenticated') throw new Error('notes.v1.NotesService/ListNotes without a token was not refused (Unauthenticated)');
    return;
  }
  const readme = fs.readFileSync(path.join(ctx.dir, 'README.md'), 'utf8');
  for (const resource of orderedResources(ctx.resources)) await grpcResource(ctx, resource, readme);
};

const grpcHealth: Probe = (ctx) =>
  new Promise((resolve, reject) => {
    const seconds = `${REQUEST_MS / 1000}s`;
    execFile('grpc-health-probe', ['-addr', `127.0.0.1:${ctx.env.GRPC_PORT}`, '-connect-timeout', seconds, '-rpc-timeout', seconds], (err, stdout, stderr) => {
      const what = `grpc-health-probe -addr 127.0.0.1:${ctx.env.GRPC_PORT}: ${(stdout + stderr).trim() || err?.message}`;
      // Its exit codes: 2 when the connection, 3 when the call did not finish in time.
      if (err && (err.code === 2 || err.code === 3) && /timeout|deadline/i.test(what)) reject(new ProbeTimeout(what));
      else if (err) reject(new Error(what));
      else if (!/SERVING/.test(stdout + stderr)) reject(new Error(`grpc-health-probe: ${stdout}${stderr}`));
      else resolve();
    });
  });

/** A GraphQL answer: its data and errors (with extensions.code), read from the JSON body. */
interface GraphQLAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; field?: string } }[];
  text: string;
}

/**
 * An operation POSTed to /graphql from a loopback address of its own (127.0.0.2; 127.0.0.1 where the
 * system has no other): the service limits each client address, and the other probes of a model have
 * one already.
 */
async function graphqlCall(ctx: ProbeContext, query: string, variables?: Record<string, unknown>, anonymous = false): Promise<GraphQLAnswer> {
  const body = JSON.stringify({ query, ...(variables ? { variables } : {}) });
  const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...(anonymous ? {} : resourceHeaders(ctx)) };
  const url = new URL('/graphql', ctx.base);
  const send = (localAddress?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers, localAddress, timeout: REQUEST_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('timeout', () => req.destroy(new ProbeTimeout(`POST /graphql: no answer within ${REQUEST_MS / 1000} s`)));
      req.on('error', reject);
      req.end(body);
    });
  const res = await send(url.hostname === '127.0.0.1' ? '127.0.0.2' : undefined).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRNOTAVAIL') return send();
    throw err;
  });
  let answer: Omit<GraphQLAnswer, 'status' | 'text'> = {};
  try {
    answer = JSON.parse(res.text) as typeof answer;
  } catch {
    // Not JSON: the checks report the text.
  }
  return { status: res.status, data: answer.data, errors: answer.errors, text: res.text };
}

/** A body of the API as the GraphQL door's input: each field under its schema name, nulls left out. */
function schemaBody(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [schemaName(k), v]));
}

/**
 * A resource through the GraphQL door, as a client does: the README's lines as written; a row created
 * and read through the API with the values sent, got, listed, the rows its references name and the
 * rows referring to it resolved, its unique values refused a second time (a UUID in upper case too),
 * a required field's refusal naming it, a NUL refused, its delete refused while a restrict reference
 * names it, deleted and gone; pages of pages refused by the complexity limit.
 */
async function graphqlResource(ctx: ProbeContext, resource: Resource, readme: string): Promise<void> {
  const g = graphqlResourceNames(resource.name);
  const model = ctx.resources ?? [];
  const fields = ['id', ...resource.fields.map((f) => schemaName(f.name)), 'createdAt', 'updatedAt'].join(' ');
  const expectData = (what: string, got: GraphQLAnswer): Record<string, unknown> => {
    if (got.status !== 200 || got.errors?.length || !got.data) throw new Error(`POST /graphql ${what}: ${got.status} ${got.text.slice(0, 300)}`);
    return got.data;
  };
  const expectError = (what: string, got: GraphQLAnswer, code: string, names = '') => {
    const e = got.errors?.[0];
    // GraphQL's own validation names a field in the error's path (["variable", "input", "fullName"]).
    if (!e || (code && e.extensions?.code !== code) || !`${e.message} ${(e.path ?? []).join('.')}`.includes(names)) throw new Error(`POST /graphql ${what}: ${got.text.slice(0, 300)}, expected ${code || 'an error'}${names && ` naming ${names}`}`);
  };
  const create = (input: Record<string, unknown>) => graphqlCall(ctx, `mutation($input: ${g.input}!) { node: ${g.create}(input: $input) { ${fields} } }`, { input });
  const get = (id: string, selection = fields) => graphqlCall(ctx, `query($id: ID!) { node: ${g.get}(id: $id) { ${selection} } }`, { id });

  // The README's lines, as written (but for the port and the token with JWT Auth): its create (the rows
  // of the resources it refers to, id 1, were created by the README's lines before), its list and get.
  const readmeLine = (marker: string) => {
    const line = readme.split('\n').find((l) => l.startsWith('curl -s localhost:8080/graphql ') && l.includes(marker));
    const body = line && /-d '([^']*)'/.exec(line)?.[1];
    if (!body) throw new Error(`the README has no curl line of ${marker}`);
    const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    return graphqlCall(ctx, query, variables);
  };
  const example = expectData(`${g.create} (the README's line)`, await readmeLine(`${g.create}(`));
  expectData(`${g.list} (the README's line)`, await readmeLine(`${g.list}(first: 10)`));
  const first = await readmeLine(`${g.get}(id: 1)`);
  if ((example[g.create] as { id?: string } | undefined)?.id === '1') expectData(`${g.get}(id: 1) (the README's line)`, first);

  // With JWT Auth, not without its token, as the API.
  if (ctx.features.has('jwt-auth')) {
    const anonymous = await graphqlCall(ctx, `{ ${g.list}(first: 1) { nodes { id } } }`, undefined, true);
    if (anonymous.status !== 401 || anonymous.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED') throw new Error(`POST /graphql without a token: ${anonymous.status} ${anonymous.text.slice(0, 300)}, expected 401 UNAUTHENTICATED`);
  }

  const sent = await validBody(ctx, resource);
  const created = expectData(g.create, await create(schemaBody(sent))).node as Record<string, unknown>;
  const id = String(created.id);
  const api = `/api/v1/${resourceNames(resource.name).path}/${id}`;
  const stored = await request(ctx, 'GET', api, undefined, resourceHeaders(ctx));
  expectStatus(`GET ${api} after ${g.create}`, stored, 200);
  expectSameFields(`GET ${api} after ${g.create}`, resource, sent, stored);
  for (const f of resource.fields) {
    if (!sameValue(f, sent[f.name], f.type === 'reference' && created[schemaName(f.name)] != null ? Number(created[schemaName(f.name)]) : created[schemaName(f.name)])) {
      throw new Error(`${g.create} answered ${schemaName(f.name)} ${JSON.stringify(created[schemaName(f.name)])}, sent ${JSON.stringify(sent[f.name])}`);
    }
  }
  const got = expectData(g.get, await get(id)).node as Record<string, unknown> | null;
  if (got?.id !== id) throw new Error(`${g.get}(id: ${id}): ${JSON.stringify(got)}`);
  const page = expectData(g.list, await graphqlCall(ctx, `{ page: ${g.list}(first: 1, orderBy: "-id") { nodes { id } pageInfo { hasNextPage endCursor } } }`)).page as { nodes: { id: string }[] };
  if (page.nodes[0]?.id !== id) throw new Error(`${g.list}(first: 1, orderBy: "-id"): ${JSON.stringify(page)}, expected ${id} first`);

  // The row each reference names, and from there the rows referring to it.
  for (const f of resource.fields.filter((f) => f.type === 'reference' && sent[f.name] !== undefined)) {
    const target = referenced(model, f)!;
    const object = referenceObjectName(f);
    const named = expectData(`${g.get} { ${object} }`, await get(id, `${object} { id }`)).node as Record<string, { id: string } | null>;
    if (named[object]?.id !== String(sent[f.name])) throw new Error(`${g.get}(id: ${id}) { ${object} }: ${JSON.stringify(named)}, expected ${sent[f.name]}`);
    const reverse = reverseListName(resource, f, target.name);
    const back = await graphqlCall(ctx, `query($id: ID!) { node: ${graphqlResourceNames(target.name).get}(id: $id) { ${reverse}(first: 100) { nodes { id } } } }`, { id: String(sent[f.name]) });
    const rows = ((expectData(`${reverse} of ${target.name} ${sent[f.name]}`, back).node as Record<string, { nodes: { id: string }[] }>)[reverse]?.nodes ?? []).map((n) => n.id);
    if (!rows.includes(id)) throw new Error(`${graphqlResourceNames(target.name).get}(id: ${sent[f.name]}) { ${reverse} }: ${rows.join(', ')}, expected ${id} among them`);
  }

  const unique = resource.fields.find((f) => f.unique && sent[f.name] !== undefined);
  if (unique) expectError(`${g.create} with the ${unique.name} of ${id}`, await create(schemaBody(sent)), 'CONFLICT');
  // A required field left out is named (by GraphQL's own validation of the input's type, or by the API's).
  // (Refused before any row is read: the values of the row made above serve.)
  const required = resource.fields.find((f) => f.required && f.default === undefined);
  if (required) {
    const { [required.name]: _, ...without } = sent;
    expectError(`${g.create} without ${required.name}`, await create(schemaBody(without)), '', schemaName(required.name));
  }
  // The edges of real input, as the API holds them: a NUL in text, a UUID another row has in lower case.
  const text = resource.fields.find((f) => FIELD_TYPE_TABLE[f.type].graphql === 'String' && typeof sent[f.name] === 'string');
  // A valid RFC 3339 time no store keeps: year 9999 at -23:59 is past 9999-12-31 in UTC.
  const time = resource.fields.find((f) => f.type === 'timestamp');
  if (time) expectError(`${g.create} with ${time.name} at 9999-12-31T23:59:59-23:59`, await create(schemaBody({ ...sent, [time.name]: '9999-12-31T23:59:59-23:59' })), 'BAD_USER_INPUT', schemaName(time.name));
  if (text) expectError(`${g.create} with a NUL in ${text.name}`, await create(schemaBody({ ...sent, [text.name]: 'a\u0000b' })), 'BAD_USER_INPUT', schemaName(text.name));
  const uuid = resource.fields.find((f) => f.unique && fieldType(f.type).lowerCase && typeof sent[f.name] === 'string');
  if (uuid) {
    const upper = schemaBody({ ...(await validBody(ctx, resource)), [uuid.name]: String(sent[uuid.name]).toUpperCase() });
    expectError(`${g.create} with ${uuid.name} of ${id} in upper case`, await create(upper), 'CONFLICT', schemaName(uuid.name));
  }
  // A row a restrict reference names is not deleted while it does.
  const remove = () => graphqlCall(ctx, `mutation($id: ID!) { deleted: ${g.delete}(id: $id) }`, { id });
  const referrer = model.flatMap((r) => r.fields.filter((f) => referenced(model, f) === resource && r !== resource && onDeleteOf(f) === 'restrict').map((f) => ({ r, f })))[0];
  if (referrer) {
    const child = await createRow(ctx, referrer.r, { ...(await validBody(ctx, referrer.r)), [referrer.f.name]: Number(id) });
    expectError(`${g.delete} of a row ${referrer.r.name}.${referrer.f.name} names`, await remove(), 'CONFLICT', schemaName(referrer.f.name));
    // Pages of pages: the rows referring to each row of a page, 100 of 100, cost more than the limit allows.
    const reverse = reverseListName(referrer.r, referrer.f, resource.name);
    expectError('pages of pages', await graphqlCall(ctx, `{ ${g.list}(first: 100) { nodes { ${reverse}(first: 100) { nodes { id } } } } }`), 'COMPLEXITY_LIMIT_EXCEEDED');
    expectStatus(`DELETE ${child.location}`, await request(ctx, 'DELETE', child.location, undefined, resourceHeaders(ctx)), 204);
  }
  if (expectData(g.delete, await remove()).deleted !== true) throw new Error(`${g.delete}(id: ${id}) did not answer true`);
  if (expectData(`${g.get} after ${g.delete}`, await get(id)).node !== null) throw new Error(`${g.get}(id: ${id}) after ${g.delete} is not null`);
  expectError(`${g.delete} of a deleted row`, await remove(), 'NOT_FOUND');
  expectStatus(`GET ${api} after ${g.delete}`, await request(ctx, 'GET', api, undefined, resourceHeaders(ctx)), 404);
}

/** A GraphQL query answers data, and the playground is a page; with a model, each resource through it. */
const graphql: Probe = async (ctx) => {
  const playground = await request(ctx, 'GET', '/graphql');
  expectStatus('GET /graphql', playground, 200);
  if (!playground.headers.get('content-type')?.startsWith('text/html')) throw new Error(`GET /graphql: content type ${playground.headers.get('content-type')}`);
  if (ctx.resources?.length && ctx.dir) {
    const readme = fs.readFileSync(path.join(ctx.dir, 'README.md'), 'utf8');
    for (const resource of orderedResources(ctx.resources)) await graphqlResource(ctx, resource, readme);
    return;
  }
  const res = await request(ctx, 'POST', '/graphql', { query: 'query Hello($name: String) { hello(name: $name) }', variables: { name: 'Probe' } });
  expectStatus('POST /graphql', res, 200);
  const answer = res.body as { data?: { hello?: string }; errors?: unknown[] } | undefined;
  if (answer?.errors || answer?.data?.hello !== 'Hello, Probe!') throw new Error(`POST /graphql: ${res.text.slice(0, 300)}`);
};

/** A JSON value of a body as a page's form sends it: text as is, other values as JSON, a checkbox left unchecked sends nothing. */
function formValues(resource: Resource, body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const f of resource.fields) {
    const v = body[f.name];
    if (v === undefined || v === null || (f.type === 'boolean' && f.required && v === false)) continue;
    form.set(f.name, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return form;
}

/** A form posted as a browser on the service's own pages does (htmx adds HX-Request, which these leave out: the answer is then a 303). */
function postForm(ctx: ProbeContext, path: string, form: URLSearchParams, headers: Record<string, string> = {}): Promise<Answer> {
  return fetchAnswer(`${ctx.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...resourceHeaders(ctx), ...headers },
    body: form,
    redirect: 'manual',
  });
}

/**
 * The htmx pages of a resource, as a user goes through them: the list and its filter, the form of a
 * new row posted (303 to the row's page, the API then answers what was typed), a refused form (422,
 * the problem beside its field), an edit, a cross-site post refused, a delete confirmed, then 404.
 */
async function resourcePages(ctx: ProbeContext, resource: Resource): Promise<void> {
  const names = resourceNames(resource.name);
  const path = `/${names.path}`;
  const headers = resourceHeaders(ctx);
  const page = async (p: string, want = 200) => {
    const got = await request(ctx, 'GET', p, undefined, headers);
    expectStatus(`GET ${p}`, got, want);
    if (!got.headers.get('content-type')?.startsWith('text/html')) throw new Error(`GET ${p}: content type ${got.headers.get('content-type')}`);
    return got.text;
  };
  if (!(await page(path)).includes(`<h1>${names.Labels}</h1>`)) throw new Error(`GET ${path}: no heading ${names.Labels}`);
  const form = await page(`${path}/new`);
  for (const f of resource.fields) if (!form.includes(`name="${f.name}"`)) throw new Error(`GET ${path}/new: no input named ${f.name}`);

  const sent = await validBody(ctx, resource);
  const created = await postForm(ctx, path, formValues(resource, sent));
  const location = created.headers.get('location') ?? '';
  if (created.status !== 303 || !new RegExp(`^${path}/\\d+$`).test(location)) throw new Error(`POST ${path}: ${created.status} to ${location}, expected 303 to ${path}/<id>: ${created.text.slice(0, 300)}`);
  const api = `/api/v1${location}`;
  const stored = await request(ctx, 'GET', api, undefined, headers);
  expectStatus(`GET ${api}`, stored, 200);
  expectSameFields(`GET ${api} after the form of ${path}/new`, resource, sent, stored);
  await page(location);
  await page(`${location}/edit`);

  const filterable = resource.fields.find((f) => FIELD_TYPE_TABLE[f.type].parse && sent[f.name] !== undefined && f.type !== 'json');
  if (filterable) {
    const q = `${path}?${filterable.name}=${queryValue(sent[filterable.name])}`;
    if (!(await page(q)).includes(`href="${location}"`)) throw new Error(`GET ${q}: no link to ${location}`);
  }

  const required = resource.fields.find((f) => f.required && f.default === undefined && f.type !== 'boolean');
  if (required) {
    const refused = await postForm(ctx, path, formValues(resource, { ...(await validBody(ctx, resource)), [required.name]: undefined }));
    expectStatus(`POST ${path} without ${required.name}`, refused, 422);
    if (!refused.text.includes(`id="field-${required.name}-error"`)) throw new Error(`POST ${path} without ${required.name}: no problem beside the field: ${refused.text.slice(0, 500)}`);
  }

  const replacement = await validBody(ctx, resource);
  const updated = await postForm(ctx, location, formValues(resource, replacement));
  if (updated.status !== 303 || updated.headers.get('location') !== location) throw new Error(`POST ${location}: ${updated.status} to ${updated.headers.get('location')}, expected 303 to ${location}: ${updated.text.slice(0, 300)}`);
  expectSameFields(`GET ${api} after the form of ${location}/edit`, resource, replacement, await request(ctx, 'GET', api, undefined, headers));

  expectStatus(`POST ${location}/delete from another site`, await postForm(ctx, `${location}/delete`, new URLSearchParams(), { 'Sec-Fetch-Site': 'cross-site' }), 403);
  await page(`${location}/delete`);
  const deleted = await postForm(ctx, `${location}/delete`, new URLSearchParams());
  if (deleted.status !== 303 || deleted.headers.get('location') !== path) throw new Error(`POST ${location}/delete: ${deleted.status} to ${deleted.headers.get('location')}, expected 303 to ${path}`);
  await page(location, 404);
}

/** The home page loads htmx from the binary; with the router, the notes page adds a note as htmx does, or each resource's pages serve it. */
const htmx: Probe = async (ctx) => {
  const home = await request(ctx, 'GET', '/');
  expectStatus('GET /', home, 200);
  if (!home.headers.get('content-type')?.startsWith('text/html')) throw new Error(`GET /: content type ${home.headers.get('content-type')}`);
  const src = /<script src="(\/static\/htmx\.min\.js\?v=[^"]+)"/.exec(home.text)?.[1];
  if (!src) throw new Error(`GET / has no htmx script tag: ${home.text.slice(0, 300)}`);
  const script = await request(ctx, 'GET', src);
  expectStatus(`GET ${src}`, script, 200);
  if (!script.headers.get('cache-control')?.includes('max-age=31536000')) throw new Error(`GET ${src}: Cache-Control ${script.headers.get('cache-control')}`);
  if (!ctx.features.has('router')) return;
  // The pages show what the API does: with JWT Auth, not without its token.
  const pages = ctx.resources?.length ? `/${resourceNames(orderedResources(ctx.resources)[0].name).path}` : '/notes';
  if (ctx.features.has('jwt-auth')) expectStatus(`GET ${pages} without a token`, await request(ctx, 'GET', pages), 401);
  if (ctx.resources?.length) {
    for (const resource of orderedResources(ctx.resources)) await resourcePages(ctx, resource);
    return;
  }
  const res = await fetchAnswer(`${ctx.base}/notes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'HX-Request': 'true', ...resourceHeaders(ctx) },
    body: new URLSearchParams({ title: 'Probe page', body: 'from htmx' }),
  });
  if (res.status !== 201 || !res.text.includes('<strong>Probe page</strong>')) throw new Error(`POST /notes: answered ${res.status} ${res.text.slice(0, 300)}`);
  const page = await request(ctx, 'GET', '/notes', undefined, resourceHeaders(ctx));
  expectStatus('GET /notes', page, 200);
  if (!page.text.includes('<strong>Probe page</strong>')) throw new Error('GET /notes does not list the note the form added');
};

/** A file uploaded to the bucket comes back byte for byte; a key never uploaded is 404. */
const s3: Probe = async (ctx) => {
  const path = `/api/v1/files/probe-${Date.now()}.bin`;
  const content = crypto.randomBytes(4096);
  const put = await fetchAnswer(`${ctx.base}${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: content });
  expectStatus(`PUT ${path}`, put, 201);
  const got = await within(`GET ${path}`, async (signal) => {
    const res = await fetch(`${ctx.base}${path}`, { signal });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  });
  if (got.status !== 200) throw new Error(`GET ${path}: answered ${got.status} ${got.body.toString().slice(0, 300)}, expected 200`);
  if (!got.body.equals(content)) throw new Error(`GET ${path}: ${got.body.length} bytes that differ from the ${content.length} uploaded`);
  expectStatus('GET /api/v1/files/never-uploaded.bin', await request(ctx, 'GET', '/api/v1/files/never-uploaded.bin'), 404);
  expectStatus(`DELETE ${path}`, await request(ctx, 'DELETE', path), 204);
  expectStatus(`GET ${path} after DELETE`, await request(ctx, 'GET', path), 404);
};

/** The example background job is queued: 202 with the task's id; an empty message is refused. */
const asynq: Probe = async (ctx) => {
  const queued = await request(ctx, 'POST', '/api/v1/jobs/example', { message: 'Hello from the probe' });
  expectStatus('POST /api/v1/jobs/example', queued, 202);
  if (!field(queued, 'id') || field(queued, 'type') !== 'example:log') throw new Error(`POST /api/v1/jobs/example: ${queued.text}`);
  expectStatus('POST /api/v1/jobs/example with an empty message', await request(ctx, 'POST', '/api/v1/jobs/example', { message: '' }), 400);
};

const PROBES: Record<string, Probe> = {
  grpc,
  graphql,
  htmx,
  oauth2,
  prometheus,
  swagger,
  websocket,
  router,
  auth,
  'jwt-auth': jwtAuth,
  openai: chatWithoutKey('/api/v1/openai/chat'),
  openrouter: chatWithoutKey('/api/v1/openrouter/chat'),
  claude: chatWithoutKey('/api/v1/claude/chat'),
  s3,
  asynq,
};

/**
 * Runs the probes of `features`: the failures, by feature (empty when all passed), and the probes that
 * timed out once and were run again (with what they were waiting for), whatever the second run gave.
 */
export async function runProbes(ctx: ProbeContext): Promise<{ ran: string[]; failures: string[]; retried: string[] }> {
  const ran: string[] = [];
  const failures: string[] = [];
  const retried: string[] = [];
  for (const id of [...ctx.features].sort()) {
    const probe = PROBES[id];
    if (!probe) continue;
    ran.push(id);
    try {
      await probe(ctx);
    } catch (err) {
      if (!(err instanceof ProbeTimeout)) {
        failures.push(`${id}: ${(err as Error).message}`);
        continue;
      }
      retried.push(`${id}: ${err.message}`);
      try {
        await probe(ctx);
      } catch (again) {
        failures.push(`${id}: ${(again as Error).message} (run twice; the first time: ${err.message})`);
      }
    }
  }
  return { ran, failures, retried };
}

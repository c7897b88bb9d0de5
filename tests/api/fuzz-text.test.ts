// Text PostgreSQL cannot store is bad input, never a server error. For every operation of the OpenAPI
// document, each string field of its JSON body (nested objects and arrays included) and each query and
// path parameter is sent with NUL, other control characters, lone UTF-16 surrogates and direction
// overrides in it, the rest of the request valid, with a signed-in user (an admin on admin routes): no
// answer may be a 5xx. NUL and lone surrogates are refused with 400 INVALID_TEXT naming the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as features } from '@/app/features/route';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { GET as health } from '@/app/api/health/route';
import { GET as llmsText } from '@/app/llms.txt/route';
import { GET as cliTarball } from '@/app/cli/[file]/route';
import { GET as storedConfiguration } from '@/app/api/v1/generate/configurations/[key]/route';
import { GET as gostarterSchema } from '@/app/schemas/gostarter.json/route';
import { GET as generateGet, POST as generatePost } from '@/app/api/v1/generate/route';
import { GET as diffGet, POST as diffPost } from '@/app/api/v1/generate/diff/route';
import { POST as preview } from '@/app/api/v1/generate/preview/route';
import { POST as validate } from '@/app/api/v1/generate/validate/route';
import { POST as feedback } from '@/app/api/v1/feedback/route';
import { POST as register } from '@/app/auth/register/route';
import { POST as verify } from '@/app/auth/verify-otp/route';
import { POST as resend } from '@/app/auth/resend-otp/route';
import { POST as login } from '@/app/auth/login/route';
import { POST as logout } from '@/app/auth/logout/route';
import { POST as logoutAll } from '@/app/auth/logout-all/route';
import { GET as me } from '@/app/auth/me/route';
import { POST as forgot } from '@/app/auth/forgot-password/route';
import { POST as reset } from '@/app/auth/reset-password/route';
import { POST as changePassword } from '@/app/auth/change-password/route';
import { PATCH as preferences } from '@/app/auth/preferences/route';
import { GET as listTokens, POST as createToken } from '@/app/auth/tokens/route';
import { DELETE as revokeToken } from '@/app/auth/tokens/[id]/route';
import { GET as historyList } from '@/app/api/history/route';
import { DELETE as historyDelete, GET as historyGet } from '@/app/api/history/[id]/route';
import { GET as historyDownload } from '@/app/api/history/[id]/download/route';
import { POST as historyRegenerate } from '@/app/api/history/[id]/regenerate/route';
import { POST as historyGrow } from '@/app/api/history/[id]/grow/route';
import { GET as historyUpgrade } from '@/app/api/history/[id]/upgrade/route';
import { POST as historyDuplicate } from '@/app/api/history/duplicate/route';
import { GET as historyStats } from '@/app/api/history/stats/route';
import { GET as historyDashboard } from '@/app/api/history/dashboard/route';
import { GET as historyCacheInfo } from '@/app/api/history/cache-info/route';
import { GET as maintenanceRunGet, POST as maintenanceRunPost } from '@/app/api/maintenance/run/route';
import { GET as maintenanceStatus } from '@/app/api/maintenance/status/route';
import { GET as adminAccess } from '@/app/api/admin/access/route';
import { GET as adminAnalytics } from '@/app/api/admin/analytics/route';
import { GET as adminExportAll } from '@/app/api/admin/export/all.zip/route';
import { GET as adminExportProjects } from '@/app/api/admin/export/projects.csv/route';
import { GET as adminExportUsers } from '@/app/api/admin/export/users.csv/route';
import { GET as adminProjects } from '@/app/api/admin/projects/route';
import { GET as adminStats } from '@/app/api/admin/stats/route';
import { GET as adminSystem } from '@/app/api/admin/system/route';
import { GET as adminUsers, POST as adminCreateUser } from '@/app/api/admin/users/route';
import { PUT as adminRole } from '@/app/api/admin/users/[id]/role/route';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { createVerifiedUser, newIp, uniqueEmail } from '../utils/auth';
import { createAdmin, type Signed } from '../utils/admin';
import { BASE } from '../utils/http';

process.env.CRON_SECRET ??= 'cron-secret-for-the-fuzz-test';
// The limits are not what this test is about: without them every request reaches the database.
for (const limit of ['LOGIN', 'LOGIN_IP', 'LOGIN_EMAIL', 'REGISTER', 'RESEND', 'VERIFY', 'GENERATE', 'FEEDBACK']) process.env[`RATE_LIMIT_${limit}`] = 'off';

type Handler = (req: Request, ctx: never) => Promise<Response>;

const HANDLERS: Record<string, unknown> = {
  'GET /features': features,
  'GET /api/openapi.json': openapi,
  'GET /api/health': health,
  'GET /llms.txt': llmsText,
  'GET /cli/{file}': cliTarball,
  'GET /schemas/gostarter.json': gostarterSchema,
  'POST /api/v1/generate': generatePost,
  'GET /api/v1/generate': generateGet,
  'GET /api/v1/generate/configurations/{key}': storedConfiguration,
  'POST /api/v1/generate/preview': preview,
  'POST /api/v1/generate/diff': diffPost,
  'GET /api/v1/generate/diff': diffGet,
  'POST /api/v1/generate/validate': validate,
  'POST /api/v1/feedback': feedback,
  'POST /auth/register': register,
  'POST /auth/resend-otp': resend,
  'POST /auth/verify-otp': verify,
  'POST /auth/login': login,
  'POST /auth/logout': logout,
  'POST /auth/logout-all': logoutAll,
  'GET /auth/me': me,
  'PATCH /auth/preferences': preferences,
  'GET /auth/tokens': listTokens,
  'POST /auth/tokens': createToken,
  'DELETE /auth/tokens/{id}': revokeToken,
  'POST /auth/forgot-password': forgot,
  'POST /auth/reset-password': reset,
  'POST /auth/change-password': changePassword,
  'GET /api/history': historyList,
  'GET /api/history/{id}': historyGet,
  'DELETE /api/history/{id}': historyDelete,
  'GET /api/history/{id}/download': historyDownload,
  'POST /api/history/{id}/regenerate': historyRegenerate,
  'POST /api/history/{id}/grow': historyGrow,
  'GET /api/history/{id}/upgrade': historyUpgrade,
  'POST /api/history/duplicate': historyDuplicate,
  'GET /api/history/stats': historyStats,
  'GET /api/history/dashboard': historyDashboard,
  'GET /api/history/cache-info': historyCacheInfo,
  'POST /api/maintenance/run': maintenanceRunPost,
  'GET /api/maintenance/run': maintenanceRunGet,
  'GET /api/maintenance/status': maintenanceStatus,
  'GET /api/admin/access': adminAccess,
  'GET /api/admin/analytics': adminAnalytics,
  'GET /api/admin/export/all.zip': adminExportAll,
  'GET /api/admin/export/projects.csv': adminExportProjects,
  'GET /api/admin/export/users.csv': adminExportUsers,
  'GET /api/admin/projects': adminProjects,
  'GET /api/admin/stats': adminStats,
  'GET /api/admin/system': adminSystem,
  'GET /api/admin/users': adminUsers,
  'POST /api/admin/users': adminCreateUser,
  'PUT /api/admin/users/{id}/role': adminRole,
};

/** Characters PostgreSQL refuses (NUL; lone surrogates, which reach jsonb as \ud800 escapes) and others a store must survive. */
const UNSTORABLE = ['\u0000', '\ud800', '\udfff'];
const OTHERS = ['\u0001', '\u001b', '\u007f', '\u0085', '\u200b', '\u202e', '\ufeff', '\uffff'];
const CHARACTERS = [...UNSTORABLE, ...OTHERS];
const printable = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A valid value with the character inside it, and (for the characters PostgreSQL refuses) the character alone. */
const variants = (valid: string, c: string) => [`${valid.slice(0, 1)}${c}${valid.slice(1)}`, ...(UNSTORABLE.includes(c) ? [c] : [])];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = { $ref?: string; type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; enum?: unknown[] };
interface Operation {
  parameters?: { name: string; in: 'query' | 'path'; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema; example?: Json } } };
  security?: Record<string, unknown>[];
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };

/** A place in a body where a string goes: its key path, or (append) a list at that path that gets one more element. */
type Slot = { path: (string | number)[]; append?: boolean };

/** Every string slot of a schema: properties, list elements (replaced and appended), through $ref, anyOf, oneOf, allOf. */
function stringSlots(doc: Document, schema: JsonSchema, example: Json | undefined, path: (string | number)[] = [], depth = 0): Slot[] {
  if (depth > 8) return [];
  if (schema.$ref) return stringSlots(doc, doc.components.schemas[schema.$ref.split('/').pop()!], example, path, depth + 1);
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length > 0) return alternatives.flatMap((s) => stringSlots(doc, s, example, path, depth + 1));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const slots: Slot[] = [];
  if (types.includes('string')) slots.push({ path });
  if (types.includes('object') && schema.properties) {
    const values = example && typeof example === 'object' && !Array.isArray(example) ? example : {};
    for (const [key, property] of Object.entries(schema.properties)) slots.push(...stringSlots(doc, property, values[key], [...path, key], depth + 1));
  }
  if (types.includes('array') && schema.items) {
    const items = stringSlots(doc, schema.items, Array.isArray(example) ? example[0] : undefined, [...path, 0], depth + 1);
    slots.push(...items);
    if (items.some((s) => s.path.length === path.length + 1)) slots.push({ path, append: true });
  }
  // Slots reached through several alternatives once.
  return slots.filter((s, i) => slots.findIndex((t) => t.path.join('\0') === s.path.join('\0') && !!t.append === !!s.append) === i);
}

const clone = <T>(value: T): T => structuredClone(value);

/** Copies of the body, one per text `make` gives for the valid value at the slot ('text' where there is none), each with that text at the slot. */
function place(body: Json, slot: Slot, make: (valid: string) => string[]): Json[] {
  const parentPath = slot.append ? slot.path : slot.path.slice(0, -1);
  const out: Json[] = [];
  const probe = clone(body);
  let parent: Json = probe;
  parentPath.forEach((key, i) => {
    const node = parent as Record<string | number, Json>;
    const list = i === parentPath.length - 1 ? slot.append || typeof slot.path[i + 1] === 'number' : typeof parentPath[i + 1] === 'number';
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') node[key] = list ? [] : {};
    parent = node[key];
  });
  const last = slot.path[slot.path.length - 1];
  const current = slot.append ? undefined : (parent as Record<string | number, Json>)[last];
  const valid = typeof current === 'string' ? current : Array.isArray(parent) && parent.length > 0 && typeof parent[0] === 'string' ? parent[0] : 'text';
  for (const text of make(valid)) {
    const copy = clone(probe);
    let target = copy as Record<string | number, Json>;
    for (const key of parentPath) target = target[key] as Record<string | number, Json>;
    if (slot.append) (target as unknown as Json[]).push(text);
    else target[last] = text;
    out.push(copy);
  }
  return out;
}

type User = Signed & { projectId: string; tokenId: string };

interface Context {
  admin: Signed;
  /** A signed-in user with one generated project and one personal token. */
  user: User;
  /** Another such user, for the account routes a request could change (a password, the token count). */
  freshUser: () => Promise<User>;
  otherUserId: string;
}

function send(handler: unknown, path: string, init: { method: string; token?: string; body?: string; params?: Record<string, string> }): Promise<Response> {
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: newIp(), ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const req = new Request(BASE + path, { method: init.method, headers, body: init.body });
  return (handler as Handler)(req, { params: Promise.resolve(init.params ?? {}) } as never);
}

/** Who calls: the cron secret for the maintenance run, an admin on admin routes, else the user (guests' routes too, so accounts are linked). */
function tokenFor(path: string, op: Operation, ctx: Context, user: User): string | undefined {
  if (path === '/api/maintenance/run') return process.env.CRON_SECRET;
  if (path.startsWith('/api/admin/') || path === '/api/maintenance/status') return ctx.admin.token;
  return op.security ? user.token : undefined;
}

/** The body of the document's example with what makes it reach the database: the caller's own ids, a fresh address. */
function baseBody(op: Operation, user: User): Json | undefined {
  const media = op.requestBody?.content['application/json'];
  if (!media) return undefined;
  const body = clone(media.example ?? {}) as Record<string, Json>;
  if (typeof body.email === 'string') body.email = uniqueEmail('fuzz');
  if (typeof body.original_project_id === 'string') body.original_project_id = user.projectId;
  return body;
}

function pathParams(path: string, ctx: Context, user: User): Record<string, string> {
  if (path === '/cli/{file}') return { file: 'gostarter.tgz' };
  // A key of the right form; what is stored under it does not matter to the characters around it.
  if (path.includes('{key}')) return { key: 'a'.repeat(64) };
  if (!path.includes('{id}')) return {};
  if (path.startsWith('/auth/tokens')) return { id: user.tokenId };
  if (path.startsWith('/api/admin/users')) return { id: ctx.otherUserId };
  return { id: user.projectId };
}

/** The path with its parameters; a URL cannot carry a lone surrogate (the handler gets the raw value in its params). */
const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k].replace(/\p{Cs}/gu, '\ufffd')));

interface Probe {
  character: string;
  path: string;
  body?: string;
  params: Record<string, string>;
}

/** Each string field of the body and each parameter of one operation, with its requests. */
function fields(doc: Document, method: string, path: string, op: Operation, ctx: Context): { name: string; probes: (user: User) => Probe[] }[] {
  const out: { name: string; probes: (user: User) => Probe[] }[] = [];
  const media = op.requestBody?.content['application/json'];
  const exampleQuery = () => new URLSearchParams(EXAMPLE_QUERIES[`${method.toUpperCase()} ${path}`] ?? '');
  const bodyText = (user: User) => {
    const body = baseBody(op, user);
    return body === undefined ? undefined : JSON.stringify(body);
  };

  if (media) {
    for (const slot of stringSlots(doc, media.schema, media.example)) {
      out.push({
        name: `body ${slot.path.join('.')}${slot.append ? '[+]' : ''}`,
        probes: (user) => {
          const params = pathParams(path, ctx, user);
          const qs = exampleQuery().toString();
          return CHARACTERS.flatMap((c) =>
            place(baseBody(op, user)!, slot, (valid) => variants(valid, c)).map((body) => ({
              character: c,
              path: fill(path, params) + (qs ? `?${qs}` : ''),
              body: JSON.stringify(body),
              params,
            })),
          );
        },
      });
    }
  }
  for (const parameter of op.parameters ?? []) {
    out.push({
      name: `${parameter.in} ${parameter.name}`,
      probes: (user) => {
        const params = pathParams(path, ctx, user);
        return CHARACTERS.flatMap((c) => {
          if (parameter.in === 'path') {
            return variants(params[parameter.name], c).map((value) => ({ character: c, path: fill(path, { ...params, [parameter.name]: value }), body: bodyText(user), params: { ...params, [parameter.name]: value } }));
          }
          return variants(exampleQuery().get(parameter.name) ?? 'text', c).map((value) => {
            const q = exampleQuery();
            q.set(parameter.name, value);
            return { character: c, path: `${fill(path, params)}?${q}`, body: bodyText(user), params };
          });
        });
      },
    });
  }
  return out;
}

/** Queries that reach the handler's work: the document's examples are on the routes, not in the JSON. */
const EXAMPLE_QUERIES: Record<string, string> = {
  'GET /api/v1/generate': 'framework=gin&features=postgresql,docker&projectName=fuzz-get',
  'GET /api/v1/generate/diff': 'projectName=fuzz-diff&framework=gin&from=postgresql&to=postgresql,docker',
  'GET /api/history': 'page=1&page_size=10&search=fuzz',
  'GET /api/admin/users': 'page=1&page_size=10&search=fuzz',
  'GET /api/admin/projects': 'page=1&page_size=10&search=fuzz&framework=gin',
};

let doc: Document;
let ctx: Context;

beforeAll(async () => {
  doc = await (await send(openapi, '/api/openapi.json', { method: 'GET' })).json();
  const admin = await createAdmin(uniqueEmail('fuzz-admin'));
  const other = await createVerifiedUser(uniqueEmail('fuzz-other'));
  const freshUser = async (): Promise<User> => {
    const user = await createVerifiedUser(uniqueEmail('fuzz'));
    const body = JSON.stringify({ projectName: 'fuzz-one', framework: 'gin', features: ['postgresql', 'docker'] });
    await send(generatePost, '/api/v1/generate', { method: 'POST', token: user.token, body });
    const list = await (await send(historyList, '/api/history', { method: 'GET', token: user.token })).json();
    const pat = await (await send(createToken, '/auth/tokens', { method: 'POST', token: user.token, body: JSON.stringify({ name: 'fuzz' }) })).json();
    return { ...user, projectId: list.projects[0].id as string, tokenId: pat.id as string };
  };
  ctx = { admin, user: await freshUser(), freshUser, otherUserId: other.user.id };
}, 60_000);

describe('text PostgreSQL cannot store is bad input, never a server error', () => {
  it('every operation of the OpenAPI document takes every control character in every string field and parameter without a 5xx', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    expect(operations.filter(({ path, method }) => !HANDLERS[`${method.toUpperCase()} ${path}`]).map(({ path, method }) => `${method} ${path}`), 'operations without a handler here').toEqual([]);

    const failures: string[] = [];
    let tried = 0;
    for (const { path, method, op } of operations) {
      const handler = HANDLERS[`${method.toUpperCase()} ${path}`];
      for (const { name, probes } of fields(doc, method, path, op, ctx)) {
        // On the account's own routes each field gets a fresh user: a request may change its password or token count.
        const user = op.security && path.startsWith('/auth/') ? await ctx.freshUser() : ctx.user;
        for (const probe of probes(user)) {
          const res = await send(handler, probe.path, { method: method.toUpperCase(), token: tokenFor(path, op, ctx, user), body: probe.body, params: probe.params });
          tried++;
          if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path} ${name} ${printable(probe.character)}: ${res.status} ${await res.text()}`);
          else await res.arrayBuffer();
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);

  const refusals: [string, (user: User) => [unknown, string, string?], string][] = [
    ['a feedback comment', () => [feedback, '/api/v1/feedback', JSON.stringify({ rating: 'good', framework: 'gin', comment: 'fine\u0000' })], 'comment'],
    ['a feedback project name', () => [feedback, '/api/v1/feedback', JSON.stringify({ rating: 'good', framework: 'gin', projectName: 'a\ud800' })], 'projectName'],
    ['a token name', () => [createToken, '/auth/tokens', JSON.stringify({ name: 'ci\u0000' })], 'name'],
    ['a token name with a lone surrogate', () => [createToken, '/auth/tokens', JSON.stringify({ name: 'ci\udc00' })], 'name'],
    ['a history search', () => [historyList, '/api/history?search=a%00b'], 'search'],
    ['a duplicate’s name', (user) => [historyDuplicate, '/api/history/duplicate', JSON.stringify({ original_project_id: user.projectId, new_project_name: 'x\u0000' })], 'new_project_name'],
    ['a feature in a list', () => [validate, '/api/v1/generate/validate', JSON.stringify({ framework: 'gin', features: ['postgresql', 'do\u0000cker'] })], 'features.1'],
    ['a key of the body', () => [validate, '/api/v1/generate/validate', JSON.stringify({ framework: 'gin', 'x\u0000': 1 })], 'x\\u0000'],
  ];
  for (const [what, build, field] of refusals) {
    it(`refuses NUL or a lone surrogate in ${what} with 400 INVALID_TEXT naming ${field}`, async () => {
      const [handler, path, body] = build(ctx.user);
      const res = await send(handler, path, { method: body === undefined ? 'GET' : 'POST', token: ctx.user.token, body });
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer).toMatchObject({ type: 'VALIDATION', code: 'INVALID_TEXT' });
      expect(answer.message).toContain(field);
      expect(answer.details[0].field).toBe(field);
    });
  }

  it('refuses NUL in an admin search with 400 INVALID_TEXT', async () => {
    for (const [handler, path] of [
      [adminUsers, '/api/admin/users?search=a%00b'],
      [adminProjects, '/api/admin/projects?search=%00'],
    ] as const) {
      const res = await send(handler, path, { method: 'GET', token: ctx.admin.token });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_TEXT', details: [{ field: 'search' }] });
    }
  });

  it('keeps other control characters: a comment with a right-to-left override is stored as sent', async () => {
    const res = await send(feedback, '/api/v1/feedback', {
      method: 'POST',
      body: JSON.stringify({ rating: 'good', framework: 'gin', comment: 'fuzz \u202eevil\u202c \u0001 done' }),
    });
    expect(res.status).toBe(201);
    const analytics = await (await send(adminAnalytics, '/api/admin/analytics', { method: 'GET', token: ctx.admin.token })).json();
    expect(JSON.stringify(analytics)).toContain(JSON.stringify('fuzz \u202eevil\u202c \u0001 done').slice(1, -1));
  });
});

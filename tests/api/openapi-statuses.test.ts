// The OpenAPI document lists every status each operation answers. For every documented operation, the
// refusals any route of its kind can meet are provoked through its handler: a body that is not JSON, is
// too large or holds text that cannot be stored; a query parameter that cannot be stored; no token, an
// invalid one, a user's on an admin route; the documented example sent twice from one address with
// every limit at 1 (the second is refused when the route counts it); unknown path ids. Each answer's
// status must be documented for its operation, and a JSON answer must parse with the documented schema.
// Statuses no request can provoke here (503 while busy or while the database is down, 500) are listed
// by reading the handlers.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getConfig } from '@/lib/config';
import { openApiRegistry, type RouteSpec } from '@/lib/openapi';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { createAdmin } from '../utils/admin';
import { createVerifiedUser, newIp, uniqueEmail } from '../utils/auth';
import { BASE } from '../utils/http';

// Every limit kept in the database at 1 an hour: a second call from an address meets it.
for (const name of ['LOGIN', 'LOGIN_IP', 'LOGIN_EMAIL', 'REGISTER', 'RESEND', 'VERIFY', 'GENERATE', 'FEEDBACK', 'DIFF']) process.env[`RATE_LIMIT_${name}`] = '1/3600';
process.env.CRON_SECRET = 'cron-secret-for-the-status-test';

const ROOT = path.resolve(__dirname, '../..');

type Handler = (req: Request, ctx: unknown) => Promise<Response>;

interface Provocation {
  what: string;
  token?: string;
  body?: string;
  query?: string;
  /** The client address; a new one when absent. */
  ip?: string;
}

/** The route handler of a documented operation, from its file under app/. */
async function handlerOf(route: RouteSpec): Promise<Handler> {
  const dir = route.path.replace(/\{(\w+)\}/g, '[$1]');
  const mod = (await import(path.join(ROOT, 'app', dir, 'route.ts'))) as Record<string, Handler>;
  return mod[route.method.toUpperCase()];
}

function send(route: RouteSpec, handler: Handler, p: Provocation): Promise<Response> {
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'nope']));
  const url = `${BASE}${route.path.replace(/\{(\w+)\}/g, 'nope')}${p.query ? `?${p.query}` : ''}`;
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: p.ip ?? newIp() };
  if (p.token !== undefined) headers.Authorization = `Bearer ${p.token}`;
  if (p.body !== undefined) headers['Content-Type'] = 'application/json';
  return handler(new Request(url, { method: route.method.toUpperCase(), headers, body: p.body }), { params: Promise.resolve(params) });
}

/** The refusals to provoke on `route`, sent as a caller with `token` would. */
function provocations(route: RouteSpec, token: string | undefined, userToken: string): Provocation[] {
  const example = {
    body: route.body ? JSON.stringify(route.bodyExample ?? {}) : undefined,
    query: route.query ? route.queryExample : undefined,
  };
  const ip = newIp();
  const out: Provocation[] = [
    { what: 'the example', token, ...example, ip },
    { what: 'the example again from the same address', token, ...example, ip },
    { what: 'an invalid token', token: 'not-a-token', ...example },
  ];
  if (token !== undefined) out.push({ what: 'no token', ...example });
  if (route.auth === 'admin') out.push({ what: "a user's token", token: userToken, ...example });
  if (route.body) {
    out.push(
      { what: 'a body that is not JSON', token, query: example.query, body: '{' },
      { what: 'a body larger than MAX_BODY_BYTES', token, query: example.query, body: JSON.stringify({ pad: ' '.repeat(getConfig().MAX_BODY_BYTES) }) },
      { what: 'a NUL in the body', token, query: example.query, body: JSON.stringify({ ...(route.bodyExample as object), x: '\u0000' }) },
    );
  }
  if (route.query) {
    const [first, ...rest] = (route.queryExample ?? 'x=1').split('&');
    out.push({ what: 'a NUL in a query parameter', token, ...example, query: [`${first.split('=')[0]}=%00`, ...rest].join('&') });
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('documents every status an operation answers to the refusals any route of its kind can meet', async () => {
    const registry = openApiRegistry();
    const admin = await createAdmin(uniqueEmail('statuses-admin'));
    const shared = await createVerifiedUser(uniqueEmail('statuses'));
    const undocumented: string[] = [];
    const misshapen: string[] = [];
    // The routes that end sign-ins last: they revoke what the others use.
    const routes = registry.listRoutes().sort((a, b) => Number(a.path.startsWith('/auth/logout')) - Number(b.path.startsWith('/auth/logout')));
    for (const route of routes) {
      const op = `${route.method.toUpperCase()} ${route.path}`;
      const handler = await handlerOf(route);
      expect(handler, `${op}: no handler`).toBeTypeOf('function');
      // A user of its own for each account operation: some change the password or end sign-ins.
      const user = route.path.startsWith('/auth/') ? await createVerifiedUser(uniqueEmail('statuses')) : shared;
      const token = route.auth === 'admin' ? admin.token : route.auth === 'bearer' ? user.token : undefined;
      for (const p of provocations(route, token, user.token)) {
        const res = await send(route, handler, p);
        const documented = route.responses[res.status];
        if (!documented) {
          undocumented.push(`${op}, ${p.what}: ${res.status} ${await res.text()}`);
          continue;
        }
        if ((documented.contentType ?? 'application/json') === 'application/json' && documented.schema) {
          const parsed = (registry.resolve(documented.schema) as z.ZodType).safeParse(await res.json());
          if (!parsed.success) misshapen.push(`${op}, ${p.what}: ${res.status} ${JSON.stringify(parsed.error.issues)}`);
        } else {
          await res.arrayBuffer();
        }
      }
    }
    expect(undocumented).toEqual([]);
    expect(misshapen).toEqual([]);
  }, 240_000);
});

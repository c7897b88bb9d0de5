// Every route of the OpenAPI document, called in-process like a client would, answers what the document
// says: its success answer parses with the documented schema and has no field the schema lacks (a
// parsed copy equals the answer, since zod objects drop unknown keys), binaries carry the documented
// type, and its error answers parse with the error schema. A route in the document without a call here
// fails the test.
import { describe, expect, it } from 'vitest';
import { openApiRegistry } from '@/lib/openapi';
import { GET as features } from '@/app/features/route';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { GET as health } from '@/app/api/health/route';
import { GET as llmsText } from '@/app/llms.txt/route';
import { GET as gostarterSchema } from '@/app/schemas/gostarter.json/route';
import { GET as generateGet, POST as generatePost } from '@/app/api/v1/generate/route';
import { GET as storedConfigurationGet } from '@/app/api/v1/generate/configurations/[key]/route';
import { storeConfiguration } from '@/lib/generation/stored-configurations';
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
import { PASSWORD, createVerifiedUser, latestCode, newIp, uniqueEmail } from '../utils/auth';
import { createAdmin } from '../utils/admin';
import { BASE } from '../utils/http';

process.env.CRON_SECRET = 'cron-secret-for-the-contract-test';

type Handler = (req: Request, ctx: never) => Promise<Response>;
interface Call {
  handler: unknown;
  path: string;
  method?: string;
  token?: string;
  body?: unknown;
  params?: Record<string, string>;
  cookie?: string;
}

function send({ handler, path, method = 'GET', token, body, params, cookie }: Call): Promise<Response> {
  // Each call from its own address: the limits are not what this test is about.
  const headers: Record<string, string> = {
    [PEER_ADDRESS_HEADER]: newIp(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const req = new Request(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (handler as Handler)(req, { params: Promise.resolve(params ?? {}) } as never);
}

const project = (name: string) => ({ projectName: name, framework: 'gin', features: ['postgresql', 'docker'] });

/** The calls that succeed, one per documented route, in an order where each finds what it needs. */
async function successfulCalls(): Promise<Record<string, () => Promise<Response>>> {
  const admin = await createAdmin(uniqueEmail('contract-admin'));
  const user = await createVerifiedUser(uniqueEmail('contract'));
  await send({ handler: generatePost, path: '/api/v1/generate', method: 'POST', token: user.token, body: project('contract-one') });
  const list = await (await send({ handler: historyList, path: '/api/history', token: user.token })).json();
  const id = list.projects[0].id as string;
  const pending = uniqueEmail('contract-pending');
  const resetUser = await createVerifiedUser(uniqueEmail('contract-reset'));
  const other = await createVerifiedUser(uniqueEmail('contract-other'));
  const pat = await (await send({ handler: createToken, path: '/auth/tokens', method: 'POST', token: other.token, body: { name: 'contract' } })).json();
  const cron = process.env.CRON_SECRET;
  const stored = await storeConfiguration({ ...project('contract-stored'), resources: [{ name: 'book', fields: [{ name: 'title', type: 'string' }] }] });
  return {
    'GET /features': () => send({ handler: features, path: '/features' }),
    'GET /api/openapi.json': () => send({ handler: openapi, path: '/api/openapi.json' }),
    'GET /api/health': () => send({ handler: health, path: '/api/health' }),
    'GET /llms.txt': () => send({ handler: llmsText, path: '/llms.txt' }),
    'GET /schemas/gostarter.json': () => send({ handler: gostarterSchema, path: '/schemas/gostarter.json' }),
    'POST /api/v1/generate': () => send({ handler: generatePost, path: '/api/v1/generate', method: 'POST', body: project('contract-post') }),
    'GET /api/v1/generate': () => send({ handler: generateGet, path: '/api/v1/generate?framework=gin&features=postgresql&projectName=contract-get' }),
    'GET /api/v1/generate/configurations/{key}': () =>
      send({ handler: storedConfigurationGet, path: `/api/v1/generate/configurations/${stored.key}`, params: { key: stored.key } }),
    'POST /api/v1/generate/preview': () => send({ handler: preview, path: '/api/v1/generate/preview', method: 'POST', body: project('contract-preview') }),
    'POST /api/v1/generate/diff': () =>
      send({ handler: diffPost, path: '/api/v1/generate/diff', method: 'POST', body: { from: project('contract-diff'), to: { ...project('contract-diff'), features: ['postgresql', 'makefile'] } } }),
    'GET /api/v1/generate/diff': () => send({ handler: diffGet, path: '/api/v1/generate/diff?projectName=contract-diff&framework=gin&from=postgresql&to=postgresql,docker' }),
    'POST /api/v1/generate/validate': () => send({ handler: validate, path: '/api/v1/generate/validate', method: 'POST', body: project('contract-valid') }),
    'POST /api/v1/feedback': () =>
      send({ handler: feedback, path: '/api/v1/feedback', method: 'POST', token: user.token, body: { ...project('contract-one'), rating: 'good', comment: 'Worked first time.' } }),
    'POST /auth/register': () => send({ handler: register, path: '/auth/register', method: 'POST', body: { email: pending, password: PASSWORD } }),
    'POST /auth/resend-otp': () => send({ handler: resend, path: '/auth/resend-otp', method: 'POST', body: { email: uniqueEmail('contract-nobody') } }),
    'POST /auth/verify-otp': async () => {
      const email = uniqueEmail('contract-verify');
      const registered = await send({ handler: register, path: '/auth/register', method: 'POST', body: { email, password: PASSWORD } });
      // The registration cookie: only the client that registered verifies.
      const cookie = registered.headers.getSetCookie()[0].split(';')[0];
      return send({ handler: verify, path: '/auth/verify-otp', method: 'POST', body: { email, otp: latestCode(email) }, cookie });
    },
    'POST /auth/login': () => send({ handler: login, path: '/auth/login', method: 'POST', body: { email: user.email, password: PASSWORD } }),
    'GET /auth/me': () => send({ handler: me, path: '/auth/me', token: user.token }),
    'PATCH /auth/preferences': () => send({ handler: preferences, path: '/auth/preferences', method: 'PATCH', token: user.token, body: { emailNotifications: true } }),
    'GET /auth/tokens': () => send({ handler: listTokens, path: '/auth/tokens', token: other.token }),
    'POST /auth/tokens': () => send({ handler: createToken, path: '/auth/tokens', method: 'POST', token: user.token, body: { name: 'ci', expiresInDays: 30 } }),
    'DELETE /auth/tokens/{id}': () => send({ handler: revokeToken, path: `/auth/tokens/${pat.id}`, method: 'DELETE', token: other.token, params: { id: pat.id } }),
    'POST /auth/forgot-password': () => send({ handler: forgot, path: '/auth/forgot-password', method: 'POST', body: { email: uniqueEmail('contract-nobody') } }),
    'POST /auth/reset-password': async () => {
      const { getDb, schema } = await import('@/db');
      const { eq } = await import('drizzle-orm');
      await (await getDb()).delete(schema.rateLimits).where(eq(schema.rateLimits.key, `otp-send:${resetUser.email}`));
      await send({ handler: forgot, path: '/auth/forgot-password', method: 'POST', body: { email: resetUser.email } });
      const otp = latestCode(resetUser.email, 'password reset');
      return send({ handler: reset, path: '/auth/reset-password', method: 'POST', body: { email: resetUser.email, otp, password: 'N3w!passw0rd' } });
    },
    'POST /auth/change-password': () =>
      send({ handler: changePassword, path: '/auth/change-password', method: 'POST', token: other.token, body: { currentPassword: PASSWORD, newPassword: 'N3w!passw0rd' } }),
    'GET /api/history': () => send({ handler: historyList, path: '/api/history?page=1&page_size=10', token: user.token }),
    'GET /api/history/{id}': () => send({ handler: historyGet, path: `/api/history/${id}`, token: user.token, params: { id } }),
    'GET /api/history/{id}/download': () => send({ handler: historyDownload, path: `/api/history/${id}/download`, token: user.token, params: { id } }),
    'POST /api/history/{id}/regenerate': () =>
      send({ handler: historyRegenerate, path: `/api/history/${id}/regenerate`, method: 'POST', token: user.token, params: { id } }),
    'POST /api/history/{id}/grow': () =>
      send({ handler: historyGrow, path: `/api/history/${id}/grow`, method: 'POST', token: user.token, params: { id }, body: { features: ['postgresql', 'docker', 'makefile'], format: 'patch' } }),
    'GET /api/history/{id}/upgrade': () => send({ handler: historyUpgrade, path: `/api/history/${id}/upgrade`, token: user.token, params: { id } }),
    'POST /api/history/duplicate': () =>
      send({ handler: historyDuplicate, path: '/api/history/duplicate', method: 'POST', token: user.token, body: { original_project_id: id, new_project_name: 'contract-copy' } }),
    'GET /api/history/stats': () => send({ handler: historyStats, path: '/api/history/stats', token: user.token }),
    'GET /api/history/dashboard': () => send({ handler: historyDashboard, path: '/api/history/dashboard', token: user.token }),
    'GET /api/history/cache-info': () => send({ handler: historyCacheInfo, path: '/api/history/cache-info', token: user.token }),
    'DELETE /api/history/{id}': async () => {
      const copy = await (
        await send({ handler: historyDuplicate, path: '/api/history/duplicate', method: 'POST', token: user.token, body: { original_project_id: id, new_project_name: 'contract-gone' } })
      ).json();
      return send({ handler: historyDelete, path: `/api/history/${copy.project.id}`, method: 'DELETE', token: user.token, params: { id: copy.project.id } });
    },
    'POST /api/maintenance/run': () => send({ handler: maintenanceRunPost, path: '/api/maintenance/run', method: 'POST', token: cron }),
    'GET /api/maintenance/run': () => send({ handler: maintenanceRunGet, path: '/api/maintenance/run', token: cron }),
    'GET /api/maintenance/status': () => send({ handler: maintenanceStatus, path: '/api/maintenance/status', token: admin.token }),
    'GET /api/admin/access': () => send({ handler: adminAccess, path: '/api/admin/access', token: user.token }),
    'GET /api/admin/analytics': () => send({ handler: adminAnalytics, path: '/api/admin/analytics', token: admin.token }),
    'GET /api/admin/export/all.zip': () => send({ handler: adminExportAll, path: '/api/admin/export/all.zip', token: admin.token }),
    'GET /api/admin/export/projects.csv': () => send({ handler: adminExportProjects, path: '/api/admin/export/projects.csv', token: admin.token }),
    'GET /api/admin/export/users.csv': () => send({ handler: adminExportUsers, path: '/api/admin/export/users.csv', token: admin.token }),
    'GET /api/admin/projects': () => send({ handler: adminProjects, path: '/api/admin/projects?page=1&page_size=3', token: admin.token }),
    'GET /api/admin/stats': () => send({ handler: adminStats, path: '/api/admin/stats', token: admin.token }),
    'GET /api/admin/system': () => send({ handler: adminSystem, path: '/api/admin/system', token: admin.token }),
    'GET /api/admin/users': () => send({ handler: adminUsers, path: '/api/admin/users?page=1&page_size=3', token: admin.token }),
    'POST /api/admin/users': () =>
      send({ handler: adminCreateUser, path: '/api/admin/users', method: 'POST', token: admin.token, body: { email: uniqueEmail('contract-added'), role: 'user' } }),
    'PUT /api/admin/users/{id}/role': () =>
      send({ handler: adminRole, path: `/api/admin/users/${other.user.id}/role`, method: 'PUT', token: admin.token, body: { role: 'user' }, params: { id: other.user.id } }),
    'POST /auth/logout': () => send({ handler: logout, path: '/auth/logout', method: 'POST', token: admin.token }),
    'POST /auth/logout-all': () => send({ handler: logoutAll, path: '/auth/logout-all', method: 'POST', token: user.token }),
  };
}

/** The parsed copy equals the answer: every field is documented, none missing or of another type. */
function expectDocumented(schema: import('zod').ZodType, body: unknown, where: string) {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? null : parsed.error.issues, where).toBeNull();
  expect(parsed.data, `${where}: a field the schema lacks`).toEqual(body);
}

describe('answers match the OpenAPI document', () => {
  it('every documented route answers its documented success shape', async () => {
    const registry = openApiRegistry();
    const calls = await successfulCalls();
    const routes = registry.listRoutes();
    // The command line's tarball exists once packed: tests/cli/pack.test.ts calls its route right after packing it.
    const documented = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((k) => k !== 'GET /cli/{file}');
    expect(documented.filter((k) => !calls[k]), 'documented routes without a call here').toEqual([]);
    expect(Object.keys(calls).filter((k) => !documented.includes(k)), 'calls to routes the document lacks').toEqual([]);

    // In the order above: logouts last, since they end the sessions the others use.
    for (const key of Object.keys(calls)) {
      const route = routes.find((r) => `${r.method.toUpperCase()} ${r.path}` === key)!;
      const res = await calls[key]();
      const success = Object.entries(route.responses).find(([status]) => Number(status) < 300)!;
      expect(res.status, `${key}: ${res.status} ${res.status >= 300 ? await res.clone().text() : ''}`).toBe(Number(success[0]));
      const spec = success[1];
      const type = spec.contentType ?? 'application/json';
      expect(res.headers.get('content-type') ?? '', key).toContain(type);
      if (type === 'application/json' && spec.schema) expectDocumented(registry.resolve(spec.schema), await res.json(), key);
    }
  }, 120_000);

  it('error answers have the documented error shape', async () => {
    const registry = openApiRegistry();
    const errorRef = registry.listRoutes().find((r) => r.path === '/auth/me')!.responses[401].schema!;
    const errorSchema = registry.resolve(errorRef);
    const { token } = await createVerifiedUser(uniqueEmail('contract-errors'));
    for (const res of [
      await send({ handler: me, path: '/auth/me' }),
      await send({ handler: adminStats, path: '/api/admin/stats', token }),
      await send({ handler: adminCreateUser, path: '/api/admin/users', method: 'POST', token, body: { email: uniqueEmail('contract-denied') } }),
      await send({ handler: historyGet, path: '/api/history/nope', token, params: { id: 'nope' } }),
      await send({ handler: login, path: '/auth/login', method: 'POST', body: { email: 'x' } }),
      await send({ handler: feedback, path: '/api/v1/feedback', method: 'POST', body: { ...project('contract-bad'), rating: 'great' } }),
      await send({ handler: reset, path: '/auth/reset-password', method: 'POST', body: { email: uniqueEmail('x'), otp: '123456', password: 'N3w!passw0rd' } }),
    ]) {
      expectDocumented(errorSchema, await res.json(), `${res.status}`);
    }
    // The diff's refusals name their side, in the shape documented for them.
    const diffRoute = registry.listRoutes().find((r) => r.path === '/api/v1/generate/diff' && r.method === 'post')!;
    const refused = registry.resolve(diffRoute.responses[400].schema!);
    const sides = { from: project('contract-diff'), to: project('contract-diff') };
    for (const [path, body] of [
      ['/api/v1/generate/diff', { from: { projectName: 'bad name', framework: 'gin' }, to: { projectName: 'x', framework: 'gin', features: ['gorm'] } }],
      ['/api/v1/generate/diff', { to: 1 }],
      ['/api/v1/generate/diff?format=zip', sides],
    ] as const) {
      const res = await send({ handler: diffPost, path, method: 'POST', body });
      expect(res.status).toBe(400);
      expectDocumented(refused, await res.json(), 'POST /api/v1/generate/diff 400');
    }
  });
});

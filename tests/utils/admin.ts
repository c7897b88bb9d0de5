// Helpers for the admin API tests: signed-in admins and users, and the /api/admin handlers called
// in-process with a bearer token (or none).
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { GET as accessRoute } from '@/app/api/admin/access/route';
import { GET as analyticsRoute } from '@/app/api/admin/analytics/route';
import { GET as exportAllRoute } from '@/app/api/admin/export/all.zip/route';
import { GET as exportProjectsRoute } from '@/app/api/admin/export/projects.csv/route';
import { GET as exportUsersRoute } from '@/app/api/admin/export/users.csv/route';
import { GET as projectsRoute } from '@/app/api/admin/projects/route';
import { GET as statsRoute } from '@/app/api/admin/stats/route';
import { GET as systemRoute } from '@/app/api/admin/system/route';
import { PUT as roleRoute } from '@/app/api/admin/users/[id]/role/route';
import { GET as usersRoute, POST as createUserRoute } from '@/app/api/admin/users/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { createVerifiedUser, uniqueEmail } from './auth';
import { BASE } from './http';

export type Signed = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A verified user whose role is then set to admin in the database (as another admin would). */
export async function createAdmin(email = uniqueEmail('admin')): Promise<Signed> {
  const signed = await createVerifiedUser(email);
  const db = await getDb();
  await db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, signed.user.id));
  return { ...signed, user: { ...signed.user, role: 'admin' } };
}

export async function roleOf(userId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, userId));
  return row?.role;
}

const auth = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { Authorization: `Bearer ${token}` });
const qs = (query?: Record<string, string> | string) =>
  !query ? '' : `?${typeof query === 'string' ? query : new URLSearchParams(query).toString()}`;
type Get = (req: Request, ctx: never) => Promise<Response>;
const get = (handler: unknown, path: string) => (token?: string, query?: Record<string, string> | string) =>
  (handler as Get)(new Request(`${BASE}${path}${qs(query)}`, { headers: auth(token) }), {} as never);

export const admin = {
  access: get(accessRoute, '/api/admin/access'),
  users: get(usersRoute, '/api/admin/users'),
  stats: get(statsRoute, '/api/admin/stats'),
  analytics: get(analyticsRoute, '/api/admin/analytics'),
  projects: get(projectsRoute, '/api/admin/projects'),
  system: get(systemRoute, '/api/admin/system'),
  exportUsers: get(exportUsersRoute, '/api/admin/export/users.csv'),
  exportProjects: get(exportProjectsRoute, '/api/admin/export/projects.csv'),
  exportAll: get(exportAllRoute, '/api/admin/export/all.zip'),
  health: get(healthRoute, '/api/health'),
  createUser: (body: unknown, token?: string) =>
    createUserRoute(
      new Request(`${BASE}/api/admin/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth(token) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      {} as never,
    ),
  setRole: (id: string, body: unknown, token?: string) =>
    roleRoute(
      new Request(`${BASE}/api/admin/users/${encodeURIComponent(id)}/role`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...auth(token) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    ),
};

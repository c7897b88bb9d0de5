// User management for administrators: the paged user list, new accounts and role changes. Route handlers
// check the admin role (requireAdmin) before calling; the rules that protect the platform are enforced here.
import { asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import type { UserRole } from '@/db/schema';
import { AppError } from '@/lib/api/errors';
import { createInvitedAccount } from '@/lib/auth/service';
import { escapeLike, num } from '@/lib/history/sql';
import type { AdminUsersQuery } from './query';
import type { AdminUser, AdminUserPage, RoleChangeResult, UserCreated } from '@/lib/schemas/admin';

export type { AdminUserPage, RoleChangeResult };

const { users, generations } = schema;

export const SELF_DEMOTION_MESSAGE = 'You cannot remove your own admin privileges. Ask another admin to change your role.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;



const projectsCount = sql<number>`(select count(*) from ${generations} as g where g.user_id = ${users}.id)::int`;

const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  projectsCount,
};

type UserRow = { id: string; email: string; role: UserRole; emailVerifiedAt: Date | null; createdAt: Date; projectsCount: number };

function toAdminUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    is_verified: r.emailVerifiedAt !== null,
    created_at: new Date(r.createdAt).toISOString(),
    projects_count: num(r.projectsCount),
  };
}

/** One page of users, newest first, optionally those whose e-mail contains `search`. */
export async function listUsers(q: AdminUsersQuery): Promise<AdminUserPage> {
  const db = await getDb();
  const where = q.search ? ilike(users.email, `%${escapeLike(q.search.toLowerCase())}%`) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  return {
    users: rows.map(toAdminUser),
    page: q.page,
    total_pages: Math.ceil(num(total) / q.page_size),
    total: num(total),
    page_size: q.page_size,
  };
}

const userNotFound = () => new AppError('NOT_FOUND', 'User not found', 'USER_NOT_FOUND');

async function getAdminUser(id: string): Promise<AdminUser> {
  if (!UUID.test(id)) throw userNotFound();
  const db = await getDb();
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw userNotFound();
  return toAdminUser(row);
}

/**
 * Creates an account for `input.email` with `input.role` and no password; its owner is mailed an
 * invitation code and a link to the reset page, where setting a password also verifies the address.
 * The link is on the site's address (`site`, lib/site/site-address).
 * 409 USER_EXISTS when the address has an account.
 */
export async function createUser(input: { email: string; role: UserRole }, site: string): Promise<UserCreated> {
  const link = new URL('/forgot-password', site);
  link.searchParams.set('email', input.email);
  const { id } = await createInvitedAccount(input, link.toString());
  const user = await getAdminUser(id);
  return {
    user,
    message: `${user.email} was added as ${user.role === 'admin' ? 'an admin' : 'a user'}. An invitation to set a password is on its way to this address.`,
  };
}

/**
 * Gives `targetId` the role `role`, as the admin `actorId`. An admin cannot demote themself (so there is
 * always an admin left); unknown or malformed ids are 404. Both rows are locked in one transaction, so
 * two admins demoting each other at once cannot leave the platform without one: the second finds that
 * its actor is no longer an admin. The change applies to the user's next request: every request reads
 * the role from the database, so their sign-ins stay valid.
 */
export async function changeUserRole(actorId: string, targetId: string, role: UserRole): Promise<RoleChangeResult> {
  if (!UUID.test(targetId)) throw userNotFound();
  if (actorId === targetId && role !== 'admin') {
    throw new AppError('FORBIDDEN', SELF_DEMOTION_MESSAGE, 'CANNOT_DEMOTE_SELF');
  }
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const ids = [...new Set([actorId, targetId])].sort();
    const locked = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.id))
      .for('update');
    const actor = locked.find((r) => r.id === actorId);
    const target = locked.find((r) => r.id === targetId);
    if (!actor || actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin access required', 'FORBIDDEN');
    if (!target) throw userNotFound();
    if (target.role === role) return { changed: false, previous: target.role };
    await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, targetId));
    return { changed: true, previous: target.role };
  });
  const user = await getAdminUser(targetId);
  return {
    user,
    changed: result.changed,
    previous_role: result.previous,
    message: result.changed ? `${user.email} is now ${role === 'admin' ? 'an admin' : 'a user'}.` : `${user.email} already has the role ${role}.`,
  };
}

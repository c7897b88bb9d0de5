import { parseJson, route } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/request';
import { adminUsersQuerySchema, createUser, createUserSchema, listUsers, queryFromUrl } from '@/lib/admin';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: one page of users (page_size 1 to 100), newest first, optionally searched by e-mail. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await listUsers(queryFromUrl(new URL(req.url), adminUsersQuerySchema)));
});

/** Admins: a new account with no password; its owner is mailed an invitation code to set one (201, 409 if it exists). */
export const POST = route(async (req) => {
  await requireAdmin(req);
  const body = await parseJson(req, createUserSchema);
  return json(await createUser(body, new URL(req.url).origin), 201);
});

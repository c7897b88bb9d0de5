import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { adminUsersQuerySchema, createUser, createUserSchema, listUsers, queryFromUrl } from '@/lib/admin';
import { json } from '@/lib/api/responses';
import { siteAddress } from '@/lib/site/site-address';

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
  return json(await createUser(body, siteAddress(req)), 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

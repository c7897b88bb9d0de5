import { route } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/request';
import { adminUsersQuerySchema, listUsers, queryFromUrl } from '@/lib/admin';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: one page of users (page_size 10, 25 or 50), newest first, optionally searched by e-mail. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await listUsers(queryFromUrl(new URL(req.url), adminUsersQuerySchema)));
});

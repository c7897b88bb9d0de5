import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { historyQueryFromUrl, listProjects } from '@/lib/history';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The caller's projects: filters, sorting and pages (see lib/history/query.ts). */
export const GET = route(async (req) => {
  const { user } = await requireUser(req);
  const query = historyQueryFromUrl(new URL(req.url));
  return json(await listProjects({ userId: user.id }, query));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

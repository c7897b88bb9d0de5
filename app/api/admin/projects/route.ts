import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { adminProjectsQuerySchema, listAllProjects, queryFromUrl } from '@/lib/admin';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: every owner's projects (guests' too), newest first, with the owner's e-mail. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await listAllProjects(queryFromUrl(new URL(req.url), adminProjectsQuerySchema)));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

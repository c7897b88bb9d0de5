import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { adminStats } from '@/lib/admin';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: user and project counts of the platform. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await adminStats());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

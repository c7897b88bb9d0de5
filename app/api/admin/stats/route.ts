import { route } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/request';
import { adminStats } from '@/lib/admin';
import { json } from '@/lib/admin/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: user and project counts of the platform. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await adminStats());
});

import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { adminAnalytics } from '@/lib/admin';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: framework shares, most used features and daily projects, computed over every project. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await adminAnalytics());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

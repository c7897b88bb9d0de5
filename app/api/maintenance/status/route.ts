import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { json } from '@/lib/api/responses';
import { maintenanceStatus } from '@/lib/maintenance';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins only: scheduler configuration, what the last runs did, and storage figures. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await maintenanceStatus());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

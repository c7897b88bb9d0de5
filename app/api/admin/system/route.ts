import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { json } from '@/lib/api/responses';
import { systemStatus } from '@/lib/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: this instance, the database (latency, size) and the file storage, probed now. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return json(await systemStatus());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { exportDate, usersCsvStream } from '@/lib/admin';
import { download } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: every user as CSV (header row, RFC 4180 quoting), oldest first. */
export const GET = route(async (req) => {
  await requireAdmin(req);
  return download(usersCsvStream(), `gostarter-users-${exportDate()}.csv`, 'text/csv; charset=utf-8');
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

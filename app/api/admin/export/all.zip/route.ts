import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { exportArchive, exportDate } from '@/lib/admin';
import { download } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: the whole export in one zip: users.csv, projects.csv, summary.json (statistics, analytics). */
export const GET = route(async (req) => {
  await requireAdmin(req);
  const now = new Date();
  return download(await exportArchive(now), `gostarter-export-${exportDate(now)}.zip`, 'application/zip');
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

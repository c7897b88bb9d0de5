import { AppError } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { bearerToken, requireAdmin } from '@/lib/auth/request';
import { json } from '@/lib/api/responses';
import { isCronSecret, runMaintenance } from '@/lib/maintenance';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const maxDuration = 300;

/**
 * Runs the maintenance jobs now: for schedulers of serverless hosts (`Authorization: Bearer $CRON_SECRET`)
 * and, by POST, for admins. A job another instance is running is skipped ({ ran: false, reason: 'locked' }).
 */
export const POST = route(async (req) => {
  if (!isCronSecret(bearerToken(req))) await requireAdmin(req);
  return json(await runMaintenance());
});

/**
 * The same for schedulers that can only send GET (Vercel Cron): the secret only, since a GET must never
 * act on behalf of a cookie session (another site can make a browser send one).
 */
export const GET = route(async (req) => {
  if (!isCronSecret(bearerToken(req))) {
    throw new AppError('UNAUTHORIZED', 'GET /api/maintenance/run needs Authorization: Bearer <CRON_SECRET>', 'CRON_SECRET_REQUIRED');
  }
  return json(await runMaintenance());
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

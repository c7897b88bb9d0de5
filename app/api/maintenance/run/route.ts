import { route } from '@/lib/api/handler';
import { bearerToken, requireAdmin } from '@/lib/auth/request';
import { json } from '@/lib/history/http';
import { isCronSecret, runMaintenance } from '@/lib/maintenance';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const maxDuration = 300;

/**
 * Runs the maintenance jobs now: for schedulers of serverless hosts (`Authorization: Bearer $CRON_SECRET`)
 * and for admins. A job another instance is running is skipped ({ ran: false, reason: 'locked' }).
 */
async function run(req: Request): Promise<Response> {
  if (!isCronSecret(bearerToken(req))) await requireAdmin(req);
  return json(await runMaintenance());
}

export const POST = route(run);
/** The same, for schedulers that can only send GET (Vercel Cron). */
export const GET = route(run);

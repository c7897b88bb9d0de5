import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { publicHealth } from '@/lib/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Public: is this instance and its database up (200), or not (503)? With the database latency. */
export const GET = route(async () => {
  const health = await publicHealth();
  return Response.json(health, { status: health.status === 'down' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

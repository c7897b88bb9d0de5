import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { cacheInfo } from '@/lib/history';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const { user } = await requireUser(req);
  return json(await cacheInfo(user.id));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

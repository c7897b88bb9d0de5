import { parseJson, route } from '@/lib/api/handler';
import { createApiToken, listApiTokens } from '@/lib/auth/api-tokens';
import { requireUser } from '@/lib/auth/request';
import { createApiTokenSchema } from '@/lib/auth/rules';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const GET = route(async (req) => {
  const { user } = await requireUser(req);
  return Response.json({ tokens: await listApiTokens(user.id) }, { headers: NO_STORE });
});

/** The token's value is in this answer only. */
export const POST = route(async (req) => {
  const { user } = await requireUser(req);
  const created = await createApiToken(user.id, await parseJson(req, createApiTokenSchema));
  return Response.json(created, { status: 201, headers: NO_STORE });
});

import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { json } from '@/lib/api/responses';
import { createApiToken, listApiTokens } from '@/lib/auth/api-tokens';
import { requireAccountUser } from '@/lib/auth/request';
import { createApiTokenSchema } from '@/lib/auth/rules';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const { user } = await requireAccountUser(req);
  return json({ tokens: await listApiTokens(user.id) });
});

/** The token's value is in this answer only. */
export const POST = route(async (req) => {
  const { user } = await requireAccountUser(req);
  const created = await createApiToken(user.id, await parseJson(req, createApiTokenSchema));
  return json(created, 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

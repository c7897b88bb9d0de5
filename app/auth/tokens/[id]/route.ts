import { route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { revokeApiToken } from '@/lib/auth/api-tokens';
import { requireAccountUser } from '@/lib/auth/request';

export const runtime = 'nodejs';

export const DELETE = route<IdContext>(async (req, { params }) => {
  const { user } = await requireAccountUser(req);
  await revokeApiToken(user.id, (await params).id);
  return Response.json({ message: 'Token revoked' });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });

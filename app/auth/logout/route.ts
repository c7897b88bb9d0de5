import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { revokeToken } from '@/lib/auth/tokens';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const { tokenId } = await requireUser(req);
  await revokeToken(tokenId);
  return Response.json({ message: 'Logged out' });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

import { route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/request';
import { revokeToken } from '@/lib/auth/tokens';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const { tokenId } = await requireUser(req);
  await revokeToken(tokenId);
  return Response.json({ message: 'Logged out' });
});

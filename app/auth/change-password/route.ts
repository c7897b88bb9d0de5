import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAccountUser } from '@/lib/auth/request';
import { changePasswordSchema } from '@/lib/auth/rules';
import { changePassword } from '@/lib/auth/service';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const { user, tokenId } = await requireAccountUser(req);
  await changePassword(user.id, tokenId, await parseJson(req, changePasswordSchema));
  return Response.json({ message: 'Password changed. Your other sessions were signed out.' });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

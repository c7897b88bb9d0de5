import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAccountUser } from '@/lib/auth/request';
import { logoutEverywhere } from '@/lib/auth/service';

export const runtime = 'nodejs';

/** Ends every sign-in of the caller: this one, other browsers, login tokens and personal API tokens. */
export const POST = route(async (req) => {
  const { user } = await requireAccountUser(req);
  return Response.json({ message: 'Signed out everywhere', revoked: await logoutEverywhere(user.id) });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

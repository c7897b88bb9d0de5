import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { forgotPasswordSchema } from '@/lib/auth/rules';
import { forgotPassword } from '@/lib/auth/service';
import { codeSent } from '@/lib/auth/codes';
import { requestMeta } from '@/lib/auth/request-meta';

export const runtime = 'nodejs';

/** Always 202 with the same body: the answer never tells whether the address has an account. */
export const POST = route(async (req) => {
  const body = await parseJson(req, forgotPasswordSchema);
  await forgotPassword(body, requestMeta(req.headers));
  return Response.json(codeSent('If an account exists for this e-mail, we sent it a 6-digit reset code.', body.email), { status: 202 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

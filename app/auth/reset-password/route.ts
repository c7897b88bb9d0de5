import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { resetPasswordSchema } from '@/lib/auth/rules';
import { resetPassword } from '@/lib/auth/service';
import { requestMeta } from '@/lib/auth/request-meta';
import type { PasswordReset } from '@/lib/schemas/account';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, resetPasswordSchema);
  const { firstPassword } = await resetPassword(body, requestMeta(req.headers));
  return Response.json({ message: 'Your password has been reset. Please sign in with your new password.', firstPassword } satisfies PasswordReset);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

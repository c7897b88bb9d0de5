import { parseJson, route } from '@/lib/api/handler';
import { resetPasswordSchema } from '@/lib/auth/rules';
import { resetPassword } from '@/lib/auth/service';
import { clientAddress } from '@/lib/site/client-address';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, resetPasswordSchema);
  await resetPassword(body, { ip: clientAddress(req.headers) });
  return Response.json({ message: 'Your password has been reset. Please sign in with your new password.' });
});

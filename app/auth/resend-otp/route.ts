import { parseJson, route } from '@/lib/api/handler';
import { resendOtpSchema } from '@/lib/auth/rules';
import { resendOtp } from '@/lib/auth/service';
import { clientAddress } from '@/lib/site/client-address';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, resendOtpSchema);
  await resendOtp(body, { ip: clientAddress(req.headers) });
  return Response.json({ message: 'If this e-mail is waiting for verification, a new code has been sent.', email: body.email });
});

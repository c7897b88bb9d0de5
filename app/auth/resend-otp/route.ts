import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { resendOtpSchema } from '@/lib/auth/rules';
import { resendOtp } from '@/lib/auth/service';
import { codeSent } from '@/lib/auth/codes';
import { requestMeta } from '@/lib/auth/request-meta';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, resendOtpSchema);
  await resendOtp(body, requestMeta(req.headers));
  return Response.json(codeSent('If this e-mail is waiting for verification, a new code has been sent.', body.email));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

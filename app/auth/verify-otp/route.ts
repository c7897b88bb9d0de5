import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { verifyOtpSchema } from '@/lib/auth/rules';
import { verifyOtp } from '@/lib/auth/service';
import { signInResponse } from '@/lib/auth/responses';
import { requestMeta } from '@/lib/auth/request-meta';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, verifyOtpSchema);
  return signInResponse(await verifyOtp(body, requestMeta(req.headers), 'api'), 'Account verified successfully');
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

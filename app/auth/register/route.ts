import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { codeSent } from '@/lib/auth/codes';
import { requestMeta } from '@/lib/auth/request-meta';
import { registrationCookie } from '@/lib/auth/registration';
import { registerSchema } from '@/lib/auth/rules';
import { register } from '@/lib/auth/service';
import { isHttps } from '@/lib/site/client-address';

export const runtime = 'nodejs';

/** The answer sets the registration cookie: only this client can verify the attempt (lib/auth/registration). */
export const POST = route(async (req) => {
  const body = await parseJson(req, registerSchema);
  const { email, client } = await register(body, requestMeta(req.headers));
  return Response.json(
    codeSent('Registration successful. Please check your email for verification code', email),
    { status: 201, headers: { 'Set-Cookie': registrationCookie(client, isHttps(req.headers)) } },
  );
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

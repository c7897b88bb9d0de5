import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { loginSchema } from '@/lib/auth/rules';
import { login } from '@/lib/auth/service';
import { signInResponse } from '@/lib/auth/responses';
import { requestMeta } from '@/lib/auth/request-meta';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, loginSchema);
  return signInResponse(await login(body, requestMeta(req.headers), 'api'), 'Login successful');
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

import { parseJson, route } from '@/lib/api/handler';
import { registerSchema } from '@/lib/auth/rules';
import { register } from '@/lib/auth/service';
import { clientAddress } from '@/lib/site/client-address';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, registerSchema);
  const { email } = await register(body, { ip: clientAddress(req.headers) });
  return Response.json({ message: 'Registration successful. Please check your email for verification code', email }, { status: 201 });
});

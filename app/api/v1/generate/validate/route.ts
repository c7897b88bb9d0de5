import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { validateRequest, validateRequestSchema } from '@/lib/generation';

export const POST = route(async (req) => {
  const validation_result = validateRequest(await parseJson(req, validateRequestSchema));
  return Response.json({ validation_result }, { status: validation_result.is_valid ? 200 : 400 });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

import { parseJson, route } from '@/lib/api/handler';
import { optionalUser } from '@/lib/auth/request';
import { generate, generateRequestSchema, zipResponse } from '@/lib/generation';
import { generateRequestFromQuery } from '@/lib/generation/query';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, generateRequestSchema);
  const caller = await optionalUser(req);
  const { zip, spec } = await generate(body, { userId: caller?.user.id });
  return zipResponse(zip, spec.projectName);
});

/** The same zip for a query string: /api/v1/generate?framework=gin&features=postgresql,docker&projectName=my-api */
export const GET = route(async (req) => {
  const request = generateRequestFromQuery(new URL(req.url));
  const caller = await optionalUser(req);
  const { zip, spec } = await generate(request, { userId: caller?.user.id });
  return zipResponse(zip, spec.projectName);
});

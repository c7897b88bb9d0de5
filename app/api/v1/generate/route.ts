import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { optionalUser } from '@/lib/auth/request';
import { zipFile } from '@/lib/api/responses';
import { generate, generateRequestSchema } from '@/lib/generation';
import { generateRequestFromQuery } from '@/lib/generation/query';
import { enforceGenerateLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  await enforceGenerateLimit(req);
  const body = await parseJson(req, generateRequestSchema);
  const caller = await optionalUser(req);
  const { zip, spec, notice } = await generate(body, { userId: caller?.user.id, charge: (cost) => enforceGenerateLimit(req, cost) });
  return zipFile(zip, `${spec.projectName}.zip`, notice);
});

/**
 * The same zip for a query string: /api/v1/generate?framework=gin&features=postgresql,docker&projectName=my-api.
 * A GET never writes on behalf of a cookie session (any site can make the browser send one): the
 * project is recorded to an account only for a bearer token.
 */
export const GET = route(async (req) => {
  await enforceGenerateLimit(req);
  const request = generateRequestFromQuery(new URL(req.url));
  const caller = await optionalUser(req);
  const { zip, spec, notice } = await generate(request, { userId: caller?.via === 'bearer' ? caller.user.id : null, charge: (cost) => enforceGenerateLimit(req, cost) });
  return zipFile(zip, `${spec.projectName}.zip`, notice);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

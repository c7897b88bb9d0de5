// The generate endpoint's handlers, as web Request to Response. Next.js routes them (app/api/v1/generate)
// and the Node.js server also calls POST directly, before Next.js's pipeline (lib/server/direct-routes.ts):
// one handler, two entrances.
import { parseJson, route } from '@/lib/api/handler';
import { zipFile } from '@/lib/api/responses';
import { optionalUser } from '@/lib/auth/request';
import { enforceGenerateLimit } from '@/lib/rate-limit';
import { generate, generateRequestSchema } from '.';
import { generateRequestFromQuery } from './query';

export const generatePost = route(async (req) => {
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
export const generateGet = route(async (req) => {
  await enforceGenerateLimit(req);
  const request = generateRequestFromQuery(new URL(req.url));
  const caller = await optionalUser(req);
  const { zip, spec, notice } = await generate(request, { userId: caller?.via === 'bearer' ? caller.user.id : null, charge: (cost) => enforceGenerateLimit(req, cost) });
  return zipFile(zip, `${spec.projectName}.zip`, notice);
});

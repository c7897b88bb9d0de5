// The OpenAPI 3.1 document of our HTTP API, served at GET /api/openapi.json and rendered by /api-reference.
// To document more routes, add a module under routes/ exporting register<Area>Routes(api) and list it below.
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { errorBodySchema } from '@/lib/schemas/errors';
import { OpenApiRegistry, type OpenApiDocument, type RouteSpec } from './registry';
import { registerAdminRoutes } from './routes/admin';
import { registerAuthRoutes } from './routes/auth';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerGenerationRoutes } from './routes/generation';
import { registerHistoryRoutes } from './routes/history';
import { registerMetaRoutes } from './routes/meta';

export { OpenApiRegistry, statusText, type OpenApiDocument, type RouteSpec } from './registry';

export const API_VERSION = '1.0.0';

const REGISTRARS: ((api: OpenApiRegistry) => void)[] = [
  registerGenerationRoutes,
  registerFeedbackRoutes,
  registerAuthRoutes,
  registerHistoryRoutes,
  registerAdminRoutes,
  registerMetaRoutes,
];

let cached: { registry: OpenApiRegistry; document: OpenApiDocument } | undefined;

/**
 * The refusals every route of a kind answers through lib/api, added to each route that does not describe
 * them itself: a body that is not JSON, not of its schema or holds text that cannot be stored (400), or
 * is larger than MAX_BODY_BYTES (413, read by parseJson before anything else looks at it); a query
 * parameter refused (400); no valid token (401, requireUser); a caller who is not an admin (403).
 */
function addSharedRefusals(api: OpenApiRegistry): void {
  const ErrorBody = api.schema('Error', errorBodySchema);
  const err = (description: string) => ({ description, schema: ErrorBody });
  for (const r of api.listRoutes()) {
    const shared: RouteSpec['responses'] = {};
    if (r.body || r.query) shared[400] = err('A malformed request: the body is not JSON (INVALID_JSON), or a field or parameter is refused (INVALID_REQUEST, INVALID_TEXT)');
    if (r.auth === 'bearer' || r.auth === 'admin') shared[401] = err('No or invalid token');
    if (r.auth === 'admin') shared[403] = err('Not an admin, or a personal API token (PERSONAL_TOKEN_NOT_ALLOWED)');
    if (r.body) shared[413] = err('The body is larger than MAX_BODY_BYTES (BODY_TOO_LARGE)');
    // Integer keys keep ascending order, so the statuses stay sorted.
    api.route({ ...r, responses: { ...shared, ...r.responses } });
  }
}

function build() {
  const registry = new OpenApiRegistry();
  for (const register of REGISTRARS) register(registry);
  addSharedRefusals(registry);
  const document = registry.document({
    title: 'Gostarter API',
    version: API_VERSION,
    description:
      `Generate Go backend projects (${listText(FRAMEWORKS)} plus features) as zips that build, vet, test and boot. ` +
      'Errors are `{ type, message, code, details }` with the matching HTTP status. ' +
      'Text that cannot be stored (a NUL character, a lone UTF-16 surrogate) in any body field or query parameter is refused with 400 `INVALID_TEXT`, naming the field. ' +
      'Any request may be refused with 429 `RATE_LIMITED` and `Retry-After` when its address sends more than the server admits (`RATE_LIMIT_REQUESTS` a window, `RATE_LIMIT_IN_FLIGHT` at once); a resource model never generated before counts against the generate and diff limits by its size (1 more per 25 fields). ' +
      'While the database cannot be reached, a route that needs it answers 503 `SERVICE_UNAVAILABLE` with `Retry-After`. ' +
      'A method a path does not list answers 405 `METHOD_NOT_ALLOWED` with an `Allow` header naming the ones it does.',
  });
  return { registry, document };
}

export function openApiRegistry(): OpenApiRegistry {
  return (cached ??= build()).registry;
}

export function openApiDocument(): OpenApiDocument {
  return (cached ??= build()).document;
}

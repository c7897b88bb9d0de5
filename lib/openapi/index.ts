// The OpenAPI 3.1 document of our HTTP API, served at GET /api/openapi.json and rendered by /api-reference.
// To document more routes, add a module under routes/ exporting register<Area>Routes(api) and list it below.
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { OpenApiRegistry, type OpenApiDocument } from './registry';
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

function build() {
  const registry = new OpenApiRegistry();
  for (const register of REGISTRARS) register(registry);
  const document = registry.document({
    title: 'Gostarter API',
    version: API_VERSION,
    description:
      `Generate Go backend projects (${listText(FRAMEWORKS)} plus features) as zips that build, vet, test and boot. ` +
      'Errors are `{ type, message, code, details }` with the matching HTTP status. ' +
      'Text that cannot be stored (a NUL character, a lone UTF-16 surrogate) in any body field or query parameter is refused with 400 `INVALID_TEXT`, naming the field. ' +
      'Any request may be refused with 429 `RATE_LIMITED` and `Retry-After` when its address sends more than the server admits (`RATE_LIMIT_REQUESTS` a window, `RATE_LIMIT_IN_FLIGHT` at once); a resource model never generated before counts against the generate and diff limits by its size (1 more per 25 fields).',
  });
  return { registry, document };
}

export function openApiRegistry(): OpenApiRegistry {
  return (cached ??= build()).registry;
}

export function openApiDocument(): OpenApiDocument {
  return (cached ??= build()).document;
}

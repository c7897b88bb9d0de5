// The generator's routes: catalogue, validate, generate (POST, GET, and GET of a stored configuration),
// preview, diff (POST and GET).
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { generateRequestSchema, validateRequestSchema } from '@/lib/generation';
import { diffPostQuerySchema, diffQuerySchema } from '@/lib/generation/compare';
import { diffRequestSchema } from '@/lib/generation/configuration-diff';
import { generateQuerySchema } from '@/lib/generation/query';
import { configurationParamsSchema } from '@/lib/generation/stored-configurations';
import { errorBodySchema } from '@/lib/schemas/errors';
import {
  diffRefusedSchema,
  diffResponseSchema,
  featuresResponseSchema,
  invalidConfigurationSchema,
  previewResponseSchema,
  validateResponseSchema,
  validationResultSchema,
} from '@/lib/schemas/generation';
import { RETRY_AFTER, type OpenApiRegistry } from '../registry';

const EXAMPLE = { projectName: 'my-api', framework: 'gin', features: ['postgresql', 'gorm', 'docker'] };

export function registerGenerationRoutes(api: OpenApiRegistry): void {
  api.tag('Generator', 'Validate a configuration, preview its files and download the zip. Guests need no token.');
  api.tag('Catalogue', 'The features the generator offers and the rules between them.');

  const fields = {
    projectName: 'Letters, digits, _ and -, starting with a letter or digit, at most 64 characters; becomes the Go module path',
    framework: `Base framework: ${listText(FRAMEWORKS)}`,
    features: 'Feature ids from GET /features; the framework is put first, dependencies are added',
  };
  const GenerateRequest = api.schema('GenerateRequest', generateRequestSchema, 'input', fields);
  const ValidateRequest = api.schema('ValidateRequest', validateRequestSchema, 'input', {
    ...fields,
    projectName: `${fields.projectName}; optional here`,
  });
  const ErrorBody = api.schema('Error', errorBodySchema);
  api.schema('ValidationResult', validationResultSchema);
  const ValidateResponse = api.schema('ValidateResponse', validateResponseSchema);
  const InvalidConfiguration = api.schema('InvalidConfiguration', invalidConfigurationSchema);
  const FeaturesResponse = api.schema('FeaturesResponse', featuresResponseSchema);
  const PreviewResponse = api.schema('PreviewResponse', previewResponseSchema);
  const DiffRequest = api.schema('DiffRequest', diffRequestSchema, 'input');
  const DiffResponse = api.schema('DiffResponse', diffResponseSchema);
  const DiffRefused = api.schema('DiffRefused', diffRefusedSchema);

  const zipHeaders = {
    'Content-Disposition': { description: 'attachment; filename="<projectName>.zip"', schema: { type: 'string' } },
  };
  const refused = {
    400: { description: 'Bad project name (details.projectname), invalid configuration (validation_result) or malformed request', schema: InvalidConfiguration },
    413: { description: 'The body is larger than MAX_BODY_BYTES', schema: ErrorBody },
    429: {
      description: 'RATE_LIMITED: past RATE_LIMIT_GENERATE for this address (every call that generates a project counts)',
      schema: ErrorBody,
      headers: RETRY_AFTER,
    },
    500: { description: 'Server error', schema: ErrorBody },
    503: {
      description: 'SERVER_BUSY: a selection this server has not composed before waits for its composing threads, and their queue is full; try again after Retry-After',
      schema: ErrorBody,
      headers: RETRY_AFTER,
    },
  };
  // Generate reads a bearer token when one is sent: a guest sends none.
  const invalidToken = { description: 'A bearer token that is invalid or expired', schema: ErrorBody };

  api.route({
    method: 'get',
    path: '/features',
    operationId: 'listFeatures',
    summary: 'List the feature catalogue',
    description: 'Categories, descriptions, conflict rules, and every feature with its `available` flag.',
    tags: ['Catalogue'],
    auth: 'none',
    responses: { 200: { description: 'The catalogue', schema: FeaturesResponse } },
  });

  api.route({
    method: 'post',
    path: '/api/v1/generate',
    operationId: 'generateProject',
    summary: 'Generate a project zip',
    description:
      'The framework goes to the front of the feature list and dependencies are added. The same request always gives the same bytes.',
    tags: ['Generator'],
    auth: 'optional',
    body: GenerateRequest,
    bodyExample: EXAMPLE,
    responses: { 200: { description: 'The zip', contentType: 'application/zip', headers: zipHeaders }, ...refused, 401: invalidToken },
  });

  api.route({
    method: 'get',
    path: '/api/v1/generate',
    operationId: 'generateProjectFromQuery',
    summary: 'Generate a project zip from a link',
    description:
      'The same zip as POST /api/v1/generate, for links and `curl -o my-api.zip <url>`. A resource model does not fit a link: a `resources` parameter answers 400 (POST the body instead).',
    tags: ['Generator'],
    auth: 'optional',
    query: generateQuerySchema,
    queryExample: 'framework=gin&features=postgresql,gorm,docker&projectName=my-api',
    responses: {
      200: { description: 'The zip', contentType: 'application/zip', headers: zipHeaders },
      400: refused[400],
      401: invalidToken,
      429: refused[429],
      500: refused[500],
      503: refused[503],
    },
  });

  api.route({
    method: 'get',
    path: '/api/v1/generate/configurations/{key}',
    operationId: 'generateStoredConfiguration',
    summary: 'Generate the zip of a stored configuration',
    description:
      'The link the MCP tools generate and add answer for a configuration with a resource model, which a query string cannot carry: the same zip as POST /api/v1/generate of that configuration, counted against the same limit and recorded as a guest\'s generation. The key is the SHA-256 of the configuration as stored; the link expires FILE_RETENTION_DAYS after the configuration was last stored, as kept zips do.',
    tags: ['Generator'],
    auth: 'none',
    pathParams: configurationParamsSchema,
    responses: {
      200: { description: 'The zip', contentType: 'application/zip', headers: zipHeaders },
      400: { description: 'The configuration is no longer valid for this generator (validation_result)', schema: InvalidConfiguration },
      404: { description: 'CONFIGURATION_NOT_FOUND: no configuration is stored under this key', schema: ErrorBody },
      410: { description: 'CONFIGURATION_EXPIRED: the link has expired; call the MCP generate tool again for a new one, or POST the configuration', schema: ErrorBody },
      429: refused[429],
      500: refused[500],
      503: refused[503],
    },
  });

  api.route({
    method: 'post',
    path: '/api/v1/generate/validate',
    operationId: 'validateConfiguration',
    summary: 'Validate a configuration',
    description:
      'Applies the same rules as generation. The answer carries `validation_result` for valid (200) and invalid (400) configurations alike.',
    tags: ['Generator'],
    auth: 'optional',
    body: ValidateRequest,
    bodyExample: EXAMPLE,
    responses: {
      200: { description: 'Valid', schema: ValidateResponse },
      400: { description: 'Invalid: see validation_result.errors (or a malformed request: Error)', schema: [ValidateResponse, ErrorBody] },
      413: { description: 'The body is larger than MAX_BODY_BYTES', schema: ErrorBody },
    },
  });

  api.route({
    method: 'post',
    path: '/api/v1/generate/preview',
    operationId: 'previewProject',
    summary: 'Preview the files of a project',
    description: 'Every file the zip would hold, with its size and content, from the same generation code. Same validation as generate.',
    tags: ['Generator'],
    auth: 'optional',
    body: GenerateRequest,
    bodyExample: EXAMPLE,
    responses: { 200: { description: 'The files', schema: PreviewResponse }, ...refused },
  });

  const patchHeaders = {
    'Content-Disposition': { description: 'attachment; filename="<to.projectName>.patch"', schema: { type: 'string' } },
  };
  const diffRefused = {
    400: { description: 'A side refused as generate refuses it (the message starts with from: or to:, details are keyed by side), or a bad format', schema: DiffRefused },
    429: { description: 'RATE_LIMITED: past RATE_LIMIT_DIFF for this address (diffs, upgrades and grows together)', schema: ErrorBody, headers: RETRY_AFTER },
    500: refused[500],
    503: {
      description: 'SERVER_BUSY: the diffs, upgrades and grows this server computes at once, and its queue, are full; try again after Retry-After',
      schema: ErrorBody,
      headers: RETRY_AFTER,
    },
  };
  const patchText =
    'The patch is git\'s: `diff --git` headers, file modes, full blob ids on `index` lines, hunks with 3 lines of context, binary files as `GIT binary patch`. ' +
    'Inside the unpacked `from` project `git apply` (or `git apply -3`, which merges with your own changes) turns it into the `to` project. ' +
    'Identical projects: 200 with an empty patch (`git apply --allow-empty` takes it) or no files and a message saying so.';

  api.route({
    method: 'post',
    path: '/api/v1/generate/diff',
    operationId: 'diffConfigurations',
    summary: 'Compare two configurations',
    description: `What changes in the project from one configuration to another, from the same generation code as the zips: a summary and each changed file's unified diff, or with \`Accept: text/x-diff\` (or \`?format=patch\`) the patch itself. Each side is checked as generate checks its body. ${patchText}`,
    tags: ['Generator'],
    auth: 'optional',
    query: diffPostQuerySchema,
    body: DiffRequest,
    bodyExample: { from: EXAMPLE, to: { ...EXAMPLE, features: [...EXAMPLE.features, 'makefile', 'swagger'] } },
    responses: {
      200: { description: 'The difference (JSON), or the patch', schema: DiffResponse, alternatives: [{ contentType: 'text/x-diff' }], headers: patchHeaders },
      ...diffRefused,
      413: refused[413],
    },
  });

  api.route({
    method: 'get',
    path: '/api/v1/generate/diff',
    operationId: 'diffConfigurationsFromQuery',
    summary: 'Patch from one configuration to another, for a link',
    description: `The patch of POST /api/v1/generate/diff for a query string: \`curl -s '<url>' | git apply\` inside the unpacked project. Both sides share projectName and framework unless toProjectName or toFramework say otherwise; \`format=json\` (or \`Accept: application/json\`) answers the JSON. Resource models are compared by POST only: a \`resources\` parameter answers 400. ${patchText}`,
    tags: ['Generator'],
    auth: 'optional',
    query: diffQuerySchema,
    queryExample: 'projectName=my-api&framework=gin&from=postgresql,gorm,docker&to=postgresql,gorm,docker,makefile,swagger',
    responses: {
      200: { description: 'The patch (or the JSON with format=json)', contentType: 'text/x-diff', headers: patchHeaders, alternatives: [{ contentType: 'application/json', schema: DiffResponse }] },
      ...diffRefused,
    },
  });
}

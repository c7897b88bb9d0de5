// The generator's routes: catalogue, validate, generate (POST and GET), preview.
import { generateRequestSchema, validateRequestSchema } from '@/lib/generation';
import { generateQuerySchema } from '@/lib/generation/query';
import { errorBodySchema } from '@/lib/schemas/errors';
import {
  featuresResponseSchema,
  invalidConfigurationSchema,
  previewResponseSchema,
  validateResponseSchema,
  validationResultSchema,
} from '@/lib/schemas/generation';
import type { OpenApiRegistry } from '../registry';

const EXAMPLE = { projectName: 'my-api', framework: 'gin', features: ['postgresql', 'gorm', 'docker'] };

export function registerGenerationRoutes(api: OpenApiRegistry): void {
  api.tag('Generator', 'Validate a configuration, preview its files and download the zip. Guests need no token.');
  api.tag('Catalogue', 'The features the generator offers and the rules between them.');

  const fields = {
    projectName: 'Letters, digits, _ and -, starting with a letter or digit, at most 64 characters; becomes the Go module path',
    framework: 'Base framework: gin, echo or fiber',
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

  const zipHeaders = {
    'Content-Disposition': { description: 'attachment; filename="<projectName>.zip"', schema: { type: 'string' } },
  };
  const refused = {
    400: { description: 'Bad project name (details.projectname), invalid configuration (validation_result) or malformed request', schema: InvalidConfiguration },
    413: { description: 'The body is larger than MAX_BODY_BYTES', schema: ErrorBody },
    500: { description: 'Server error', schema: ErrorBody },
  };

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
    responses: { 200: { description: 'The zip', contentType: 'application/zip', headers: zipHeaders }, ...refused },
  });

  api.route({
    method: 'get',
    path: '/api/v1/generate',
    operationId: 'generateProjectFromQuery',
    summary: 'Generate a project zip from a link',
    description: 'The same zip as POST /api/v1/generate, for links and `curl -o my-api.zip <url>`.',
    tags: ['Generator'],
    auth: 'optional',
    query: generateQuerySchema,
    queryExample: 'framework=gin&features=postgresql,gorm,docker&projectName=my-api',
    responses: {
      200: { description: 'The zip', contentType: 'application/zip', headers: zipHeaders },
      400: refused[400],
      500: refused[500],
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
      400: { description: 'Invalid: see validation_result.errors (or a malformed request: Error)', schema: ValidateResponse },
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
}

import { z } from 'zod';
import { errorBodySchema } from '@/lib/schemas/errors';
import { GOSTARTER_SCHEMA_PATH } from '@/lib/schemas/gostarter-file';
import type { OpenApiRegistry } from '../registry';

export function registerMetaRoutes(api: OpenApiRegistry): void {
  api.tag('Meta', 'About this API.');
  api.route({
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tags: ['Meta'],
    auth: 'none',
    responses: { 200: { description: 'The document' } },
  });
  api.route({
    method: 'get',
    path: GOSTARTER_SCHEMA_PATH,
    operationId: 'gostarterFileSchema',
    summary: 'The JSON Schema of gostarter.json',
    description: "Every generated project's gostarter.json names it in `$schema`: the framework, the features, the model and the generator version.",
    tags: ['Meta'],
    auth: 'none',
    responses: { 200: { description: 'A JSON Schema (draft 2020-12)' } },
  });
  api.route({
    method: 'get',
    path: '/cli/{file}',
    operationId: 'commandLine',
    summary: "The command line of this site's generator",
    description:
      '`npm install -g <site>/cli/gostarter.tgz` installs the gostarter command of the same build as this site (its generator version is the one gostarter.json records). `gostarter.tgz` is the current one, cached for 5 minutes; `gostarter-<version>.tgz` never changes and is cached for a year.',
    tags: ['Meta'],
    auth: 'none',
    pathParams: z.object({ file: z.string().describe('gostarter.tgz, or gostarter-<version>.tgz of the current version') }),
    responses: {
      200: { description: 'The npm package', contentType: 'application/gzip' },
      404: { description: 'CLI_VERSION_NOT_FOUND: another version or file; CLI_NOT_PACKED: the server was built without it', schema: api.schema('Error', errorBodySchema) },
    },
  });
  api.route({
    method: 'get',
    path: '/llms.txt',
    operationId: 'llmsText',
    summary: 'This site described for coding agents',
    description: 'Plain text (llmstxt.org): what Gostarter is, the MCP endpoint (/mcp) and its tools, these endpoints, the command line and gostarter.json.',
    tags: ['Meta'],
    auth: 'none',
    responses: { 200: { description: 'The text', contentType: 'text/plain' } },
  });
}

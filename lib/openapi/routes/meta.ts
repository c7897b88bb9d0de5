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
    path: '/llms.txt',
    operationId: 'llmsText',
    summary: 'This site described for coding agents',
    description: 'Plain text (llmstxt.org): what Gostarter is, the MCP endpoint (/mcp) and its tools, these endpoints, the command line and gostarter.json.',
    tags: ['Meta'],
    auth: 'none',
    responses: { 200: { description: 'The text', contentType: 'text/plain' } },
  });
}

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
}

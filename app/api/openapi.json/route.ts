import { route } from '@/lib/api/handler';
import { openApiDocument } from '@/lib/openapi';

export const GET = route(async () => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } }));

import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { openApiDocument } from '@/lib/openapi';

export const GET = route(async () => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { generateRequestSchema } from '@/lib/generation';
import { previewProject } from '@/lib/generation/preview';
import { enforceGenerateLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  await enforceGenerateLimit(req);
  const body = await parseJson(req, generateRequestSchema);
  return Response.json(await previewProject(body, (cost) => enforceGenerateLimit(req, cost)), { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

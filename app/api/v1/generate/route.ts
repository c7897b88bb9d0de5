import { parseJson, route } from '@/lib/api/handler';
import { generate, generateRequestSchema, zipResponse } from '@/lib/generation';

export const runtime = 'nodejs';

export const POST = route(async (req) => {
  const body = await parseJson(req, generateRequestSchema);
  const { zip, spec } = await generate(body);
  return zipResponse(zip, spec.projectName);
});

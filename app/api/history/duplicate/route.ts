import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { duplicateProject, duplicateRequestSchema } from '@/lib/history';
import { json } from '@/lib/api/responses';
import { enforceGenerateLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A copy of one of the caller's projects under a new name, with its own stored zip. */
export const POST = route(async (req) => {
  const { user } = await requireUser(req);
  await enforceGenerateLimit(req);
  const body = await parseJson(req, duplicateRequestSchema);
  return json(await duplicateProject(user.id, body), 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

import { route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { regenerateProject } from '@/lib/history';
import { zipFile } from '@/lib/api/responses';
import { enforceGenerateLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Builds the zip again from the stored configuration (same bytes), stores it (within the quota) and answers it. */
export const POST = route<IdContext>(async (req, { params }) => {
  const { user } = await requireUser(req);
  await enforceGenerateLimit(req);
  const file = await regenerateProject(user.id, (await params).id);
  return zipFile(file.bytes, file.fileName, file.notice);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

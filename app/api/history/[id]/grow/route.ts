import { parseJson, route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { growProject, growRequestSchema } from '@/lib/history';
import { patchFile, zipFile } from '@/lib/api/responses';
import { assertHeavyWorkRoom } from '@/lib/heavy-work';
import { enforceDiffLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Header naming the project the grow recorded, so a client can open it without listing the history. */
const PROJECT_ID_HEADER = 'X-Project-Id';

/** The project with other features: recorded as a new project grown from this one; answers the patch or the new zip. */
export const POST = route<IdContext>(async (req, { params }) => {
  const { user } = await requireUser(req);
  assertHeavyWorkRoom();
  await enforceDiffLimit(req);
  const body = await parseJson(req, growRequestSchema);
  const grown = await growProject(user.id, (await params).id, body);
  const res = 'zip' in grown.file ? zipFile(grown.file.zip, grown.fileName, grown.notice) : patchFile(grown.file.patch, grown.fileName, grown.notice);
  res.headers.set(PROJECT_ID_HEADER, grown.id);
  return res;
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });

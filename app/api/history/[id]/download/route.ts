import { route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { downloadProject } from '@/lib/history';
import { zipFile } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The stored zip; 410 FILE_EXPIRED once it expired or was removed from storage. */
export const GET = route<IdContext>(async (req, { params }) => {
  const { user } = await requireUser(req);
  const file = await downloadProject(user.id, (await params).id);
  return zipFile(file.bytes, file.fileName);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { deleteProject, getProject } from '@/lib/history';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route<IdContext>(async (req, { params }) => {
  const { user } = await requireUser(req);
  return json(await getProject(user.id, (await params).id));
});

export const DELETE = route<IdContext>(async (req, { params }) => {
  const { user } = await requireUser(req);
  const { id } = await deleteProject(user.id, (await params).id);
  return json({ message: 'Project deleted', id });
});

export const { POST, PUT, PATCH, OPTIONS } = otherMethods({ GET, DELETE });

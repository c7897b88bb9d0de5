import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Any signed-in user: may they use the admin area? (The role is read from the database; a personal API token never may.) */
export const GET = route(async (req) => {
  const { user, personal } = await requireUser(req);
  return json({ has_admin_access: user.role === 'admin' && !personal });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

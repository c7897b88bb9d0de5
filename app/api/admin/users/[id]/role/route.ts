import { parseJson, route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAdmin } from '@/lib/auth/request';
import { changeUserRole, roleChangeSchema } from '@/lib/admin';
import { json } from '@/lib/api/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Admins: give a user the role user or admin. An admin cannot demote themself. */
export const PUT = route<IdContext>(async (req, ctx) => {
  const { user } = await requireAdmin(req);
  const { id } = await ctx.params;
  const { role } = await parseJson(req, roleChangeSchema);
  return json(await changeUserRole(user.id, id, role));
});

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });

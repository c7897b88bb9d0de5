import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireAccountUser } from '@/lib/auth/request';
import { preferencesSchema } from '@/lib/auth/rules';
import { setPreferences } from '@/lib/auth/service';

export const runtime = 'nodejs';

export const PATCH = route(async (req) => {
  const { user } = await requireAccountUser(req);
  return Response.json(await setPreferences(user.id, await parseJson(req, preferencesSchema)));
});

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });

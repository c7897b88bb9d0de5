import { route, type IdContext } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { requireUser } from '@/lib/auth/request';
import { upgradeProject } from '@/lib/history';
import { patchFile } from '@/lib/api/responses';
import { assertHeavyWorkRoom } from '@/lib/heavy-work';
import { enforceDiffLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Says whether the stored zip already is today's project (empty patch) or the patch changes it. */
const UPGRADE_STATUS_HEADER = 'X-Upgrade-Status';

/** The patch from the stored zip to what today's generator makes of the same configuration. */
export const GET = route<IdContext>(async (req, { params }) => {
  const { user } = await requireUser(req);
  assertHeavyWorkRoom();
  await enforceDiffLimit(req);
  const upgrade = await upgradeProject(user.id, (await params).id);
  const res = patchFile(upgrade.patch, upgrade.fileName);
  res.headers.set(UPGRADE_STATUS_HEADER, upgrade.patch ? 'available' : 'up-to-date');
  return res;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

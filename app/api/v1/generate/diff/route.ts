import { z } from 'zod';
import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { json, patchFile } from '@/lib/api/responses';
import { diffConfigurations, diffFormat, diffRequestFromQuery, type DiffFormat } from '@/lib/generation/compare';
import type { ConfigurationDiff } from '@/lib/generation/configuration-diff';
import { assertHeavyWorkRoom } from '@/lib/heavy-work';
import { enforceDiffLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';

function answer(diff: ConfigurationDiff, format: DiffFormat): Response {
  return format === 'patch' ? patchFile(diff.patch, `${diff.projectName}.patch`) : json(diff.answer);
}

/** JSON by default; the patch for `Accept: text/x-diff` or `?format=patch`. */
export const POST = route(async (req) => {
  assertHeavyWorkRoom();
  await enforceDiffLimit(req);
  const format = diffFormat(req, 'json');
  // Any JSON: the sides are checked one by one, so each error names its side.
  const body = await parseJson(req, z.unknown());
  return answer(await diffConfigurations(body, (cost) => enforceDiffLimit(req, cost)), format);
});

/** The patch for a link: `curl -s '<url>' | git apply` inside the unpacked project. */
export const GET = route(async (req) => {
  assertHeavyWorkRoom();
  await enforceDiffLimit(req);
  const format = diffFormat(req, 'patch');
  return answer(await diffConfigurations(diffRequestFromQuery(new URL(req.url))), format);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

// GET /api/v1/generate/configurations/<key>: the zip of a configuration stored for a link (the MCP tools
// answer one for a configuration with a resource model, which a query string cannot carry): the zip
// that POST /api/v1/generate makes of that configuration, made the same way (the generate limit, the
// pool that composes a new model, the record of a guest's generation).
import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { zipFile } from '@/lib/api/responses';
import { generate } from '@/lib/generation';
import { readStoredConfiguration } from '@/lib/generation/stored-configurations';
import { enforceGenerateLimit } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route<{ params: Promise<{ key: string }> }>(async (req, { params }) => {
  // Counted before the key is looked up, like a POST before its body is read: trying keys costs
  // what generating does.
  await enforceGenerateLimit(req);
  const configuration = await readStoredConfiguration((await params).key);
  // A link is anyone's to open: its generation is recorded as a guest's, never on an account.
  const { zip, spec } = await generate(configuration, { userId: null, charge: (cost) => enforceGenerateLimit(req, cost) });
  return zipFile(zip, `${spec.projectName}.zip`);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

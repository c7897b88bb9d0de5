// The command line of this site's commit: /cli/gostarter.tgz (the current one: npm asks again within a
// few minutes) and /cli/gostarter-<version>.tgz (one version's bytes forever: cached for a year).
import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { AppError } from '@/lib/api/errors';
import { download } from '@/lib/api/responses';
import { cliPackage } from '@/lib/site/cli-package';

type Context = { params: Promise<{ file: string }> };

export const GET = route<Context>(async (_req, { params }) => {
  const { file } = await params;
  const cli = cliPackage();
  if (!cli) throw new AppError('NOT_FOUND', 'This server was built without its command line: `npm run build` packs it.', 'CLI_NOT_PACKED');
  const current = file === 'gostarter.tgz';
  if (!current && file !== cli.fileName) {
    throw new AppError('NOT_FOUND', `This site serves the command line ${cli.version}: /cli/gostarter.tgz or /cli/${cli.fileName}.`, 'CLI_VERSION_NOT_FOUND');
  }
  const res = download(cli.bytes, cli.fileName, 'application/gzip');
  res.headers.set('Cache-Control', current ? 'public, max-age=300' : 'public, max-age=31536000, immutable');
  return res;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

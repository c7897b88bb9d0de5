// The command line's tarball that `npm run build` packs (scripts/pack-cli.ts) and the site serves at
// /cli/gostarter.tgz and /cli/gostarter-<version>.tgz: the generator of the same commit as the site's.
import fs from 'node:fs';
import path from 'node:path';

/** Where the build writes it, from the repository's root (the server's working folder). */
export const CLI_DIR = 'build/cli';

/** The name of a packed version: what npm pack writes and the site's immutable address ends with. */
const TARBALL = /^gostarter-(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\.tgz$/;

export interface CliPackage {
  version: string;
  fileName: string;
  bytes: Uint8Array;
}

let packed: CliPackage | null | undefined;

/** The tarball the build packed, read once; null when this server was built without it. */
export function cliPackage(): CliPackage | null {
  if (packed !== undefined) return packed;
  const dir = path.join(process.cwd(), CLI_DIR);
  const fileName = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => TARBALL.test(f)) : undefined;
  packed = fileName ? { version: TARBALL.exec(fileName)![1], fileName, bytes: fs.readFileSync(path.join(dir, fileName)) } : null;
  return packed;
}

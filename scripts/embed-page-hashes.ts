// The step after `next build` in `npm run build` (the Dockerfile, scripts/test.sh, the benchmarks and a
// Vercel build all build through it): the SHA-256 of the inline scripts of every page the build
// prerendered, written into the proxy's compiled code, in place of the EMBEDDED string of
// lib/security/static-pages.ts, in the build's server folder and in its standalone copy. The proxy then
// reads no file for the pages' Content-Security-Policy, on any host: a Vercel function carries the
// proxy's code, not the build's HTML. Exits non-zero, failing the build, when it cannot: a build must
// not ship a proxy without them. Running it again on a build writes the same hashes again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '../lib/security/static-pages';

/** The string the proxy's code carries: EMBEDDED in lib/security/static-pages.ts, then base64 once filled. */
export const PAGES_MARKER = 'gostarter-prerendered-pages:';
/** That string, filled or not (for String.replace and match). */
const EMBEDDED_PAGES = new RegExp(`${PAGES_MARKER}[A-Za-z0-9+/=]*`, 'g');

/** The CSP sources of the inline scripts of an HTML page: 'sha256-...', each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Path -> hashes of the inline scripts of every page whose HTML the build wrote (route handlers have none). */
function hashPrerenderedPages(dist: string): Map<string, string[]> {
  const { routes } = JSON.parse(fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8')) as { routes: object };
  const pages = new Map<string, string[]>();
  for (const route of Object.keys(routes)) {
    const file = path.join(dist, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
    if (fs.existsSync(file)) pages.set(route, inlineScriptHashes(fs.readFileSync(file, 'utf8')));
  }
  if (!pages.has('/_not-found')) throw new Error(`no prerendered not-found page in ${dist}/server/app: is this a finished build?`);
  return pages;
}

/** The proxy's code, relative to a server folder: middleware.js and the chunks of its trace. */
function proxyFiles(server: string): string[] {
  const trace = JSON.parse(fs.readFileSync(path.join(server, 'middleware.js.nft.json'), 'utf8')) as { files: string[] };
  const chunks = trace.files.filter((file) => file.endsWith('.js') && !path.normalize(file).startsWith('..'));
  return ['middleware.js', ...chunks];
}

/** The build's server folder and, with next.config.ts `output: 'standalone'`, its copy in standalone/<app folder>/<distDir>/. */
function serverFolders(dist: string): string[] {
  const required = JSON.parse(fs.readFileSync(path.join(dist, 'required-server-files.json'), 'utf8')) as {
    relativeAppDir: string;
    config: { distDir: string; output?: string };
  };
  const standalone = path.join(dist, 'standalone', required.relativeAppDir, required.config.distDir, 'server');
  return [path.join(dist, 'server'), ...(required.config.output === 'standalone' ? [standalone] : [])];
}

/**
 * Writes the hashes of `dist`'s prerendered pages into its proxy's code, in `dist`/server and in the
 * standalone copy of it. Throws when the build has no prerendered pages or a copy of the proxy's code
 * does not carry the string to fill. Answers the number of pages and the files written.
 */
export function embedPageHashes(dist: string = DIST_DIR): { pages: number; files: string[] } {
  const pages = hashPrerenderedPages(dist);
  const filled = PAGES_MARKER + Buffer.from(JSON.stringify([...pages]), 'utf8').toString('base64');
  const files = proxyFiles(path.join(dist, 'server'));
  const written: string[] = [];
  for (const folder of serverFolders(dist)) {
    let found = 0;
    for (const file of files.map((f) => path.join(folder, f))) {
      const code = fs.readFileSync(file, 'utf8');
      const count = code.match(EMBEDDED_PAGES)?.length ?? 0;
      if (!count) continue;
      found += count;
      fs.writeFileSync(file, code.replace(EMBEDDED_PAGES, filled));
      written.push(file);
    }
    if (!found) throw new Error(`the proxy's code in ${folder} (${files.join(', ')}) does not carry "${PAGES_MARKER}" from lib/security/static-pages.ts`);
  }
  return { pages: pages.size, files: written };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  try {
    const { pages, files } = embedPageHashes();
    console.log(`Embedded the script hashes of ${pages} prerendered pages in the proxy: ${files.join(', ')}`);
  } catch (err) {
    console.error(`Could not embed the script hashes of the prerendered pages in the proxy, so the build must not ship: ${(err as Error).message}`);
    process.exit(1);
  }
}

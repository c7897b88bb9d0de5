// The pages the build prerendered (the home page, the documentation, the generator, ...) and the hashes
// of their inline scripts, for their Content-Security-Policy (proxy.ts).
//
// A nonce only works on a page rendered per request: Next.js puts it on its scripts while rendering.
// A prerendered page is the same bytes for everyone, served from the build, so its scripts carry no
// nonce; its policy names each inline script (Next.js's bootstrap and the page's data) by its SHA-256
// instead, and allows the app's own script files ('self'). As strict as a nonce for what an injection
// could do: an inline script or event handler that is not one of those exact scripts does not run, and
// our origin serves no script an attacker can write (API answers are JSON or files, with nosniff). The
// price: the policy depends on the build, so it is read from the build's own files, once, on the first
// page request; and the server must have them (next start and the standalone server do; where they are
// missing, proxy.ts falls back to a policy that allows inline scripts rather than block every page).
//
// No `@/` imports: next.config.ts loads this file for DIST_DIR, outside the app's bundler.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The build folder: several builds (tests, benchmarks) can share one checkout (next.config.ts distDir). */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/** The CSP sources of the inline scripts of an HTML page: 'sha256-...', each once. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

let prerendered: Map<string, string[]> | null | undefined;

/**
 * Path -> hashes of the inline scripts of every page whose HTML the build wrote (prerendered route
 * handlers have none), read once. `/_not-found` is the page of unknown paths. Null when the build's
 * files cannot be read (a host that does not ship them beside the proxy): which pages were prerendered
 * is then unknown.
 */
export function prerenderedPages(): ReadonlyMap<string, string[]> | null {
  if (prerendered === undefined) prerendered = readBuild();
  return prerendered;
}

function readBuild(): Map<string, string[]> | null {
  const pages = new Map<string, string[]>();
  const dist = path.resolve(/*turbopackIgnore: true*/ DIST_DIR);
  let routes: string[];
  try {
    routes = Object.keys((JSON.parse(fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8')) as { routes: object }).routes);
  } catch (err) {
    console.error(
      `Could not read the prerendered pages of the build in ${dist}, so pages' Content-Security-Policy allows inline scripts:`,
      (err as Error).message,
    );
    return null;
  }
  for (const route of routes) {
    const file = path.join(dist, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
    if (fs.existsSync(file)) pages.set(route, inlineScriptHashes(fs.readFileSync(file, 'utf8')));
  }
  return pages;
}

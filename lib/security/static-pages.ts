// The pages the build prerendered (the home page, the documentation, the generator, ...) and the hashes
// of their inline scripts, for their Content-Security-Policy (proxy.ts).
//
// A nonce only works on a page rendered per request: Next.js puts it on its scripts while rendering.
// A prerendered page is the same bytes for everyone, served from the build, so its scripts carry no
// nonce; its policy names each inline script (Next.js's bootstrap and the page's data) by its SHA-256
// instead, and allows the app's own script files ('self'). As strict as a nonce for what an injection
// could do: an inline script or event handler that is not one of those exact scripts does not run, and
// our origin serves no script an attacker can write (API answers are JSON or files, with nosniff).
//
// The price: the policy depends on the build. The proxy reads no file for it at run time: `npm run build`
// runs scripts/embed-page-hashes.ts after `next build`, which hashes the inline scripts of every page the
// build wrote and puts them into the proxy's compiled code, in place of the string EMBEDDED below (in the
// build's server chunks and in their standalone copy). So every host that runs the proxy's code sends the
// same policy: `next start`, the standalone server, and a Vercel function, which carries the proxy's
// chunks but not the build's HTML. The step fails the build when it cannot embed them. Only code that
// never went through it (`next build` alone, the unit tests) finds the string empty: proxy.ts then falls
// back to a policy that allows inline scripts rather than block every page.
//
// No `@/` imports: next.config.ts loads this file for DIST_DIR, outside the app's bundler.

/** The build folder: several builds (tests, benchmarks) can share one checkout (next.config.ts distDir). */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/**
 * Filled in by scripts/embed-page-hashes.ts in the built code: after the colon, base64 of the JSON of
 * [path, hashes][]. Read once, never compared to a literal, so that no minifier folds it away.
 */
const EMBEDDED = 'gostarter-prerendered-pages:';

let prerendered: ReadonlyMap<string, string[]> | null | undefined;

/**
 * Path -> CSP sources ('sha256-...') of the inline scripts of every page whose HTML the build wrote
 * (prerendered route handlers have none); `/_not-found` is the page of unknown paths. Null when the code
 * carries no hashes (it did not go through `npm run build`): which pages were prerendered is then unknown.
 */
export function prerenderedPages(): ReadonlyMap<string, string[]> | null {
  if (prerendered === undefined) prerendered = decode(EMBEDDED);
  return prerendered;
}

function decode(embedded: string): Map<string, string[]> | null {
  const data = embedded.slice(embedded.indexOf(':') + 1);
  if (!data) {
    console.error(
      "This build carries no hashes of its prerendered pages' scripts (`npm run build` embeds them after `next build`), so pages' Content-Security-Policy allows inline scripts.",
    );
    return null;
  }
  return new Map(JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as [string, string[]][]);
}

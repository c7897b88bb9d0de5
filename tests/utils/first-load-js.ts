// First-load JavaScript as Next.js counts it: the scripts a page's HTML loads (module scripts; the
// `noModule` polyfills modern browsers skip are left out), each gzipped at level 9. Lazily imported chunks
// are not in it. The design's budget is 150 kB gzip a page: bench/site.ts prints it, the browser tests
// (tests/e2e/script-budget.spec.ts) hold the site to it.
import zlib from 'node:zlib';

export const FIRST_LOAD_JS_BUDGET_KB = 150;
/** The pages the site's budgets are for: home, documentation, and the generator (opened by its query) on its first step and its data step. */
export const BUDGET_PAGES = ['/', '/documentation', '/?step=stack', '/?framework=gin&features=postgresql&step=data'];

export interface JsFigures {
  files: { url: string; raw: number; gzip: number }[];
  gzip: number;
  raw: number;
}

/** The raw and gzip sizes of the scripts at `urls` (paths on `base`), each counted once. */
export async function measureScripts(base: string, urls: string[]): Promise<JsFigures> {
  const files = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = Buffer.from(await (await fetch(base + url)).arrayBuffer());
      return { url, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0), raw: files.reduce((n, f) => n + f.raw, 0) };
}

/** The first-load scripts of `pathname` on `base`. */
export async function firstLoadJs(base: string, pathname: string): Promise<JsFigures> {
  const html = await (await fetch(base + pathname)).text();
  const urls = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((u): u is string => !!u && u.startsWith('/'));
  return measureScripts(base, urls);
}

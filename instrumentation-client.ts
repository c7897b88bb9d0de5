// Runs in the browser before the app starts. zod, which the forms validate with, first checks whether it
// may compile its parsers with `new Function`; under the site's Content-Security-Policy (no
// 'unsafe-eval', see proxy.ts) the browser refuses that check and reports a violation on every page with
// a form. jitless skips the check and the compiling: zod interprets its schemas, as it does wherever eval
// is refused, and the forms work the same.
// This is z.config({ jitless: true }) without importing zod: zod keeps its settings in this global
// (shared by every copy of zod, whichever loads first), and an import would put zod in the first-load
// JavaScript of every page. tests/unit/security/headers.test.ts checks that zod reads it.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

export {};

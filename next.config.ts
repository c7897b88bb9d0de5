import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, API_PATH_SOURCES, STATIC_SECURITY_HEADERS } from './lib/security/headers';
import { DIST_DIR } from './lib/security/static-pages';

const nextConfig: NextConfig = {
  // A separate build folder (NEXT_DIST_DIR) lets several builds (tests, benchmarks) share one checkout.
  distDir: DIST_DIR,
  // PGlite ships a WASM build that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // Self-hosting: .next/standalone holds a server with only the modules it uses (the Dockerfile copies it).
  output: 'standalone',
  // Types are checked by `tsc --noEmit` in the test command, once for the whole tree.
  typescript: { ignoreBuildErrors: true },
  // Read from disk at run time: the generator's templates, the database migrations and the command
  // line's tarball, which `npm run build` packs first (scripts/pack-cli.ts) and /cli serves.
  outputFileTracingIncludes: { '/**/*': ['./go-templates/**/*', './db/migrations/**/*', './build/cli/*.tgz'] },
  // Security headers that do not depend on the request, on every answer (static assets included), and
  // the strict CSP of the API routes, which proxy.ts does not run on. The pages' CSP (a nonce, or the
  // hashes of a prerendered page's scripts) and HSTS are per request: proxy.ts, and lib/security/hsts.ts for HSTS beside it.
  async headers() {
    return [
      { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
      ...API_PATH_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] })),
    ];
  },
};

export default nextConfig;

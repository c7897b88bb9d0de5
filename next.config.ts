import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './lib/security/headers';

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (tests, benchmarks) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships a WASM build that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // Types are checked by `tsc --noEmit` in the test command, once for the whole tree.
  typescript: { ignoreBuildErrors: true },
  // The generator reads go-templates/ from disk at run time.
  outputFileTracingIncludes: { '/**/*': ['./go-templates/**/*'] },
  // Security headers that do not depend on the request, on every answer (static assets included).
  // The pages' CSP (with its nonce) and HSTS are per request: proxy.ts.
  async headers() {
    return [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }];
  },
};

export default nextConfig;

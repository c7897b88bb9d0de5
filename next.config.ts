import type { NextConfig } from 'next';

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
};

export default nextConfig;

import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships a WASM build that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // The generator reads go-templates/ from disk at run time.
  outputFileTracingIncludes: { '/api/**/*': ['./go-templates/**/*'] },
};

export default nextConfig;

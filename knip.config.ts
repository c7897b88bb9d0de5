import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies (`npm run lint`). Next's, Vitest's, Playwright's,
// Drizzle's, ESLint's, PostCSS's and Tailwind's plugins find their own entries and configuration files
// (app/ routes and pages, proxy.ts, instrumentation*.ts, next.config.ts, the test files, the configs),
// package.json's scripts name tests/go/verify.ts, and the entries below add what is run by hand or
// spawned by a test (the command line, cli/main.ts).
const config: KnipConfig = {
  entry: ['scripts/*.ts', 'bench/*.ts', 'cli/main.ts'],
  project: ['**/*.{ts,tsx,mts,mjs,css}', '!go-templates/**'],
  ignoreBinaries: [
    // Go and the Go tools the verification of generated projects runs by name (the others through
    // tests/go/command.ts); scripts/go-tools.sh installs the tools with `go install`.
    'go',
    'gofmt',
    'grpc-health-probe',
    'grpcurl',
    'air',
    // MariaDB's client, on every machine with its server (tests/unit/generator/migrations.test.ts).
    'mysql',
    // The command line as a user installs it from the site (tests/e2e/cli-from-site.spec.ts).
    'gostarter',
  ],
  // The Vercel CLI: tests/e2e/vercel.spec.ts runs its binary from node_modules/.bin.
  ignoreDependencies: ['vercel'],
  treatConfigHintsAsErrors: true,
};

export default config;

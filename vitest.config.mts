import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Tests run the server modules in plain Node, where the `server-only` marker throws (it is empty
      // only under React's server condition, as in Next's server bundles): use its empty module.
      'server-only': fileURLToPath(new URL('node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/cli/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/utils/databases.ts'],
    setupFiles: ['tests/utils/setup.ts'],
    // Two files at a time (the machines that run the suite have two cores), each worker on a database of
    // its own (tests/utils/databases.ts): most of an API test's time is bcrypt's, on one core.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Next's rules (React, hooks, accessibility, Next itself, typescript-eslint) plus no import cycles.
// `npm run lint` allows no warning either (--max-warnings 0).
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    settings: {
      // Never parse installed packages for their exports: the cycle rule follows only our own files.
      'import/ignore': ['node_modules'],
    },
    rules: {
      // A cycle makes the order modules are evaluated in depend on which one is imported first.
      // Type-only imports vanish at run time and are not counted.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // `const { omitted, ...rest } = value` is how a key is dropped from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The browser calls the API through lib/client/api and shows toasts through lib/client/notify only,
    // so timeouts, retries, the status mapping and the spec's texts and durations hold everywhere.
    files: ['components/**', 'app/**/*.tsx', 'lib/client/**', 'lib/wizard/**'],
    ignores: ['lib/client/api.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through lib/client (apiJson, apiFile).' }],
    },
  },
  {
    files: ['components/**', 'app/**', 'lib/**'],
    ignores: ['lib/client/notify.ts', 'components/layout/toaster.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: 'Show toasts through lib/client/notify.' }] }],
    },
  },
  {
    // zod stays out of the pages' scripts (about 30 kB gzip): browser code takes the types of the
    // schemas only. lib/wizard/link-model.ts is the exception, imported on demand for a link with a model.
    files: ['components/**', 'lib/client/**', 'lib/wizard/**', 'lib/catalogue/**', 'lib/resources/model.ts', 'lib/resources/validate.ts', 'lib/resources/names.ts'],
    ignores: ['lib/wizard/link-model.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Browser code must not load zod.', allowTypeImports: true }],
          patterns: [{ group: ['@/lib/schemas/*', '@/lib/resources/schema'], message: 'Import only types from the zod schemas here.', allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // The verification of generated projects runs configurations side by side in one process: a
    // synchronous command would stall the probes of the others past their timeouts (tests/go/command.ts).
    files: ['tests/go/**', 'tests/utils/minio.ts'],
    ignores: ['tests/go/patch.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'node:child_process', importNames: ['spawnSync', 'execSync', 'execFileSync'], message: 'Run commands with run() of tests/go/command.ts.' }] },
      ],
    },
  },
  globalIgnores([
    '.next*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    'tmp/**',
    'test-results/**',
    'playwright-report/**',
    'go-templates/**',
  ]),
]);

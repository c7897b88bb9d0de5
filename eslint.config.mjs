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

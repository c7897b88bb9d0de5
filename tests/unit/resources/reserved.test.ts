// What a resource may not take is the generated project's own, read from go-templates by
// scripts/reserved-names.ts into lib/resources/reserved.json: a template that adds a package under
// internal/, a table or a file beside a resource's files fails here until the script runs again.
import { describe, expect, it } from 'vitest';
import { resourceNames } from '@/lib/resources/names';
import { PROJECT_PACKAGES, validateResources } from '@/lib/resources/validate';
import reserved from '@/lib/resources/reserved.json';
import { scanReserved } from '../../../scripts/reserved-names';

const oneField = [{ name: 'nickname', type: 'string' as const }];

describe('reserved packages, tables and files', () => {
  it('are what go-templates holds today (npx tsx scripts/reserved-names.ts writes them)', () => {
    expect(reserved).toEqual(scanReserved());
  });

  it('hold the project’s own and not the notes example’s, which a model replaces', () => {
    expect(reserved.packages).toEqual(expect.arrayContaining(['auth', 'memory', 'migrations', 'repository', 'resource', 'server']));
    expect(reserved.packages).not.toContain('notes');
    expect(reserved.tables).toEqual(expect.arrayContaining(['schema_migrations', 'users']));
    expect(reserved.tables).not.toContain('notes');
    expect(reserved.resourceFiles).toEqual(expect.arrayContaining(['server/_resources_.go', 'memory/_resources_.go']));
    expect(reserved.projectFiles).toEqual(expect.arrayContaining(['server/deps.go', 'server/helpers_test.go']));
  });

  it('refuses every resource whose package is one of them, and one whose file would be the project’s', () => {
    // A singular for each package that is a plural of one: `models` is the package of `model`.
    for (const pkg of PROJECT_PACKAGES) {
      const singular = pkg.replace(/ies$/, 'y').replace(/s$/, '');
      if (resourceNames(singular).pkg !== pkg) continue;
      expect(validateResources([{ name: singular, fields: oneField }], new Set()).length, singular).toBeGreaterThan(0);
    }
    for (const name of ['dep', 'helper']) {
      expect(validateResources([{ name, fields: oneField }], new Set()).map((e) => e.error_code), name).toEqual(['RESERVED_RESOURCE']);
    }
    expect(validateResources([{ name: 'note', fields: oneField }], new Set())).toEqual([]);
    expect(validateResources([{ name: 'app_user', fields: oneField }], new Set())).toEqual([]);
  });
});

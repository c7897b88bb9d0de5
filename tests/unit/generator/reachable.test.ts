// Every function the generator writes is reachable from a binary: helpers only some features call
// come only with them (onlyIfCalled in a manifest), and health checks are given to the checker, not
// registered on it, so a project without dependencies has no registration function.
import { describe, expect, it } from 'vitest';
import { filesOf, spec } from './helpers';

describe('onlyIfCalled', () => {
  it('leaves the config helpers no code calls out of the project, its tests and its README layout', () => {
    const files = filesOf(spec('gin', []));
    for (const helper of ['bool', 'oneof', 'string']) {
      expect(files.has(`internal/config/env_${helper}.go`), helper).toBe(false);
      expect(files.has(`internal/config/env_${helper}_test.go`), helper).toBe(false);
      expect(files.get('README.md') ?? '', helper).not.toContain(`env_${helper}.go`);
    }
    expect(files.has('internal/config/config.go')).toBe(true);
  });

  it('keeps a helper, with its test, where a feature calls it', () => {
    const files = filesOf(spec('gin', ['postgresql', 'migrations', 'logger']));
    expect(files.get('internal/config/migrate.go')).toMatch(/\be\.Bool\(/);
    expect(files.has('internal/config/env_bool.go')).toBe(true);
    expect(files.has('internal/config/env_bool_test.go')).toBe(true);
    expect(files.has('internal/config/env_oneof.go')).toBe(true);
  });
});

describe('onlyIfCalled over a model', () => {
  const notes = (unique: boolean) => [{ name: 'note', fields: [{ name: 'title', type: 'string' as const, required: true, unique }] }];

  it('drops a unique check no field needs, and the conflict error only that check made', () => {
    const badger = (unique: boolean) => filesOf({ ...spec('chi', ['badger', 'router']), resources: notes(unique) });
    expect(badger(false).has('internal/badgerstore/table_unique.go')).toBe(false);
    // Dropped in a second round: only the dropped check called it.
    expect(badger(false).has('internal/resource/conflict.go')).toBe(false);
    expect(badger(true).get('internal/badgerstore/notes.go')).toMatch(/\bs\.unique\(/);
    expect(badger(true).has('internal/badgerstore/table_unique.go')).toBe(true);
    expect(badger(true).has('internal/resource/conflict.go')).toBe(true);
    const mongo = (unique: boolean) => filesOf({ ...spec('chi', ['mongodb', 'router']), resources: notes(unique) });
    expect(mongo(false).has('internal/repository/collection_unique.go')).toBe(false);
    expect(mongo(true).has('internal/repository/collection_unique.go')).toBe(true);
  });
});

describe('health checks', () => {
  it('are handed to the checker once main has opened every dependency', () => {
    const main = filesOf(spec('echo', ['postgresql', 'redis'])).get('cmd/server/main.go') ?? '';
    expect(main).toContain('healthChecks = append(healthChecks, health.Dependency{Name: "database", Check: pool.Ping})');
    expect(main.indexOf('deps.Health = health.NewChecker(logger, healthChecks...)')).toBeGreaterThan(main.indexOf('Name: "redis"'));
    expect(filesOf(spec('echo', [])).get('internal/health/health.go')).not.toContain('Register');
  });
});

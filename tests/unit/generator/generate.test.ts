import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { generateProjectFiles, generateProjectZip, implementedFeatureIds } from '../../../lib/generator';
import { FEATURES } from '../../../lib/catalogue/features';
import { composeProject } from '../../../lib/generator/compose';
import { library } from '../../../lib/generator/library';
import { frameworkModules } from '../../utils/frameworks';
import { FRAMEWORKS, filesOf, largest, spec, zipEntries } from './helpers';

describe('implementedFeatureIds', () => {
  it('lists every catalogue feature, the frameworks included', () => {
    const ids = implementedFeatureIds();
    for (const f of FEATURES) expect(ids.has(f.id), f.id).toBe(true);
  });
});

describe('generateProjectZip', () => {
  it('gives the same bytes for the same spec, whatever the order of the features', async () => {
    const a = await generateProjectZip(largest('gin'));
    const b = await generateProjectZip(largest('gin'));
    const reordered = largest('gin');
    reordered.features = [...reordered.features].reverse();
    const c = await generateProjectZip(reordered);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(true);
  });

  it('stores sorted DEFLATE entries under <projectName>/, one timestamp, no folder entries', async () => {
    const zip = await generateProjectZip(largest('echo', 'inventory'));
    const entries = zipEntries(zip);
    const names = entries.map((e) => e.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual([...names].sort());
    expect(names.every((n) => n.startsWith('inventory/') && !n.endsWith('/'))).toBe(true);
    expect(new Set(entries.map((e) => e.method))).toEqual(new Set([8]));
    expect(new Set(entries.map((e) => `${e.dosDate}:${e.dosTime}`)).size).toBe(1);
    expect(new Set(entries.map((e) => (e.externalAttributes >>> 16).toString(8)))).toEqual(new Set(['100644']));
  });

  it('holds exactly the files of generateProjectFiles, names spliced into the compressed pieces included', async () => {
    // A model's project too: many of its pieces are short (an import's text between two module paths) and stored, not compressed.
    const model = { ...spec('chi', ['postgresql', 'migrations', 'router']), resources: [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }] }] };
    for (const s of [spec('fiber', ['postgresql']), largest('gin', 'x'), largest('echo', `Long-${'n'.repeat(59)}`), model]) {
      const zip = await generateProjectZip(s);
      const archive = await JSZip.loadAsync(zip, { checkCRC32: true });
      const files = generateProjectFiles(s);
      expect(Object.keys(archive.files)).toEqual(files.map((f) => `${s.projectName}/${f.path}`));
      for (const f of files) expect(await archive.file(`${s.projectName}/${f.path}`)!.async('string'), f.path).toBe(f.content);
      // A second decoder, Info-ZIP's: every entry inflates and matches its CRC.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
      fs.writeFileSync(path.join(dir, 'p.zip'), zip);
      const test = spawnSync('unzip', ['-tq', path.join(dir, 'p.zip')], { encoding: 'utf8' });
      fs.rmSync(dir, { recursive: true, force: true });
      expect(test.error, 'unzip is needed for this test').toBeUndefined();
      expect(test.status, test.stdout + test.stderr).toBe(0);
    }
  });

  it('is laid out as JSZip lays out a zip: JSZip rewrites what it reads to the same bytes', async () => {
    for (const s of [spec('fiber', ['postgresql']), largest('gin', 'shop-api')]) {
      const zip = await generateProjectZip(s);
      const rewritten = await (await JSZip.loadAsync(zip)).generateAsync({ type: 'uint8array', compression: 'DEFLATE', platform: 'UNIX' });
      expect(Buffer.from(rewritten).equals(Buffer.from(zip))).toBe(true);
    }
  });

  it('reuses compressed files across projects without mixing their names up', async () => {
    const first = await generateProjectZip(largest('echo', 'alpha-api'));
    const other = await JSZip.loadAsync(await generateProjectZip(largest('echo', 'beta-api')));
    for (const f of generateProjectFiles(largest('echo', 'beta-api'))) {
      expect(await other.file(`beta-api/${f.path}`)!.async('string'), f.path).toBe(f.content);
    }
    expect(Buffer.from(await generateProjectZip(largest('echo', 'alpha-api'))).equals(Buffer.from(first))).toBe(true);
  });

  it('changes when the spec changes', async () => {
    const a = await generateProjectZip(spec('gin'));
    const b = await generateProjectZip(spec('gin', ['logger']));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe('generateProjectFiles', () => {
  it.each(FRAMEWORKS)('gives safe, sorted, unique relative paths (%s)', (fw) => {
    for (const s of [spec(fw), largest(fw)]) {
      const paths = generateProjectFiles(s).map((f) => f.path);
      expect(paths).toEqual([...paths].sort());
      expect(new Set(paths).size).toBe(paths.length);
      for (const p of paths) {
        expect(p).not.toMatch(/^\/|\\|(^|\/)\.\.?(\/|$)|\/\/|\/$/);
        expect(p.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(FRAMEWORKS)('gives the base project its files (%s)', (fw) => {
    const files = filesOf(spec(fw));
    for (const p of [
      'go.mod',
      'go.sum',
      'README.md',
      '.gitignore',
      '.env.example',
      'cmd/server/main.go',
      'internal/app/run.go',
      'internal/config/config.go',
      'internal/config/http.go',
      'internal/health/health.go',
      'internal/logging/logging.go',
      'internal/server/server.go',
      'internal/server/health.go',
      'internal/server/server_test.go',
      'internal/server/helpers_test.go',
      'internal/server/middleware.go',
    ]) {
      expect(files.has(p), p).toBe(true);
    }
    for (const absent of ['Dockerfile', 'Makefile', 'internal/database/postgres.go', 'internal/models/models.go']) {
      expect(files.has(absent), absent).toBe(false);
    }
  });

  it('writes the framework module into go.mod as a direct requirement (none for the standard library)', () => {
    // The module path, at whatever major version go.mod requires.
    const requirement = (module: string) => new RegExp(`(^|\\s)${module.replace(/[.]/g, '\\.')}(/v\\d+)? v`);
    for (const fw of FRAMEWORKS) {
      const { required, others } = frameworkModules(fw);
      const goMod = filesOf(spec(fw, [], 'orders')).get('go.mod')!;
      expect(goMod).toMatch(/^module orders\n\ngo \d+\.\d+\.\d+\n/);
      if (required) {
        const direct = goMod.split('\n').filter((l) => requirement(required).test(l));
        expect(direct, fw).toHaveLength(1);
        expect(direct[0]).not.toContain('// indirect');
      }
      for (const other of others) expect(goMod, fw).not.toMatch(requirement(other));
    }
  });

  it('uses the project name as module path in every local import', () => {
    const files = filesOf(largest('gin', 'billing_svc'));
    expect(files.get('cmd/server/main.go')).toContain('"billing_svc/internal/config"');
    for (const [p, content] of files) expect(content, p).not.toContain('{{@');
  });

  it('refuses what validation would not let through', () => {
    expect(() => generateProjectFiles({ projectName: 'x', framework: 'gin', features: ['gin', 'echo'] })).toThrow(/second framework/);
    expect(() => generateProjectFiles({ projectName: 'x', framework: 'gin', features: ['gin', 'cassandra'] })).toThrow(/no feature "cassandra"/);
  });
});

describe('composition once per selection', () => {
  it('gives, whatever the name, exactly the files of a direct composition', () => {
    const selections = FRAMEWORKS.flatMap((fw) => [largest(fw), spec(fw), spec(fw, ['mysql', 'sqlc', 'migrations', 'docker-compose']), spec(fw, ['sqlite', 'gorm', 'docker'])]);
    for (const s of selections) {
      for (const projectName of ['Shop-API_2', 'a', 'x'.repeat(64), '9lives']) {
        const named = { ...s, projectName };
        expect(generateProjectFiles(named), `${s.framework} ${projectName}`).toEqual(composeProject(library(), named));
      }
    }
  });

  it('holds no template with the markers that stand for the name', () => {
    const lib = library();
    const parts = [lib.base, ...lib.frameworks.values(), ...[...lib.features.values(), ...lib.shared.values()].map((f) => f.part)];
    const texts = JSON.stringify(parts, (_, v) => (v instanceof Map ? [...v.entries()] : v));
    expect(texts).not.toMatch(/[\u0080-\u0083]/);
  });
});

// Timing figures on the site are measured ones: every figure in milliseconds that a page states is one that
// `npm run bench:generate` measured and the README's Benchmarks section records; a vague claim of speed
// ("well under a second") has no measurement behind it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}api${path.sep}`));
}

const benchmarks = (() => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Benchmarks');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
})();

describe('timing figures on the site', () => {
  const files = [...sources('app'), ...sources('components/site')];

  it('makes no claim of speed without a figure', () => {
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(/under a second|instant(ly)?\b|blazing/i);
  });

  it('states only the figures the benchmark measured', () => {
    const home = readFileSync(path.join(root, 'app/page.tsx'), 'utf8');
    expect(home).toMatch(/\d+-\d+ ms/);
    for (const f of files) {
      for (const [figure] of readFileSync(f, 'utf8').matchAll(/\b\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? ms\b/g)) expect(benchmarks, `${f}: ${figure}`).toContain(figure);
    }
  });
});

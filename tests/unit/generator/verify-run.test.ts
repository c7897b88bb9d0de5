// How the verification of generated projects runs on a slow machine: commands that never stall the
// probes of the configurations beside them, the warm-up that compiles the projects' dependencies once,
// and the report of where the run's time went.
import { describe, expect, it } from 'vitest';
import { generateProjectZip } from '@/lib/generator';
import { run } from '../../go/command';
import { slowest, CHECKS, type ConfigResult } from '../../go/verify';
import { importsOf, projectImports } from '../../go/warm';

describe('commands of the verification', () => {
  it('run a command without stalling the event loop, whose timers keep firing meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const r = await run('sleep', ['0.5']);
    clearInterval(timer);
    expect(r.code).toBe(0);
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('report a command that is not installed as code -1, and one that runs too long as killed', async () => {
    expect((await run('no-such-command-here', [])).code).toBe(-1);
    const slow = await run('sleep', ['5'], { timeoutMs: 100 });
    expect(slow.code).not.toBe(0);
    expect(slow.output).toContain('[killed after 0.1s]');
  });
});

describe('warm-up of the dependencies', () => {
  it('reads the import paths of gofmt-formatted files: single, aliased, blank, dot and grouped', () => {
    const source = [
      'package x',
      '',
      'import "fmt"',
      'import alias "github.com/a/b"',
      '',
      'import (',
      '\t"context"',
      '\t_ "github.com/lib/pq" // driver',
      '\t. "github.com/dot/imported"',
      '',
      '\tnamed "example.com/named/v2"',
      ')',
      '',
      'var s = "import \\"not/an/import\\""',
    ].join('\n');
    expect(importsOf(source)).toEqual(['fmt', 'github.com/a/b', 'context', 'github.com/lib/pq', 'github.com/dot/imported', 'example.com/named/v2']);
  });

  it("keeps a project's imports from other modules, not the standard library's nor its own", async () => {
    const zip = await generateProjectZip({ projectName: 'verify-app', framework: 'gin', features: ['gin', 'postgresql', 'router', 'middleware', 'env', 'gitignore'] });
    const project = await projectImports(zip);
    expect(project.modulePath).toBe('verify-app');
    expect(project.imports).toContain('github.com/gin-gonic/gin');
    expect(project.imports).toContain('github.com/jackc/pgx/v5/pgxpool');
    expect([...project.imports].filter((i) => !i.split('/')[0].includes('.') || i.startsWith('verify-app'))).toEqual([]);
    expect(project.requires.get('github.com/gin-gonic/gin')).toMatch(/^v1\./);
    expect([...project.sums].some((line) => line.startsWith('github.com/gin-gonic/gin '))).toBe(true);
  });
});

describe('report of the verification', () => {
  it('names the slowest configurations, each with its slowest checks', () => {
    const result = (name: string, seconds: number, secondsByCheck: ConfigResult['secondsByCheck']): ConfigResult => ({
      name,
      seconds,
      secondsByCheck,
      checks: Object.fromEntries(CHECKS.map((c) => [c, 'ok'])) as ConfigResult['checks'],
      failures: [],
      unreachable: 0,
    });
    const report = slowest([result('small', 10, { vet: 4, lint: 6 }), result('large', 90, { vet: 30, lint: 40, test: 15, boot: 5 }), result('middle', 40, { test: 40 })], 2);
    expect(report.split('\n')).toEqual(['    90s  large: lint 40s, vet 30s, test 15s', '    40s  middle: test 40s']);
  });
});

// Benchmark of heavy work against light requests: how fast GET /api/health answers while 16 clients send
// distinct worst-case diffs to a production build it starts itself (or --server). A worst-case diff is
// two large configurations on different frameworks (each framework's largest valid feature list) under
// new project names on both sides, so nothing is shared between requests and almost every file differs.
//
// It measures /api/health one request at a time, from a process of its own (so the load client's own
// work does not count), first with the server quiet, then under the load; a guest generate probe runs
// beside it. It prints the statuses of the diffs (200, 503 when past the heavy-work queue, 429), the
// diffs answered per second, and the health latency's median, p90 and max against the budget: median
// under 100 ms, max under 1 s.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scratch npm run bench:abuse -- \
//     [--seconds 20] [--concurrency 16] [--port 3403] [--no-build] [--server http://127.0.0.1:3000]
//
// Limits are off (every request comes from this one address; what is measured is the server under the
// load, as from many addresses). Without DATABASE_URL the server gets an embedded database of its own.
import { spawn } from 'node:child_process';
import { FRAMEWORKS, type Framework } from '@/lib/catalogue/features';
import { largestValidFeatures } from '@/lib/catalogue/largest';
import { implementedFeatureIds } from '@/lib/generator';
import { fmt, percentile, startProductionServer } from './server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(arg('seconds', '20'));
const QUIET_SECONDS = 5;
const CONCURRENCY = Number(arg('concurrency', '16'));
const PORT = Number(arg('port', '3403'));
const BUDGET = { median: 100, max: 1000 };

const largest = Object.fromEntries(FRAMEWORKS.map((f) => [f, largestValidFeatures(f as Framework, implementedFeatureIds())]));
/** Every ordered pair of two different frameworks. */
const PAIRS = FRAMEWORKS.flatMap((a) => FRAMEWORKS.filter((b) => b !== a).map((b) => [a, b] as const));
let n = 0;
/** A worst-case diff body, never sent before: new names on both sides, the next pair of frameworks. */
function worstCaseBody(): string {
  const i = n++;
  const [from, to] = PAIRS[i % PAIRS.length];
  const name = (side: string) => `abuse-${process.pid}-${i}-${side}-service`;
  return JSON.stringify({
    from: { projectName: name('from'), framework: from, features: largest[from] },
    to: { projectName: name('to'), framework: to, features: largest[to] },
  });
}

/**
 * A probe in a process of its own: calls `path` one request at a time (GET, or POST with `body`), `pauseMs`
 * apart, for `seconds`, then prints the latencies (ms) of the requests answered 200 as JSON.
 */
function probe(base: string, path: string, seconds: number, pauseMs: number, body?: string): Promise<{ times: number[]; failed: number }> {
  const code = `
    const [url, seconds, pause, body] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
    (async () => {
      const times = [];
      let failed = 0;
      const end = performance.now() + seconds * 1000;
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(url, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body } : {});
          await res.arrayBuffer();
          if (res.status === 200) times.push(performance.now() - t); else failed++;
        } catch { failed++; }
        await new Promise((r) => setTimeout(r, pause));
      }
      process.stdout.write(JSON.stringify({ times, failed }));
    })();`;
  const child = spawn('node', ['-e', code, `${base}${path}`, String(seconds), String(pauseMs), body ?? ''], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.once('exit', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe of ${path} exited with ${status}`)))),
  );
}

function summary(name: string, { times, failed }: { times: number[]; failed: number }): { median: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const max = sorted[sorted.length - 1];
  console.log(
    `  ${name.padEnd(26)} ${String(sorted.length).padStart(5)} answered, median ${fmt(median).padStart(10)}, p90 ${fmt(percentile(sorted, 90)).padStart(10)}, max ${fmt(max).padStart(10)}${failed ? `, ${failed} not 200` : ''}`,
  );
  return { median, max };
}

/** The diff load: `concurrency` clients, each sending one worst-case diff after the other, for `seconds`. */
async function diffLoad(base: string, concurrency: number, seconds: number) {
  const statuses = new Map<string, number>();
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        let status: string;
        try {
          const res = await fetch(`${base}/api/v1/generate/diff`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: worstCaseBody() });
          await res.arrayBuffer();
          status = String(res.status);
          if (res.status === 200) times.push(performance.now() - t);
        } catch {
          status = 'error';
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { statuses, times };
}

async function main() {
  const given = process.argv.indexOf('--server') > 0 ? arg('server', '') : '';
  const server = given
    ? { base: given.replace(/\/$/, ''), stop: async () => {} }
    : await startProductionServer(
        PORT,
        { RATE_LIMIT_GENERATE: 'off', RATE_LIMIT_DIFF: 'off', MAINTENANCE_ENABLED: 'false' },
        { build: !process.argv.includes('--no-build') },
      );
  try {
    const generateBody = JSON.stringify({ projectName: 'abuse-guest', framework: 'gin', features: largest.gin });
    // Warm-up: every pair once, and the probes' routes.
    for (let i = 0; i < PAIRS.length; i++) {
      const res = await fetch(`${server.base}/api/v1/generate/diff`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: worstCaseBody() });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`warm-up diff: status ${res.status}`);
    }
    await probe(server.base, '/api/health', 1, 10);
    await probe(server.base, '/api/v1/generate', 1, 10, generateBody);

    console.log(`\nQuiet server, ${QUIET_SECONDS} s (one request at a time, 20 ms apart):`);
    summary('GET /api/health', await probe(server.base, '/api/health', QUIET_SECONDS, 20));

    console.log(`\nWhile ${CONCURRENCY} clients send distinct worst-case diffs, ${SECONDS} s (probes one request at a time):`);
    const [load, health, guest] = await Promise.all([
      diffLoad(server.base, CONCURRENCY, SECONDS),
      probe(server.base, '/api/health', SECONDS, 20),
      probe(server.base, '/api/v1/generate', SECONDS, 200, generateBody),
    ]);
    const answered = summary('GET /api/health', health);
    summary('POST /api/v1/generate (guest)', guest);
    const ok = load.times.length;
    console.log(
      `  diffs: ${[...load.statuses].map(([s, c]) => `${c} x ${s}`).join(', ')}; ${(ok / SECONDS).toFixed(1)} answered 200 per second` +
        (ok ? `, their latency median ${fmt(percentile(load.times, 50))}, p99 ${fmt(percentile(load.times, 99))}` : ''),
    );
    const pass = answered.median < BUDGET.median && answered.max < BUDGET.max;
    console.log(
      `\n${pass ? 'PASS' : 'FAIL'}: /api/health under load, median ${fmt(answered.median)} (budget ${BUDGET.median} ms), max ${fmt(answered.max)} (budget ${BUDGET.max} ms)`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

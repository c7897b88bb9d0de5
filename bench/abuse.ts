// Benchmark of heavy and abusive work against light requests: how fast GET /api/health answers, from a
// process of its own (so the load client's own work does not count), one request at a time 20 ms apart,
// while a production build it starts itself (or --server) takes one of three loads:
//
// - diffs: 16 clients send distinct worst-case diffs, limits off. A worst-case diff is two large
//   configurations on different frameworks (each framework's largest valid feature list) under new
//   project names on both sides, so nothing is shared between requests and almost every file differs.
//   A guest generate probe runs beside it.
// - models: 1, 2 and 4 clients (each an address of its own, through X-Forwarded-For and
//   TRUSTED_PROXY_HOPS=1) each send distinct 30 x 40 models (PostgreSQL, migrations, swagger, postman,
//   readme) for 30 s, at the default limits: the first generation of a model is heavy work.
// - flood: one address keeps 200 requests in flight to /mcp, then to /features: cheap requests that must
//   be refused before they reach the work.
//
// Each prints the statuses of the load, and health's median, p90 and max against the budget (median
// under 100 ms, max under 1 s; with 4 model clients the median under 200 ms).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scratch npm run bench:abuse -- \
//     [--only diffs|models|flood] [--seconds 20] [--concurrency 16] [--port 3403] [--no-build] [--server http://127.0.0.1:3000]
//
// Without DATABASE_URL the server gets an embedded database of its own. --seconds and --concurrency are
// the diffs' (the models load runs 30 s, the flood 10 s per route).
import { spawn } from 'node:child_process';
import { FRAMEWORKS, type Framework } from '@/lib/catalogue/features';
import { largestValidFeatures } from '@/lib/catalogue/largest';
import { implementedFeatureIds } from '@/lib/generator';
import { largeModel } from '../tests/utils/large-model';
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

/** The statuses a load got (200, 429, 503, ...) and the latencies of the requests answered 200. */
interface LoadResult {
  statuses: Map<string, number>;
  times: number[];
}

/**
 * `clients` loops, each sending one request after the other for `seconds`: `request(client)` gives the
 * path and the fetch options of the next one.
 */
async function load(base: string, clients: number, seconds: number, request: (client: number) => [string, RequestInit]): Promise<LoadResult> {
  const statuses = new Map<string, number>();
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const t = performance.now();
        let status: string;
        try {
          const [path, init] = request(client);
          const res = await fetch(`${base}${path}`, init);
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

function loadSummary(name: string, { statuses, times }: LoadResult, seconds: number) {
  const ok = times.length;
  console.log(
    `  ${name}: ${[...statuses].sort().map(([s, c]) => `${c} x ${s}`).join(', ')}; ${(ok / seconds).toFixed(1)} answered 200 per second` +
      (ok ? `, their latency median ${fmt(percentile(times, 50))}, p99 ${fmt(percentile(times, 99))}` : ''),
  );
}

function verdict(what: string, health: { median: number; max: number }, budget: { median: number; max: number }): boolean {
  const pass = health.median < budget.median && health.max < budget.max;
  console.log(`${pass ? 'PASS' : 'FAIL'}: /api/health ${what}, median ${fmt(health.median)} (budget ${budget.median} ms), max ${fmt(health.max)} (budget ${budget.max} ms)`);
  return pass;
}

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

async function diffs(base: string): Promise<boolean> {
  const generateBody = JSON.stringify({ projectName: 'abuse-guest', framework: 'gin', features: largest.gin });
  // Warm-up: every pair once, and the probes' routes.
  for (let i = 0; i < PAIRS.length; i++) {
    const res = await fetch(`${base}/api/v1/generate/diff`, json(worstCaseBody()));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warm-up diff: status ${res.status}`);
  }
  await probe(base, '/api/health', 1, 10);
  await probe(base, '/api/v1/generate', 1, 10, generateBody);

  console.log(`\nQuiet server, ${QUIET_SECONDS} s (one request at a time, 20 ms apart):`);
  summary('GET /api/health', await probe(base, '/api/health', QUIET_SECONDS, 20));

  console.log(`\nWhile ${CONCURRENCY} clients send distinct worst-case diffs, ${SECONDS} s (probes one request at a time):`);
  const [diffLoad, health, guest] = await Promise.all([
    load(base, CONCURRENCY, SECONDS, () => ['/api/v1/generate/diff', json(worstCaseBody())]),
    probe(base, '/api/health', SECONDS, 20),
    probe(base, '/api/v1/generate', SECONDS, 200, generateBody),
  ]);
  const answered = summary('GET /api/health', health);
  summary('POST /api/v1/generate (guest)', guest);
  loadSummary('diffs', diffLoad, SECONDS);
  return verdict('under the diffs', answered, BUDGET);
}

const MODEL_SECONDS = 30;
const MODEL_FEATURES = ['postgresql', 'migrations', 'swagger', 'postman', 'readme'];
let models = 0;

/** Clients at the default limits, each from an address of its own, each model never sent before. */
async function distinctModels(base: string): Promise<boolean> {
  let pass = true;
  for (const clients of [1, 2, 4]) {
    const round = clients;
    const body = () => {
      const i = models++;
      return JSON.stringify({ projectName: `model-${i}`, framework: 'chi', features: MODEL_FEATURES, resources: largeModel(`m${process.pid}_${i}`, 30, 40) });
    };
    console.log(`\nWhile ${clients} client${clients === 1 ? '' : 's'} (an address each) send distinct 30 x 40 models, ${MODEL_SECONDS} s:`);
    const [modelLoad, health] = await Promise.all([
      load(base, clients, MODEL_SECONDS, (client) => ['/api/v1/generate', json(body(), { 'X-Forwarded-For': `10.${round}.0.${client + 1}` })]),
      probe(base, '/api/health', MODEL_SECONDS, 20),
    ]);
    const answered = summary('GET /api/health', health);
    loadSummary('models', modelLoad, MODEL_SECONDS);
    pass = verdict(`with ${clients} model client${clients === 1 ? '' : 's'}`, answered, clients === 4 ? { median: 200, max: Infinity } : BUDGET) && pass;
  }
  return pass;
}

const FLOOD_SECONDS = 10;
const FLOOD_IN_FLIGHT = 200;

/** One address keeps 200 cheap requests in flight, to /mcp and then to /features. */
async function flood(base: string): Promise<boolean> {
  const mcp = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  const routes: [string, () => [string, RequestInit]][] = [
    ['/mcp', () => ['/mcp', json(mcp, { Accept: 'application/json, text/event-stream', 'X-Forwarded-For': '10.9.0.1' })]],
    ['/features', () => ['/features', { headers: { 'X-Forwarded-For': '10.9.0.2' } }]],
  ];
  let pass = true;
  for (const [name, request] of routes) {
    // Warm-up: the route's first answer (its code loaded and compiled) from another address.
    const [path, init] = request();
    await (await fetch(`${base}${path}`, { ...init, headers: { ...init.headers, 'X-Forwarded-For': '10.9.1.1' } })).arrayBuffer();
    console.log(`\nWhile one address keeps ${FLOOD_IN_FLIGHT} requests to ${name} in flight, ${FLOOD_SECONDS} s:`);
    const [floodLoad, health] = await Promise.all([load(base, FLOOD_IN_FLIGHT, FLOOD_SECONDS, request), probe(base, '/api/health', FLOOD_SECONDS, 20)]);
    const answered = summary('GET /api/health', health);
    loadSummary(name, floodLoad, FLOOD_SECONDS);
    pass = verdict(`under the flood of ${name}`, answered, BUDGET) && pass;
  }
  return pass;
}

/** Each load on a server of its own: the diffs with the limits off, the others at the default limits. */
const SCENARIOS: Record<string, { env: Record<string, string>; run: (base: string) => Promise<boolean> }> = {
  diffs: { env: { RATE_LIMIT_GENERATE: 'off', RATE_LIMIT_DIFF: 'off', RATE_LIMIT_REQUESTS: 'off' }, run: diffs },
  models: { env: { TRUSTED_PROXY_HOPS: '1' }, run: distinctModels },
  flood: { env: { TRUSTED_PROXY_HOPS: '1' }, run: flood },
};

async function main() {
  const given = process.argv.indexOf('--server') > 0 ? arg('server', '') : '';
  const only = arg('only', '');
  const names = only ? [only] : Object.keys(SCENARIOS);
  if (names.some((n) => !SCENARIOS[n])) throw new Error(`--only takes one of ${Object.keys(SCENARIOS).join(', ')}`);
  const failed: string[] = [];
  let built = process.argv.includes('--no-build');
  for (const name of names) {
    const scenario = SCENARIOS[name];
    const server = given
      ? { base: given.replace(/\/$/, ''), stop: async () => {} }
      : await startProductionServer(PORT, { ...scenario.env, MAINTENANCE_ENABLED: 'false' }, { build: !built });
    built = true;
    try {
      if (!(await scenario.run(server.base))) failed.push(name);
    } finally {
      await server.stop();
    }
  }
  console.log(`\n${failed.length ? `FAIL: ${failed.join(', ')}` : 'PASS: every load'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

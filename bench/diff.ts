// Benchmark of the diff between two configurations, on the largest pair: the base project (the
// framework alone) against the largest valid one (every compatible feature, lib/catalogue/largest).
// In-process: median time of diffConfigurations (both sides validated and generated, then compared)
// and of its comparison alone. Over HTTP, against a production build it starts itself (or --server):
// median and p90 round trip of POST /api/v1/generate/diff (JSON) and of GET (the patch). Budget:
// under 50 ms over HTTP.
//
//   npm run bench:diff [-- --runs 200] [--requests 100] [--no-http] [--server http://127.0.0.1:3000]
//
// react-server condition (see package.json): the generation modules carry the server-only marker.
import { FRAMEWORKS } from '@/lib/catalogue/features';
import { largestValidFeatures } from '@/lib/catalogue/largest';
import { toProjectSpec } from '@/lib/generation';
import { diffConfigurations } from '@/lib/generation/compare';
import { diffProjects } from '@/lib/generation/diff';
import { generateProjectFiles, implementedFeatureIds } from '@/lib/generator';
import { fmt, percentile, startProductionServer, runBench } from './server';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('runs') ?? 200);
const REQUESTS = Number(arg('requests') ?? 100);
const PORT = Number(arg('port') ?? 3401);
const BUDGET_MS = 50;


function largestPair(framework: string) {
  const to = largestValidFeatures(framework as (typeof FRAMEWORKS)[number], implementedFeatureIds());
  return { from: { projectName: 'bench', framework, features: [] }, to: { projectName: 'bench', framework, features: to } };
}

async function time(runs: number, fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

async function inProcess() {
  console.log(`In-process, base -> largest: median of ${RUNS} runs after 20 warm-up runs`);
  console.log('framework  features  changed  lines(+/-)     patch      whole (median, p90)    comparison alone');
  for (const framework of FRAMEWORKS) {
    const pair = largestPair(framework);
    const { answer, patch } = await diffConfigurations(pair);
    const whole = await time(RUNS, () => diffConfigurations(pair));
    const from = generateProjectFiles(toProjectSpec(pair.from).spec).map((f) => ({ ...f, mode: 0o100644 }));
    const to = generateProjectFiles(toProjectSpec(pair.to).spec).map((f) => ({ ...f, mode: 0o100644 }));
    const compare = await time(RUNS, () => diffProjects(from, to));
    const s = answer.summary;
    console.log(
      `${framework.padEnd(10)} ${String(answer.to.features.length).padEnd(9)} ${String(answer.files.length).padEnd(8)} ${`+${s.lines_added}/-${s.lines_removed}`.padEnd(14)} ${`${(patch.length / 1024).toFixed(0)} KiB`.padEnd(10)} ${`${fmt(percentile(whole, 50))}, ${fmt(percentile(whole, 90))}`.padEnd(22)} ${fmt(percentile(compare, 50))}`,
    );
  }
}

async function overHttp() {
  const given = arg('server');
  // Latency, not the per-address limit, is measured: every request comes from this one address.
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startProductionServer(PORT, { RATE_LIMIT_GENERATE: 'off', RATE_LIMIT_DIFF: 'off', RATE_LIMIT_REQUESTS: 'off' });
  try {
    console.log(`\nOver HTTP (${server.base}), base -> largest, ${REQUESTS} sequential requests after 20 warm-up requests`);
    let over = false;
    for (const framework of FRAMEWORKS) {
      const pair = largestPair(framework);
      const query = new URLSearchParams({ projectName: 'bench', framework, to: pair.to.features.join(',') });
      const calls: [string, () => Promise<Response>][] = [
        [
          'POST (JSON)',
          () => fetch(`${server.base}/api/v1/generate/diff`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(pair) }),
        ],
        ['GET (patch)', () => fetch(`${server.base}/api/v1/generate/diff?${query}`)],
      ];
      for (const [name, call] of calls) {
        let bytes = 0;
        const times = await time(REQUESTS, async () => {
          const res = await call();
          bytes = (await res.arrayBuffer()).byteLength;
          if (res.status !== 200) throw new Error(`${framework} ${name}: status ${res.status}`);
        });
        const median = percentile(times, 50);
        over ||= median >= BUDGET_MS;
        console.log(`${framework.padEnd(7)} ${name.padEnd(12)} ${`${(bytes / 1024).toFixed(0)} KiB`.padEnd(8)} median ${fmt(median)}, p90 ${fmt(percentile(times, 90))}`);
      }
    }
    console.log(over ? `\nOVER BUDGET: a median is ${BUDGET_MS} ms or more` : `\nEvery median is under the ${BUDGET_MS} ms budget`);
  } finally {
    await server.stop();
  }
}

runBench(inProcess, overHttp);

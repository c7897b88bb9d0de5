// Benchmark of generation: the in-process time to build the largest valid project's zip, then the
// generate endpoint of a production build under load (requests/s, p50, p99), then the round trip of
// the catalogue and of validation.
//
//   npx tsx bench/generate.ts [--runs 200] [--seconds 10] [--concurrency 8] [--no-http]
//
// The load comes from this same process on loopback, so on a 2-core machine client and server share
// the CPU: the figures are a floor, not a ceiling. Set
// DATABASE_URL to measure with PostgreSQL (each request records a generation row), as in production.
import { largestValidFeatures } from '@/lib/catalogue/largest';
import { FRAMEWORKS } from '@/lib/catalogue/features';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectZip, implementedFeatureIds } from '@/lib/generator';
import { composeProject } from '@/lib/generator/compose';
import { library } from '@/lib/generator/library';
import { canonicalModel } from '@/lib/resources/canonical';
import { MAX_RESOURCES } from '@/lib/resources/model';
import { largeModel } from '../tests/utils/large-model';
import { fmt, measureLoad, percentile, startProductionServer, runBench } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 200);
const SECONDS = arg('seconds', 10);
const CONCURRENCY = arg('concurrency', 8);
const PORT = arg('port', 3400);


async function inProcess() {
  console.log(`In-process: median of ${RUNS} runs after 20 warm-up runs, a new project name each run`);
  console.log('framework  features  files-zip  median     p90');
  for (const framework of FRAMEWORKS) {
    const features = largestValidFeatures(framework, implementedFeatureIds());
    const spec = { projectName: 'largest', framework, features: validateConfiguration({ framework, features }, implementedFeatureIds()).adjusted_features };
    let size = 0;
    for (let i = 0; i < 20; i++) size = (await generateProjectZip({ ...spec, projectName: `warm-${i}` })).byteLength;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A new project name every run, as from different users: files that mention it are built anew.
      const named = { ...spec, projectName: `largest-${i}` };
      const t = performance.now();
      await generateProjectZip(named);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`${framework.padEnd(10)} ${String(spec.features.length).padEnd(9)} ${`${(size / 1024).toFixed(1)} KiB`.padEnd(10)} ${fmt(percentile(times, 50)).padEnd(10)} ${fmt(percentile(times, 90))}`);
  }

  // A selection's first project also composes it and compresses the pieces no earlier selection had.
  console.log('\nFirst project of a selection not generated before (the largest without one feature), median:');
  for (const framework of FRAMEWORKS) {
    const all = largestValidFeatures(framework, implementedFeatureIds());
    const seen = new Set([validateConfiguration({ framework, features: all }, implementedFeatureIds()).adjusted_features.sort().join(',')]);
    const times: number[] = [];
    for (const left of all) {
      const result = validateConfiguration({ framework, features: all.filter((f) => f !== left) }, implementedFeatureIds());
      const features = result.adjusted_features;
      const key = [...features].sort().join(',');
      if (!result.is_valid || seen.has(key)) continue;
      seen.add(key);
      const t = performance.now();
      await generateProjectZip({ projectName: `first-${left}`, framework, features });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`${framework.padEnd(10)} ${String(times.length).padStart(2)} selections  median ${fmt(percentile(times, 50))}, p90 ${fmt(percentile(times, 90))}`);
  }
}

async function models() {
  const runs = Math.max(10, Math.round(RUNS / 10));
  const framework = 'chi' as const;
  const features = validateConfiguration({ framework, features: ['postgresql', 'migrations', 'router'] }, implementedFeatureIds()).adjusted_features;
  // The budget is the first composition of a model in a warm process (the templates loaded, the code
  // compiled): composeProject itself, a new model each run, after a warm-up composition of each size.
  console.log(`\nComposing a model never composed before (chi, PostgreSQL, migrations, router), median of ${runs} runs:`);
  for (const fields of [20, 40]) {
    const model = (tag: string) => canonicalModel(largeModel(tag, MAX_RESOURCES, fields));
    composeProject(library(), { projectName: 'warm-up', framework, features, resources: model(`w${fields}`) });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const spec = { projectName: `model-${i}`, framework, features, resources: model(`c${fields}x${i}`) };
      const t = performance.now();
      composeProject(library(), spec);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const budget = fields === 20 ? `  (budget 50 ms${percentile(times, 50) > 50 ? ': OVER' : ''})` : '';
    console.log(`${MAX_RESOURCES} x ${fields} fields: median ${fmt(percentile(times, 50))}, p90 ${fmt(percentile(times, 90))}${budget}`);
  }

  // The whole first download of a 30 x 20 model (composition and compression), and a project of the
  // same selection again (the plan cache).
  const first: number[] = [];
  const again: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const spec = { projectName: `model-${i}`, framework, features, resources: canonicalModel(largeModel(`m${i}`)) } as const;
    let t = performance.now();
    await generateProjectZip(spec);
    first.push(performance.now() - t);
    t = performance.now();
    size = (await generateProjectZip({ ...spec, projectName: `model-${i}-again` })).byteLength;
    again.push(performance.now() - t);
  }
  first.sort((a, b) => a - b);
  again.sort((a, b) => a - b);
  console.log(`first zip of a 30 x 20 model: median ${fmt(percentile(first, 50))}, p90 ${fmt(percentile(first, 90))}`);
  console.log(`again (plan cache):           median ${fmt(percentile(again, 50))}, p90 ${fmt(percentile(again, 90))}  (budget 5 ms)`);
  console.log(`zip: ${(size / 1024).toFixed(1)} KiB`);
}

async function overHttp() {
  // Throughput, not the per-address limit, is measured: every request comes from this one address.
  const server = await startProductionServer(PORT, { RATE_LIMIT_GENERATE: 'off', RATE_LIMIT_REQUESTS: 'off' });
  const { base } = server;
  try {
    const features = largestValidFeatures('gin', implementedFeatureIds());
    let count = 0;
    const post = async () => {
      // A new project name every request, as from different users.
      const body = JSON.stringify({ projectName: `bench-${++count}`, framework: 'gin', features });
      const res = await fetch(`${base}/api/v1/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status ${res.status}`);
    };
    for (let i = 0; i < 50; i++) await post();

    const load = await measureLoad(post, CONCURRENCY, SECONDS);
    console.log(`\nPOST /api/v1/generate (largest gin project), ${CONCURRENCY} concurrent for ${SECONDS} s`);
    console.log(`requests: ${load.requests}, errors: ${load.errors}`);
    console.log(`throughput: ${load.rps.toFixed(1)} req/s`);
    console.log(`latency p50: ${fmt(load.p50)}, p99: ${fmt(load.p99)}`);

    // The catalogue and validation, one request at a time: the round trip on loopback bounds the
    // server's time from above (budget: under 5 ms).
    const light: [string, () => Promise<Response>][] = [
      ['GET /features', () => fetch(`${base}/features`)],
      ['POST /api/v1/generate/validate', () => fetch(`${base}/api/v1/generate/validate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ framework: 'gin', features }) })],
    ];
    console.log('');
    for (const [name, call] of light) {
      const times: number[] = [];
      for (let i = 0; i < 220; i++) {
        const t = performance.now();
        const res = await call();
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${name}: status ${res.status}`);
        if (i >= 20) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`${name}, 200 sequential requests: p50 ${fmt(percentile(times, 50))}, p99 ${fmt(percentile(times, 99))}`);
    }
  } finally {
    await server.stop();
  }
}

runBench(async () => {
  await inProcess();
  await models();
}, overHttp);

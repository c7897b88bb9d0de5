import { largestValidFeatures } from '@/lib/catalogue/largest';
import { implementedFeatureIds } from '@/lib/generator';
import { measureLoad, PRODUCTION_ENV, startProcess } from './bench/server';
const features = largestValidFeatures('gin', implementedFeatureIds());
let n = 0;
const base = 'http://127.0.0.1:3420';
async function main() {
  const env = { ...process.env, ...PRODUCTION_ENV, NEXT_DIST_DIR: '.next-bench', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bench_scratch', RATE_LIMIT_GENERATE: '999999/60', RATE_LIMIT_REQUESTS: 'off' };
  const server = await startProcess('node', ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', 'node_modules/next/dist/bin/next', 'start', '-p', '3420'], { env, stdio: 'ignore' }, () => fetch(`${base}/features`).then((r) => r.ok, () => false));
  const post = async () => {
    const res = await fetch(`${base}/api/v1/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ projectName: `p-${++n}`, framework: 'gin', features }) });
    await res.arrayBuffer();
  };
  for (let i = 0; i < 100; i++) await post();
  const load = await measureLoad(post, 16, 8);
  console.log(load.rps, load.p50, load.p99);
  await server.stop();
}
void main();

// Benchmark of kept zips: what recording a generation costs, against a production build with
// PostgreSQL, at one concurrency. One run measures, in rounds:
//   - bare: a plain Node http server sending the same bytes for the same body, built by the same
//     generator (bench/bare-server.ts: no Next.js, no database), the floor guest generate is held to;
//   - fixed bytes, for reference: a plain Node http server sending one zip built beforehand;
//   - validate, for reference: POST /api/v1/generate/validate with the same body, a route of the site
//     that reads the body, checks the selection and answers a small JSON, with no database: the cost of
//     Next.js's request pipeline alone;
//   - guest: POST /api/v1/generate without a sign-in (its row of platform statistics written behind the answer);
//   - signed-in, FILE_STORAGE=database: a bearer token, the zip kept: its row, and its selection's plan
//     stored once (lib/history/plans) in the stored_files table;
//   - signed-in, FILE_STORAGE=s3: the same, the plan stored in a MinIO this benchmark starts;
// and prints medians of the rounds, the ratios guest/bare and signed-in/guest (guest measured against
// the same server), and whether each meets its target.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scratch npm run bench:keep -- \
//     [--seconds 8] [--concurrency 16] [--rounds 3] [--port 3402] [--no-build] [--only database|s3]
//
// Every request names a new project. The load client runs in this process on the same machine, so on
// two cores it takes CPU from the server: compare the ratios of one run, not figures across machines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import postgres from 'postgres';
import { largestValidFeatures } from '@/lib/catalogue/largest';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectZip, implementedFeatureIds } from '@/lib/generator';
import { startMinIO, type MinIO } from '../tests/utils/minio';
import { cpuMs, fmt, measureLoad, median, ownCpuMs, PRODUCTION_ENV, signedInToken, startProcess, startProductionServer, type LoadFigures } from './server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(arg('seconds', '8'));
const CONCURRENCY = Number(arg('concurrency', '16'));
const ROUNDS = Number(arg('rounds', '3'));
const PORT = Number(arg('port', '3402'));
const ONLY = arg('only', '');

/** Issue 18's targets, at 16 concurrent. */
// The budgets of the design (guest at least 0.6 of bare with p99 under 100 ms; signed-in at least 0.6 of
// guest with p99 under 150 ms) on these 2-core machines.
const TARGETS = { guestOverBare: 0.6, guestP99: 100, keptOverGuest: 0.6, keptP99: 150 };

type Storage = 'database' | 's3';

const features = largestValidFeatures('gin', implementedFeatureIds());
let n = 0;
/** A new project name every request, as from different users. */
const body = () => JSON.stringify({ projectName: `keep-${process.pid}-${++n}`, framework: 'gin', features });

async function post(url: string, token?: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body(),
  });
  const bytes = await res.arrayBuffer();
  if (res.status !== 200 || bytes.byteLength === 0) throw new Error(`status ${res.status}`);
}

/** A Node http server in a process of its own, up once it answers a generation's body. */
async function startBareServer(args: string[], port: number): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}/`;
  const answers = () => fetch(url, { method: 'POST', body: body() }).then((r) => r.arrayBuffer().then(() => true), () => false);
  // With the site's production settings: the floor is held to the same allocator.
  const env = { ...process.env, ...PRODUCTION_ENV };
  return { url, ...(await startProcess('node', [...args, String(port)], { stdio: 'inherit', env }, answers, { tries: 100, intervalMs: 100 })) };
}

/**
 * For reference only: a server answering one zip, built once, to every request (the bytes of another
 * project name): what sending costs without building.
 */
function startFixedBytesServer(zip: Uint8Array, port: number) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-bare-')), 'project.zip');
  fs.writeFileSync(file, zip);
  const code = `
    const zip = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Cache-Control': 'private, no-store', 'Content-Type': 'application/zip', 'Content-Length': zip.byteLength });
        res.end(zip);
      });
    }).listen(Number(process.argv[1]), '127.0.0.1');`;
  return startBareServer(['-e', code], port).then((server) => ({
    ...server,
    stop: () => server.stop().then(() => fs.rmSync(path.dirname(file), { recursive: true, force: true })),
  }));
}

async function startS3(): Promise<{ minio: MinIO; env: Record<string, string> }> {
  const minio = await startMinIO();
  const bucket = 'bench-zips';
  const client = new AwsClient({ accessKeyId: minio.accessKey, secretAccessKey: minio.secretKey, service: 's3', region: 'us-east-1' });
  const made = await client.fetch(`${minio.endpoint}/${bucket}`, { method: 'PUT' });
  if (!made.ok) throw new Error(`MinIO bucket: HTTP ${made.status}`);
  return {
    minio,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: minio.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: minio.accessKey,
      S3_SECRET_ACCESS_KEY: minio.secretKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}

/** The medians of each figure over the rounds. */
const medianOf = (rounds: LoadFigures[]): LoadFigures => ({
  requests: median(rounds.map((r) => r.requests)),
  errors: rounds.reduce((s, r) => s + r.errors, 0),
  rps: median(rounds.map((r) => r.rps)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  cpu: Object.fromEntries(Object.keys(rounds[0].cpu).map((name) => [name, median(rounds.map((r) => r.cpu[name]))])),
});

const line = (name: string, f: LoadFigures) =>
  `  ${name.padEnd(22)} ${f.rps.toFixed(1).padStart(6)} req/s  p50 ${fmt(f.p50).padStart(9)}  p99 ${fmt(f.p99).padStart(9)}  errors ${f.errors}` +
  `\n  ${''.padEnd(22)} per request: ${Object.entries(f.cpu).map(([k, v]) => `${k} ${v.toFixed(2)}${k.endsWith('cpu') ? ' ms' : ''}`).join(', ')}`;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) throw new Error('set DATABASE_URL to a scratch PostgreSQL database');
  const framework = 'gin';
  const zip = await generateProjectZip({
    projectName: 'fixed-bytes',
    framework,
    features: validateConfiguration({ framework, features }, implementedFeatureIds()).adjusted_features,
  });
  const bare = await startBareServer(['--import', 'tsx', 'bench/bare-server.ts'], PORT + 1);
  const fixed = await startFixedBytesServer(zip, PORT + 2);
  const storages: Storage[] = ONLY === 'database' || ONLY === 's3' ? [ONLY] : ['database', 's3'];
  const results: Record<string, LoadFigures[]> = {};
  const add = (name: string, figures: LoadFigures) => {
    (results[name] ??= []).push(figures);
    console.log(line(name, figures));
  };
  let built = process.argv.includes('--no-build');
  try {
    for (const storage of storages) {
      const s3 = storage === 's3' ? await startS3() : undefined;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-keep-'));
      const server = await startProductionServer(
        PORT,
        {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          FILE_STORAGE: storage,
          ...s3?.env,
          // The per-address limit is not what is measured (every request comes from this address), but
          // its counter is: the largest rule the configuration accepts.
          RATE_LIMIT_GENERATE: '999999/60',
          RATE_LIMIT_REQUESTS: 'off',
          RATE_LIMIT_REGISTER: '1000/3600',
          // Every zip of the run is kept: the quota is not what is measured.
          STORAGE_QUOTA_MB: '1000000',
          MAINTENANCE_ENABLED: 'false',
        },
        { build: !built },
      );
      built = true;
      // The server's connections: their backends' CPU time is the database's share of a request.
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      const backends = async () =>
        cpuMs((await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`).map((r) => r.pid));
      try {
        const token = await signedInToken(server.base, path.join(dataDir, 'outbox'), `keep-${storage}`);
        const generate = `${server.base}/api/v1/generate`;
        // CPU meters: the load client, the server, the database backends of its connections, MinIO.
        // What the kept zips add to the database's file storage, per request.
        const storedKiB = async () => Number((await sql<{ n: string }[]>`select coalesce(sum(size), 0) as n from stored_files`)[0].n) / 1024;
        const site = {
          'client cpu': ownCpuMs,
          'server cpu': () => cpuMs([server.pid]),
          'db cpu': backends,
          ...(s3 ? { 'minio cpu': () => cpuMs([s3.minio.pid]) } : { 'stored KiB': storedKiB }),
        };
        const kinds: [string, () => Promise<void>, Record<string, () => Promise<number> | number>][] = [
          ['bare', () => post(bare.url), { 'client cpu': ownCpuMs, 'server cpu': () => cpuMs([bare.pid]) }],
          [`guest (${storage})`, () => post(generate), site],
          [`signed-in ${storage}`, () => post(generate, token), site],
          [`validate (${storage})`, () => post(`${server.base}/api/v1/generate/validate`), site],
          ['fixed bytes', () => post(fixed.url), { 'client cpu': ownCpuMs, 'server cpu': () => cpuMs([fixed.pid]) }],
        ];
        for (const [, call] of kinds) for (let i = 0; i < 50; i++) await call();
        console.log(`\nFILE_STORAGE=${storage}: ${CONCURRENCY} concurrent, ${SECONDS} s per measure, ${ROUNDS} rounds`);
        // Transactions of the database (each statement outside one is its own): round trips per request.
        const xacts = async () =>
          Number((await sql<{ n: string }[]>`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`)[0].n);
        // The figures of a ratio are measured next to each other (bare then guest, guest then signed-in),
        // and every other round in the reverse order: on a machine whose speed drifts from one minute to
        // the next (the bare server's rounds have moved between 800 and 1,450 requests/s), the two figures
        // of a ratio see the same machine.
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, call, processes] of round % 2 ? [...kinds].reverse() : kinds) {
            const before = await xacts();
            const figures = await measureLoad(call, CONCURRENCY, SECONDS, processes);
            // The statistics reach pg_stat_database within a second.
            if (processes === site) {
              await new Promise((r) => setTimeout(r, 1100));
              figures.cpu['db xacts'] = ((await xacts()) - before) / figures.requests;
            }
            add(name, figures);
          }
        }
      } finally {
        await sql.end({ timeout: 5 });
        await server.stop();
        await s3?.minio.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await bare.stop();
    await fixed.stop();
  }

  const m = Object.fromEntries(Object.entries(results).map(([name, rounds]) => [name, medianOf(rounds)]));
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(`\nMedians of ${ROUNDS} rounds, ${CONCURRENCY} concurrent (${(zip.byteLength / 1024).toFixed(0)} KiB zip)`);
  for (const [name, f] of Object.entries(m)) console.log(line(name, f));
  let failed = false;
  const check = (label: string, ok: boolean) => {
    failed ||= !ok;
    console.log(`  ${label.padEnd(58)} ${verdict(ok)}`);
  };
  console.log('');
  for (const storage of storages) {
    const guest = m[`guest (${storage})`];
    const kept = m[`signed-in ${storage}`];
    // Ratios of figures measured in the same round, round by round, then their median. The bare server's
    // rounds of every storage are in one list.
    const ratio = (name: string, base: LoadFigures[]) => median(results[name].map((f, i) => f.rps / base[i].rps));
    const bareRounds = results.bare.slice(storages.indexOf(storage) * ROUNDS);
    const guestOverBare = ratio(`guest (${storage})`, bareRounds);
    const keptOverGuest = ratio(`signed-in ${storage}`, results[`guest (${storage})`]);
    const validateOverBare = ratio(`validate (${storage})`, bareRounds);
    console.log(`  validate/bare (${storage} server) ${validateOverBare.toFixed(2)}: Next.js's pipeline alone, no database, no zip`);
    check(`guest/bare (${storage} server) ${guestOverBare.toFixed(2)} >= ${TARGETS.guestOverBare}`, guestOverBare >= TARGETS.guestOverBare);
    check(`guest p99 ${fmt(guest.p99)} < ${TARGETS.guestP99} ms`, guest.p99 < TARGETS.guestP99);
    check(`signed-in ${storage}/guest ${keptOverGuest.toFixed(2)} >= ${TARGETS.keptOverGuest}`, keptOverGuest >= TARGETS.keptOverGuest);
    check(`signed-in ${storage} p99 ${fmt(kept.p99)} < ${TARGETS.keptP99} ms`, kept.p99 < TARGETS.keptP99);
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// Outage benchmark: a signed-in generate load on a production build with PostgreSQL, and PostgreSQL
// restarted in the middle. Prints the requests, their statuses by code, the timeouts, how long the
// service took to answer 200 again after the restart began, and the acknowledged projects (a 200 with
// the zip) that the history lacks afterwards, which must be 0. During the outage the API answers
// 503 SERVICE_UNAVAILABLE with Retry-After; any other failure status is a finding.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/gostarter_bench npx tsx bench/outage.ts \
//     [--seconds 20] [--concurrency 8] [--restart-at 6] [--port 3401]
//
// Restarts the local cluster with `pg_ctlcluster <version> main restart` (PG_RESTART_COMMAND replaces
// it), so it needs the rights to do that; it stops nothing else.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { signedInToken, startProductionServer } from './server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 20);
const CONCURRENCY = arg('concurrency', 8);
const RESTART_AT = arg('restart-at', 6);
const PORT = arg('port', 3401);
const REQUEST_TIMEOUT_MS = 10_000;

const RESTART = process.env.PG_RESTART_COMMAND ?? `pg_ctlcluster --skip-systemctl-redirect ${fs.readdirSync('/etc/postgresql')[0]} main restart`;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) throw new Error('set DATABASE_URL to a PostgreSQL database of the local cluster');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-outage-'));
  const server = await startProductionServer(PORT, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RATE_LIMIT_GENERATE: 'off', RATE_LIMIT_REGISTER: '1000/3600', RATE_LIMIT_REQUESTS: 'off' });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const token = await signedInToken(server.base, path.join(dataDir, 'outbox'), 'outage');
    const statuses = new Map<string, number>();
    const acknowledged: string[] = [];
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    let restartBegan = 0;
    let lastFailure = 0;
    let firstSuccessAfter = 0;
    let n = 0;
    const started = Date.now();
    const end = started + SECONDS * 1000;

    const restart = (async () => {
      await new Promise((r) => setTimeout(r, RESTART_AT * 1000));
      restartBegan = Date.now();
      console.log(`t=${((restartBegan - started) / 1000).toFixed(1)}s restarting PostgreSQL: ${RESTART}`);
      execSync(RESTART, { stdio: 'inherit' });
      console.log(`t=${((Date.now() - started) / 1000).toFixed(1)}s PostgreSQL is back`);
    })();

    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) {
          const projectName = `outage-${process.pid}-${++n}`;
          try {
            const res = await fetch(`${server.base}/api/v1/generate`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({ projectName, framework: 'gin', features: ['postgresql', 'docker'] }),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            const body = new Uint8Array(await res.arrayBuffer());
            count(String(res.status));
            if (res.status === 200 && body.byteLength > 0) {
              acknowledged.push(projectName);
              if (restartBegan && Date.now() > restartBegan && !firstSuccessAfter && lastFailure) firstSuccessAfter = Date.now();
            } else {
              if (res.status === 503 && !res.headers.get('retry-after')) count('503 without Retry-After');
              lastFailure = Date.now();
              firstSuccessAfter = 0;
              await new Promise((r) => setTimeout(r, 200));
            }
          } catch {
            count('timeout or connection error');
            lastFailure = Date.now();
            firstSuccessAfter = 0;
          }
        }
      }),
    );
    await restart;

    const stored = await sql<{ project_name: string }[]>`
      select project_name from generations where project_name like ${`outage-${process.pid}-%`} and zip_file_status = 'available'`;
    const kept = new Set(stored.map((r) => r.project_name));
    const missing = acknowledged.filter((name) => !kept.has(name));
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);

    console.log(`\nSigned-in generate, ${CONCURRENCY} concurrent, ${SECONDS} s, PostgreSQL restarted at ${RESTART_AT} s`);
    console.log(`requests: ${total}`);
    for (const [status, k] of [...statuses.entries()].sort()) console.log(`  ${status}: ${k}`);
    console.log(`recovery: ${firstSuccessAfter && restartBegan ? `${((firstSuccessAfter - restartBegan) / 1000).toFixed(1)} s from the restart to the first 200 after the last failure` : lastFailure ? 'not recovered' : 'no failure seen'}`);
    console.log(`acknowledged projects missing afterwards: ${missing.length} of ${acknowledged.length}`);
    if (missing.length > 0 || [...statuses.keys()].some((s) => s !== '200' && s !== '503')) process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

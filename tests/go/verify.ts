// Verifies generated projects with the real Go toolchain: for each configuration of the matrix, the
// zip from generateProjectZip is unpacked and must pass gofmt -l, go vet, go build, go test (without a
// database, then with its services: a scratch PostgreSQL or MariaDB database, the local Redis), go mod
// tidy -diff, and boot: the binary starts with the values of .env.example (PORT set to a free port,
// DATABASE_URL or MYSQL_DSN pointed at a scratch database, SQLite in the project's directory), answers
// GET /health with 200, passes the probes of its features (tests/go/probes.ts: the requests a user
// tries first), and exits cleanly on SIGTERM; with air, `make dev`'s live reload must build, serve /health
// and stop on SIGINT too (tests/go/air.ts).
//
//   npx tsx tests/go/verify.ts               representative subset (base and largest per framework, each pairwise set once)
//   npx tsx tests/go/verify.ts --all         every configuration of tests/go/matrix.ts
//   npx tsx tests/go/verify.ts --only gin-largest [--only ...]   named configurations
//   npx tsx tests/go/verify.ts --config gin:mysql,gorm [--config ...]   any configuration
//   npx tsx tests/go/verify.ts --config chi:postgresql --model tests/go/models/library.json
//                                            the configurations of --config serve that resource model
//   options: --jobs N (configurations side by side; default: the machine's cores + 1), --keep (keep the unpacked
//   projects), --summary FILE (write the slowest configurations there too: npm test prints them at its end),
//   --ledger FILE (configurations that passed on the same bytes are not run again: tests/go/ledger.ts)
//
// Then the wiring: `deadcode ./cmd/...` prints nothing (dead: every function the generator wrote is
// reachable from a binary); 404, 405 (with Allow), 413 and 415 answer the JSON error shape and a
// malformed request ID is replaced (contract);
// with a resource model and the swagger feature, the booted service is fuzzed against its own
// docs/swagger.yaml (fuzz, tests/go/fuzz.ts): fast-check draws valid and invalid requests from the
// document's schemas (creates with their references, reads at Location, filtered and sorted lists,
// replaces, deletes; wrong types, bounds, enums, formats, NUL, lone surrogates, deep JSON, extreme
// timestamps, bad query values), and every answer must be documented (status, content type, schema),
// with no 5xx, invalid input refused and valid input kept; at most FUZZ_CASES requests or FUZZ_MS per
// configuration (GO_VERIFY_FUZZ_CASES, GO_VERIFY_FUZZ_SECONDS), one seed per run, printed with the
// column (GO_VERIFY_FUZZ_SEED=N replays it); `--config chi:postgresql,migrations,swagger --model
// tests/go/models/alltypes.json` runs it on one configuration, `npx tsx tests/go/fuzz.ts` on a service
// already running;
// with a database, a note (or a row of the model's first resource) created over HTTP is still there
// after the binary restarts (restart); with
// docker-compose, the binary boots and answers /health on the environment compose.yaml gives the app,
// read with compose-go, each service's host mapped to this machine's server (compose); tests/go/wiring.ts.
// golangci-lint and deadcode must be on PATH (npm test installs them: scripts/go-tools.sh); the files column checks
// non-Go files (tests/go/files.ts: actionlint on GitHub workflows, the structure of compose.yaml, an
// OpenAPI validator on docs/swagger.yaml, Postman's library, sqlc diff).
// The other servers (NATS, RabbitMQ, MQTT, MinIO for S3, kfake for Kafka): tests/go/services.ts.
// PostgreSQL: GO_VERIFY_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable.
// MySQL: the local MariaDB through the mysql client as root on 127.0.0.1:3306 (GO_VERIFY_MYSQL_HOST/PORT).
// Uses the default GOCACHE/GOMODCACHE, so runs after the first are fast.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import JSZip from 'jszip';
import postgres from 'postgres';
import { generateProjectZip } from '../../lib/generator';
import { nameValues } from '../../lib/generator/compose';
import { buildMatrix, customEntry, readModel, VERIFY_PROJECT_NAME, type MatrixEntry } from './matrix';
import { checkAir } from './air';
import { capture, HELPERS, helperBinary, run, type Outcome } from './command';
import { checkFiles } from './files';
import { fuzzSeed, fuzzService, type FuzzReport } from './fuzz';
import { Ledger } from './ledger';
import { resourceHeaders, runProbes, type ProbeContext } from './probes';
import { freePort, Services } from './services';
import { HEALTH_ATTEMPT_MS, HEALTH_MS, MONGODB_REFUSAL_MS, SHORT_COMMAND_MS, STOP_MS } from './timeouts';
import { LINT_ARGS, projectImports, warmDependencies } from './warm';
import { checkContract, checkRestarted, createForRestart, keepsResources, mapServiceHosts, readCompose } from './wiring';

export const CHECKS = ['gofmt', 'vet', 'build', 'test', 'test+db', 'tidy', 'lint', 'dead', 'boot', 'probes', 'contract', 'fuzz', 'restart', 'compose', 'files'] as const;
export type CheckName = (typeof CHECKS)[number];
export type CheckResult = 'ok' | 'FAIL' | '-';

export interface Failure {
  check: CheckName;
  command: string;
  output: string;
}

export interface ConfigResult {
  name: string;
  checks: Record<CheckName, CheckResult>;
  seconds: number;
  /** Seconds spent on each check (the time since the check before it was recorded). */
  secondsByCheck: Partial<Record<CheckName, number>>;
  failures: Failure[];
  /** Functions `deadcode ./cmd/...` found unreachable from the binaries (-1 when it did not run). */
  unreachable: number;
  /** When this result is a ledger's: the time its run ended (the configuration did not run again). */
  keptFrom?: string;
}

export interface VerifyOptions {
  jobs?: number;
  keep?: boolean;
  databaseUrl?: string;
  log?: (line: string) => void;
  /** Configurations it holds as passed on the same bytes are not run again; those that pass are added. */
  ledger?: Ledger;
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable';

/**
 * Configurations verified side by side: one more than the machine's cores, as each spends part of its
 * time waiting (on its service's boot, its databases, its probes) rather than computing.
 */
const DEFAULT_JOBS = os.availableParallelism() + 1;

export async function unzipTo(zip: Uint8Array, dir: string, projectName: string): Promise<void> {
  const archive = await JSZip.loadAsync(zip);
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) throw new Error(`the zip has a folder entry: ${entry.name}`);
    if (!entry.name.startsWith(`${projectName}/`)) throw new Error(`zip entry outside ${projectName}/: ${entry.name}`);
    const target = path.join(dir, entry.name.slice(projectName.length + 1));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await entry.async('uint8array'));
  }
}

export function parseEnvExample(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) vars[m[1]] = m[2];
  }
  return vars;
}

/**
 * The values of .env.example with names of this boot's own where they come from the project's name
 * (NATS_STREAM, KAFKA_TOPIC, RABBITMQ_QUEUE, JOBS_QUEUE, ...): every configuration has the same name,
 * and two booting side by side must not share a queue or a consumer group on the machine's brokers.
 */
function withOwnNames(vars: Record<string, string>, suffix: string): Record<string, string> {
  const { projectName, imageName, dbName } = nameValues(VERIFY_PROJECT_NAME);
  const forms = [...new Set([projectName, imageName, dbName])];
  return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, forms.reduce((value, form) => value.replaceAll(form, `${form}_${suffix}`), v)]));
}

/**
 * The environment of the go commands: the caller's, without the variables the project reads.
 * -trimpath keeps the folder a project is unpacked in out of the build cache's keys, so configurations
 * share the packages they have alike.
 */
export function goEnv(projectVars: Iterable<string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: process.env.GOFLAGS ?? '-buildvcs=false -trimpath' };
  for (const k of projectVars) delete env[k];
  delete env.DATABASE_URL;
  return env;
}

/** Scratch databases on the local PostgreSQL: one per configuration, dropped afterwards. */
export class Databases {
  private admin: ReturnType<typeof postgres> | undefined;
  private reachable: Promise<string | null> | undefined;
  private count = 0;

  constructor(private readonly url: string) {}

  /** null when reachable, else the reason. */
  check(): Promise<string | null> {
    this.reachable ??= (async () => {
      try {
        this.admin = postgres(this.url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
        await this.admin`SELECT 1`;
        return null;
      } catch (err) {
        return `PostgreSQL is not reachable at ${this.url.replace(/:[^:@/]*@/, ':***@')}: ${(err as Error).message}`;
      }
    })();
    return this.reachable;
  }

  async create(): Promise<{ url: string; drop: () => Promise<void> }> {
    const problem = await this.check();
    if (problem) throw new Error(problem);
    const name = `gostarter_verify_${process.pid}_${++this.count}`;
    await this.admin!.unsafe(`CREATE DATABASE "${name}"`);
    const u = new URL(this.url);
    u.pathname = `/${name}`;
    return {
      url: u.toString(),
      drop: async () => {
        await this.admin!.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }

  async close(): Promise<void> {
    await this.admin?.end({ timeout: 5 });
  }
}

/** Scratch databases on the local MariaDB (standing in for MySQL), through its command-line client. */
export class MysqlDatabases {
  private count = 0;
  private readonly host = process.env.GO_VERIFY_MYSQL_HOST ?? '127.0.0.1';
  private readonly port = process.env.GO_VERIFY_MYSQL_PORT ?? '3306';

  private async sql(statement: string): Promise<void> {
    const r = await run('mysql', ['-h', this.host, '-P', this.port, '-u', 'root', '-e', statement], { timeoutMs: SHORT_COMMAND_MS });
    if (r.code !== 0) throw new Error(`MariaDB at ${this.host}:${this.port} refused "${statement}": ${r.output.trim()}`);
  }

  async create(): Promise<{ dsn: string; drop: () => Promise<void> }> {
    const name = `gostarter_verify_${process.pid}_${++this.count}`;
    await this.sql(`CREATE DATABASE \`${name}\``);
    return {
      // The URL form, as in .env.example; the tests of dbtest connect in the driver's form.
      dsn: `mysql://root@${this.host}:${this.port}/${name}?parseTime=true`,
      drop: () => this.sql(`DROP DATABASE IF EXISTS \`${name}\``),
    };
  }
}

/**
 * MongoDB has no server here: the service must stop on its own within its connect timeout, with an
 * error that names MongoDB and the address, rather than hang or serve without its database.
 */
async function bootFailsClearly(dir: string, binary: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const r = await run(binary, [], { cwd: dir, env, timeoutMs: MONGODB_REFUSAL_MS });
  if (r.code === 0 || r.code === null) return { code: 1, output: `the service did not stop with an error without MongoDB (exit ${r.code})\n${r.output}` };
  if (!/MongoDB at \S+ did not answer within/.test(r.output)) return { code: 1, output: `the error does not name MongoDB and its address:\n${r.output}` };
  return { code: 0, output: r.output };
}

/** A line of the service's log on stdout: a JSON record of slog's (spans and banners belong elsewhere). */
function isLogRecord(line: string): boolean {
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    return typeof record.msg === 'string' && typeof record.level === 'string';
  } catch {
    return false;
  }
}

/**
 * Starts the binary, waits for /health, runs `probe` (its failures, if any), then stops it with
 * SIGTERM; stdout must hold nothing but the log's JSON records (no spans or banners among them).
 */
export async function boot(dir: string, binary: string, env: NodeJS.ProcessEnv, probe: () => Promise<Outcome | null>): Promise<{ boot: Outcome; probes: Outcome | null }> {
  const child = spawn(binary, [], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const printed = capture(child);
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? -1 : null);
      resolve(exited);
    }),
  );
  let probes: Outcome | null = null;
  const fail = (why: string) => {
    if (exited === undefined) child.kill('SIGKILL');
    return { boot: { code: 1, output: `${why}\n--- server output ---\n${printed.output()}` }, probes };
  };

  const url = `http://127.0.0.1:${env.PORT}/health`;
  const deadline = Date.now() + HEALTH_MS;
  let healthy = false;
  let last = '';
  while (Date.now() < deadline && exited === undefined) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(HEALTH_ATTEMPT_MS) });
      last = `${res.status} ${await res.text()}`;
      if (res.status === 200) {
        healthy = JSON.parse(last.slice(4)).status === 'ok';
        if (healthy) break;
      }
    } catch (err) {
      last = String((err as Error).cause ?? err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (exited !== undefined) return fail(`the server exited with code ${exited} before answering /health`);
  if (!healthy) return fail(`GET /health did not answer 200 {"status":"ok"} within ${HEALTH_MS / 1000}s (last: ${last})`);
  probes = await probe();

  child.kill('SIGTERM');
  const code = await Promise.race([exit, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_MS))]);
  if (code === 'timeout') return fail(`the server did not exit within ${STOP_MS / 1000}s of SIGTERM`);
  if (code !== 0) return fail(`the server exited with code ${code} after SIGTERM`);
  const stray = printed.stdout().split('\n').find((line) => line.trim() !== '' && !isLogRecord(line));
  if (stray !== undefined) return fail(`stdout carries something else than the log's JSON records: ${stray.slice(0, 300)}`);
  return { boot: { code: 0, output: printed.output() }, probes };
}

/** A check as a Outcome: code 0 when it resolves, 1 with its message when it rejects. */
export async function outcome(check: () => Promise<void>): Promise<Outcome> {
  try {
    await check();
    return { code: 0, output: '' };
  } catch (err) {
    return { code: 1, output: (err as Error).message };
  }
}

/**
 * The app's environment as compose.yaml gives it (no .env), with this machine standing in for the
 * compose services: hosts and ports mapped, the scratch databases, MinIO and Kafka of this run in place
 * of compose's, free ports for the listeners, and this boot's own queue names (as for the first boot).
 */
async function composeEnvironment(dir: string, envExample: Record<string, string>, services: Record<string, string>, bootEnv: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const composed = mapServiceHosts(await readCompose(dir), path.join(dir, '.compose-volumes'));
  for (const [name, value] of Object.entries(services)) {
    if (!(name in composed)) continue;
    if (name === 'DATABASE_URL' || name === 'MYSQL_DSN') {
      // compose's credentials and database name, on this machine's server and scratch database
      const ours = new URL(value);
      const theirs = new URL(composed[name]);
      theirs.pathname = ours.pathname;
      if (name === 'MYSQL_DSN') [theirs.username, theirs.password] = [ours.username, ours.password];
      composed[name] = theirs.toString();
    } else composed[name] = value;
  }
  for (const listener of ['PORT', 'GRPC_PORT']) if (listener in envExample) composed[listener] = String(bootEnv[listener]);
  if ('METRICS_ADDR' in envExample) composed.METRICS_ADDR = String(bootEnv.METRICS_ADDR);
  for (const [name, value] of Object.entries(envExample)) {
    if (!(name in composed) && bootEnv[name] !== value && !['PORT', 'GRPC_PORT', 'METRICS_ADDR'].includes(name) && !(name in services)) composed[name] = String(bootEnv[name]);
  }
  return composed;
}

let redisDb = process.pid;
let bootCount = 0;

/** The fuzz column's bounds per configuration: whichever comes first (a case under way finishes). */
const FUZZ_CASES = Number(process.env.GO_VERIFY_FUZZ_CASES || 2000);
const FUZZ_MS = Number(process.env.GO_VERIFY_FUZZ_SECONDS || 10) * 1000;
/** One seed for every configuration of a run: GO_VERIFY_FUZZ_SEED's, or a new one (printed with the column). */
let fuzzSeedOfRun: number | undefined;

/**
 * Fuzzes a booted service against its docs/swagger.yaml (tests/go/fuzz.ts), as one client a
 * loopback address below RATE_LIMIT_REQUESTS, which limits one client and not the fuzzer's many.
 */
async function fuzz(ctx: ProbeContext, document: string): Promise<{ report?: FuzzReport; error?: string; seed: number; seconds: number }> {
  const seed = (fuzzSeedOfRun ??= fuzzSeed());
  const started = performance.now();
  const limit = Number(ctx.env.RATE_LIMIT_REQUESTS);
  try {
    const report = await fuzzService({
      base: ctx.base,
      document,
      seed,
      budgetMs: FUZZ_MS,
      maxCases: FUZZ_CASES,
      resources: ctx.resources,
      headers: resourceHeaders(ctx),
      requestsPerClient: limit > 0 ? Math.max(1, Math.floor(limit / 2)) : undefined,
    });
    return { report, seed, seconds: (performance.now() - started) / 1000 };
  } catch (err) {
    return { error: String((err as Error).stack ?? err), seed, seconds: (performance.now() - started) / 1000 };
  }
}

/** The judging tools verify runs that are not part of Go; the first one missing from PATH, if any. */
async function missingTool(): Promise<string | undefined> {
  for (const [tool, arg] of [['golangci-lint', 'version'], ['deadcode', '-help']]) {
    const r = await run(tool, [arg], { timeoutMs: SHORT_COMMAND_MS });
    if (r.code === -1) return tool;
  }
  return undefined;
}

async function verifyOne(entry: MatrixEntry, dbs: Databases, mysqlDbs: MysqlDatabases, servers: Services, options: VerifyOptions, work: string): Promise<ConfigResult> {
  const started = performance.now();
  const checks = Object.fromEntries(CHECKS.map((c) => [c, '-'])) as Record<CheckName, CheckResult>;
  const failures: Failure[] = [];
  const secondsByCheck: Partial<Record<CheckName, number>> = {};
  const dir = path.join(work, entry.name);
  fs.mkdirSync(dir, { recursive: true });

  // Checks run one after another, so the time since the last record is the time of this one, but for
  // those run while the binary serves, which give their own (`spent`).
  let lastRecord = started;
  const record = (check: CheckName, command: string, r: Outcome, ok = r.code === 0, spent?: number) => {
    if (spent === undefined) {
      const now = performance.now();
      spent = (now - lastRecord) / 1000;
      lastRecord = now;
    }
    secondsByCheck[check] = (secondsByCheck[check] ?? 0) + spent;
    checks[check] = ok ? 'ok' : 'FAIL';
    if (!ok) failures.push({ check, command, output: r.output.trim() });
    return ok;
  };

  if (entry.refused) {
    record('build', 'validate the configuration', { code: 1, output: `validation refuses it: ${entry.refused}` });
    return { name: entry.name, checks, seconds: (performance.now() - started) / 1000, secondsByCheck, failures, unreachable: -1 };
  }
  try {
    await unzipTo(await generateProjectZip(entry.spec), dir, entry.spec.projectName);
  } catch (err) {
    record('build', 'generate and unpack the zip', { code: 1, output: String((err as Error).stack ?? err) });
    return { name: entry.name, checks, seconds: (performance.now() - started) / 1000, secondsByCheck, failures, unreachable: -1 };
  }
  const envExample = fs.existsSync(path.join(dir, '.env.example')) ? parseEnvExample(fs.readFileSync(path.join(dir, '.env.example'), 'utf8')) : {};
  const env = goEnv(Object.keys(envExample));
  const usesPostgres = 'DATABASE_URL' in envExample;
  // Redis: the local server, on a database number of its own (the tests write under prefixes of their own).
  const redisUrl = 'REDIS_URL' in envExample ? `redis://127.0.0.1:6379/${1 + (redisDb++ % 15)}` : undefined;

  const files = await checkFiles(dir);
  if (files.ran) record('files', 'actionlint, compose.yaml, OpenAPI, Postman, sqlc diff (tests/go/files.ts)', { code: files.problems.length, output: files.problems.join('\n') });

  const gofmt = await run('gofmt', ['-l', '.'], { cwd: dir, env });
  record('gofmt', 'gofmt -l .', gofmt, gofmt.code === 0 && gofmt.output.trim() === '');
  record('vet', 'go vet ./...', await run('go', ['vet', './...'], { cwd: dir, env }));
  // The commands' binaries go beside the project: the boot runs cmd/server's without linking it again.
  const bin = path.join(work, `${entry.name}.bin`);
  const built = record('build', `go build -o ${bin}/ ./...`, await run('go', ['build', '-o', `${bin}/`, './...'], { cwd: dir, env }));
  // go vet has its column: the tests skip go test's own vet pass (-vet=off), which would run it again.
  if (built) record('test', 'go test -vet=off ./...', await run('go', ['test', '-vet=off', './...'], { cwd: dir, env }));
  record('tidy', 'go mod tidy -diff', await run('go', ['mod', 'tidy', '-diff'], { cwd: dir, env }));
  let unreachable = -1;
  if (built) {
    record('lint', `golangci-lint ${LINT_ARGS.join(' ')}`, await run('golangci-lint', LINT_ARGS, { cwd: dir, env }));
    const dead = await run('deadcode', ['./cmd/...'], { cwd: dir, env });
    unreachable = dead.code === 0 ? dead.output.split('\n').filter((l) => l.trim() !== '').length : -1;
    record('dead', 'deadcode ./cmd/... (functions no binary reaches)', dead, dead.code === 0 && unreachable === 0);
  }

  if (built) {
    let db: Awaited<ReturnType<Databases['create']>> | undefined;
    let mysqlDb: Awaited<ReturnType<MysqlDatabases['create']>> | undefined;
    try {
      if (usesPostgres) db = await dbs.create();
      if ('MYSQL_DSN' in envExample) mysqlDb = await mysqlDbs.create();
      const services: Record<string, string> = {
        ...(db ? { DATABASE_URL: db.url } : {}),
        ...(mysqlDb ? { MYSQL_DSN: mysqlDb.dsn } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...(await servers.envFor(envExample)),
      };
      if (Object.keys(services).length > 0) {
        const names = Object.keys(services).map((k) => `${k}=<scratch>`).join(' ');
        record('test+db', `${names} go test -vet=off -count=1 ./...`, await run('go', ['test', '-vet=off', '-count=1', './...'], { cwd: dir, env: { ...env, ...services } }));
      }
      const binary = path.join(bin, 'server');
      if (record('boot', `the binary go build wrote for cmd/server: ${binary}`, { code: fs.existsSync(binary) ? 0 : 1, output: 'no binary for cmd/server' })) {
        const bootEnv: NodeJS.ProcessEnv = { ...env, ...withOwnNames(envExample, `${process.pid}_${++bootCount}`), PORT: String(await freePort()) };
        if ('GRPC_PORT' in envExample) bootEnv.GRPC_PORT = String(await freePort());
        if ('METRICS_ADDR' in envExample) bootEnv.METRICS_ADDR = `127.0.0.1:${await freePort()}`;
        Object.assign(bootEnv, services);
        if ('MONGODB_URI' in envExample) {
          const noServer = { ...bootEnv, MONGODB_URI: 'mongodb://127.0.0.1:27017', MONGODB_CONNECT_TIMEOUT: '2s' };
          record('boot', 'without a MongoDB server: exits with an error naming it', await bootFailsClearly(dir, binary, noServer));
        } else {
          const features = new Set(entry.spec.features);
          const ctx: ProbeContext = { base: `http://127.0.0.1:${bootEnv.PORT}`, env: bootEnv, features, resources: entry.spec.resources, dir };
          let contract: Outcome | undefined;
          const swagger = path.join(dir, 'docs', 'swagger.yaml');
          const fuzzes = !!entry.spec.resources?.length && fs.existsSync(swagger);
          let fuzzed: Awaited<ReturnType<typeof fuzz>> | undefined;
          let saved: Awaited<ReturnType<typeof createForRestart>> | undefined;
          let savedFailure: Outcome | undefined;
          // The seconds of the checks run while the binary serves, not the boot's.
          const spent = { probes: 0, contract: 0, fuzz: 0 };
          const timed = async <T>(check: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
            const at = performance.now();
            try {
              return await work();
            } finally {
              spent[check] = (performance.now() - at) / 1000;
            }
          };
          const booted = await boot(dir, binary, bootEnv, async () => {
            const { ran, failures, retried } = await timed('probes', () => runProbes(ctx));
            for (const line of retried) options.log?.(`     ${entry.name}: probe ${line}; run again`);
            contract = await timed('contract', () => outcome(() => checkContract(ctx)));
            if (fuzzes) fuzzed = await timed('fuzz', () => fuzz(ctx, swagger));
            if (keepsResources(features)) {
              try {
                saved = await createForRestart(ctx);
              } catch (err) {
                savedFailure = { code: 1, output: (err as Error).message };
              }
            }
            return ran.length === 0 ? null : { code: failures.length === 0 ? 0 : 1, output: failures.join('\n') };
          });
          lastRecord += (spent.probes + spent.contract + spent.fuzz) * 1000;
          record('boot', `${Object.entries(envExample).length} variables of .env.example, PORT=${bootEnv.PORT}: ${binary}`, booted.boot);
          if (booted.probes) record('probes', `probes of ${[...features].sort().join(', ')} (tests/go/probes.ts)`, booted.probes, undefined, spent.probes);
          if (contract) record('contract', '404, 405 with Allow, 413 and 415 answer {"error": ...}; request IDs checked (tests/go/wiring.ts)', contract, undefined, spent.contract);
          if (fuzzed) {
            const { report, error, seed, seconds } = fuzzed;
            const what = report ? `${report.cases} cases drawn from docs/swagger.yaml in ${seconds.toFixed(1)}s` : 'cases drawn from docs/swagger.yaml';
            const result = report ? { code: report.failures.length === 0 ? 0 : 1, output: report.failures.join('\n') } : { code: 1, output: error ?? '' };
            record('fuzz', `${what}, seed ${seed} (GO_VERIFY_FUZZ_SEED=${seed} replays them; tests/go/fuzz.ts)`, result, undefined, spent.fuzz);
          }
          if (savedFailure) record('restart', 'create a row, restart the binary, read it', savedFailure);
          else if (saved) {
            const kept = saved;
            const again = await boot(dir, binary, bootEnv, () => outcome(() => checkRestarted(ctx, kept)));
            record('restart', `create a row, restart the binary, GET ${kept.location}`, again.boot.code === 0 ? again.probes! : again.boot);
          }
          // Live reload (the air feature): air builds and serves /health, and stops on Ctrl-C.
          const air = booted.boot.code === 0 ? await checkAir(dir, bootEnv) : null;
          if (air) record('boot', 'air (make dev): builds, serves /health, stops on SIGINT (tests/go/air.ts)', air);
          if (fs.existsSync(path.join(dir, 'compose.yaml'))) {
            const composed = await composeEnvironment(dir, envExample, services, bootEnv);
            const started = await boot(dir, binary, { ...env, ...composed }, async () => null);
            record('compose', `the environment compose.yaml gives the app (compose-go), hosts mapped to this machine: ${Object.keys(composed).sort().join(' ')}`, started.boot);
          }
        }
      }
    } catch (err) {
      record('boot', 'prepare the databases and servers', { code: 1, output: (err as Error).message });
    } finally {
      await db?.drop().catch(() => {});
      await mysqlDb?.drop().catch(() => {});
    }
  }

  if (!options.keep) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(bin, { recursive: true, force: true });
  const result = { name: entry.name, checks, seconds: (performance.now() - started) / 1000, secondsByCheck, failures, unreachable };
  options.log?.(`${failures.length === 0 ? 'ok  ' : 'FAIL'} ${entry.name} (${result.seconds.toFixed(1)}s)`);
  return result;
}

export async function verify(entries: MatrixEntry[], options: VerifyOptions = {}): Promise<ConfigResult[]> {
  const dbs = new Databases(options.databaseUrl ?? process.env.GO_VERIFY_DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const mysqlDbs = new MysqlDatabases();
  const servers = new Services();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-verify-'));
  const results: ConfigResult[] = new Array(entries.length);
  const { ledger } = options;
  const keys = ledger ? await Promise.all(entries.map(async (e) => (e.refused ? undefined : ledger.key(e.name, await generateProjectZip(e.spec))))) : [];
  const toRun: number[] = [];
  entries.forEach((entry, i) => {
    const kept = keys[i] && ledger?.find(keys[i]);
    if (kept) results[i] = kept;
    else toRun.push(i);
  });
  if (ledger) options.log?.(`the ledger holds ${entries.length - toRun.length} of these configurations as passed on the same bytes; ${toRun.length} to run`);
  let next = 0;
  try {
    await prepare(toRun.map((i) => entries[i]), work, options);
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.jobs ?? DEFAULT_JOBS, toRun.length)) }, async () => {
        while (next < toRun.length) {
          const i = toRun[next++];
          results[i] = await verifyOne(entries[i], dbs, mysqlDbs, servers, options, work);
          const key = keys[i];
          if (key) ledger?.keep(key, results[i]);
        }
      }),
    );
  } finally {
    await dbs.close();
    servers.close();
    if (!options.keep) fs.rmSync(work, { recursive: true, force: true });
    else options.log?.(`projects kept in ${work}`);
  }
  return results;
}

/**
 * What every configuration needs, done once before they run side by side, with the whole machine: the
 * helper programs built, and the dependencies the configurations import compiled, vetted and linted
 * into the caches (tests/go/warm.ts).
 */
async function prepare(entries: MatrixEntry[], work: string, options: VerifyOptions): Promise<void> {
  const started = performance.now();
  const projects = await Promise.all(entries.filter((e) => !e.refused).map(async (e) => projectImports(await generateProjectZip(e.spec))));
  const [helpers, warmed] = await Promise.all([
    Promise.allSettled(HELPERS.map(helperBinary)),
    warmDependencies(projects, path.join(work, '.warm'), goEnv([])),
  ]);
  // A helper that does not build fails the checks that use it, with its message.
  const unbuilt = helpers.filter((h) => h.status === 'rejected').length;
  options.log?.(`prepared in ${((performance.now() - started) / 1000).toFixed(0)}s: ${HELPERS.length - unbuilt} of ${HELPERS.length} helper programs built; dependencies ${warmed.ok ? '' : 'NOT '}warmed, ${warmed.report}`);
}

export function formatTable(results: ConfigResult[]): string {
  const header = ['configuration', ...CHECKS, 'seconds'];
  const rows = results.map((r) => [r.keptFrom ? `${r.name} (kept ${r.keptFrom.slice(0, 16)})` : r.name, ...CHECKS.map((c) => r.checks[c]), r.seconds.toFixed(1)]);
  const failed = results.filter((r) => r.failures.length > 0).length;
  const total = results.reduce((s, r) => s + r.seconds, 0);
  rows.push(['total', ...CHECKS.map((c) => `${results.filter((r) => r.checks[c] === 'ok').length}/${results.filter((r) => r.checks[c] !== '-').length}`), total.toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  const byCheck = CHECKS.map((c) => `${c} ${results.reduce((s, r) => s + (r.secondsByCheck[c] ?? 0), 0).toFixed(0)}s`).join(', ');
  const counted = results.filter((r) => r.unreachable >= 0);
  const unreachable = `unreachable functions (deadcode ./cmd/...): ${counted.reduce((n, r) => n + r.unreachable, 0)} in ${counted.length} configurations`;
  const kept = results.filter((r) => r.keptFrom).length;
  const keptNote = kept > 0 ? ` (${kept} kept from the ledger: passed on the same bytes in an earlier run)` : '';
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', `time by check: ${byCheck}`, unreachable, `${results.length - failed}/${results.length} configurations passed${keptNote}`].join('\n');
}

/** The `count` slowest configurations, each with its three slowest checks: where a run's time went. */
export function slowest(results: ConfigResult[], count = 5): string {
  return [...results]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((r) => {
      const checks = Object.entries(r.secondsByCheck)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([check, seconds]) => `${check} ${seconds.toFixed(0)}s`);
      return `${r.seconds.toFixed(0).padStart(6)}s  ${r.name}: ${checks.join(', ')}`;
    })
    .join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const only: string[] = [];
  const configs: string[] = [];
  let model: string | undefined;
  let all = false;
  let keep = false;
  let jobs = DEFAULT_JOBS;
  let summary: string | undefined;
  let ledgerFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--all') all = true;
    else if (a === '--keep') keep = true;
    else if (a === '--only') only.push(args[++i]);
    else if (a === '--config') configs.push(args[++i]);
    else if (a === '--model') model = args[++i];
    else if (a === '--jobs') jobs = Number(args[++i]);
    else if (a === '--summary') summary = args[++i];
    else if (a === '--ledger') ledgerFile = args[++i];
    else {
      console.error(`unknown argument ${a}\nusage: npx tsx tests/go/verify.ts [--all] [--only name]... [--config fw:feature,...]... [--model model.json] [--jobs N] [--keep] [--summary file] [--ledger file]`);
      process.exit(2);
    }
  }
  if (model && configs.length === 0) {
    console.error('--model applies to the configurations of --config: name at least one');
    process.exit(2);
  }
  const resources = model ? readModel(model) : undefined;
  const custom = configs.map((c) => customEntry(c, resources, model && path.basename(model, '.json')));
  const matrix = buildMatrix();
  const named = only.length > 0 || custom.length > 0;
  const entries = named ? [...matrix.filter((e) => only.includes(e.name)), ...custom] : matrix.filter((e) => all || e.representative);
  if (entries.length === 0) {
    console.error(`no configuration matches; known: ${matrix.map((e) => e.name).join(', ')}`);
    process.exit(2);
  }
  console.log(`verifying ${entries.length} of ${matrix.length} configurations with ${jobs} in parallel`);
  const missing = await missingTool();
  if (missing) {
    // A missing tool would fail or skip its column for the wrong reason: refuse instead (npm test installs it).
    console.error(`${missing} is not on PATH: install the Go tools with \`bash scripts/go-tools.sh\` (npm test does).`);
    process.exit(2);
  }
  const started = performance.now();
  // The probes of configurations side by side share this process: a stall of its event loop (anything
  // synchronous) delays their requests' answers past their timeouts. Its longest stall is printed.
  const stalls = monitorEventLoopDelay({ resolution: 20 });
  stalls.enable();
  const ledger = ledgerFile ? await Ledger.open(ledgerFile) : undefined;
  const results = await verify(entries, { jobs, keep, ledger, log: (l) => console.log(l) });
  stalls.disable();

  for (const r of results) {
    for (const f of r.failures) {
      console.log(`\n=== ${r.name}: ${f.check} failed: ${f.command}\n${f.output.split('\n').slice(-60).join('\n')}`);
    }
  }
  console.log(`\n${formatTable(results)} in ${((performance.now() - started) / 1000).toFixed(1)}s wall time`);
  console.log(`longest stall of the verification's event loop: ${(stalls.max / 1e6).toFixed(0)} ms`);
  const slow = `slowest configurations (their slowest checks):\n${slowest(results)}`;
  console.log(`\n${slow}`);
  if (summary) fs.writeFileSync(summary, `${slow}\n`);
  process.exit(results.every((r) => r.failures.length === 0) ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

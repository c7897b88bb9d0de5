// What verify.ts checks beyond "it boots": that the features are wired into the running service.
// - contract: every framework answers 404, 405 (with Allow), 413 and 415 in the one JSON error shape;
// - restart: with a database, a resource created over HTTP is still there after the binary restarts;
// - compose: the environment compose.yaml gives the app, read with compose-go (tests/go/compose-env).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectStatus, field, request, signJwt, type ProbeContext } from './probes';

type Answer = Awaited<ReturnType<typeof request>>;

/** The databases a restart keeps a resource in, when this machine runs their server. */
const RESTART_DATABASES = ['postgresql', 'mysql', 'sqlite'];

/** Headers the resource's routes need: a token signed with the service's JWT_SECRET when jwt-auth guards them. */
export function resourceHeaders(ctx: ProbeContext): Record<string, string> {
  if (!ctx.features.has('jwt-auth')) return {};
  const now = Math.floor(Date.now() / 1000);
  return { Authorization: `Bearer ${signJwt({ sub: 'verify', iss: ctx.env.JWT_ISSUER, iat: now, exp: now + 300 }, String(ctx.env.JWT_SECRET))}` };
}

function expectJsonError(what: string, got: Answer, status: number): void {
  expectStatus(what, got, status);
  const type = got.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) throw new Error(`${what}: Content-Type ${type || '(none)'}, expected application/json`);
  const message = field(got, 'error');
  if (typeof message !== 'string' || message === '') throw new Error(`${what}: body ${got.text.slice(0, 200)}, expected {"error": "..."}`);
}

/** The JSON error contract, checked on a booted service; rejects with what differs. */
export async function checkContract(ctx: ProbeContext): Promise<void> {
  expectJsonError('GET /no-such-route', await request(ctx, 'GET', '/no-such-route'), 404);
  const wrongMethod = await request(ctx, 'DELETE', '/health');
  expectJsonError('DELETE /health', wrongMethod, 405);
  const allow = wrongMethod.headers.get('allow') ?? '';
  if (!/\bGET\b/.test(allow)) throw new Error(`DELETE /health: Allow "${allow}", expected it to name GET`);
  if (!ctx.features.has('router')) return;
  const headers = resourceHeaders(ctx);
  const plain = await fetch(`${ctx.base}/api/v1/notes`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'text/plain' },
    body: JSON.stringify({ title: 'sent as text/plain, as a cross-site form can' }),
    signal: AbortSignal.timeout(10_000),
  });
  expectJsonError('POST /api/v1/notes as text/plain', await asAnswer(plain), 415);
  const huge = await fetch(`${ctx.base}/api/v1/notes`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'too large', body: 'x'.repeat(2 << 20) }),
    signal: AbortSignal.timeout(10_000),
  });
  expectJsonError('POST /api/v1/notes with a 2 MiB body', await asAnswer(huge), 413);
}

async function asAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text is reported
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** Whether a restart must keep the resource: the API's resource and a database this machine serves. */
export function keepsResources(features: ReadonlySet<string>): boolean {
  return features.has('router') && RESTART_DATABASES.some((id) => features.has(id));
}

/** Creates a note to look for after the restart; its path and title. */
export async function createForRestart(ctx: ProbeContext): Promise<{ location: string; title: string }> {
  const title = `kept across a restart ${Date.now()}`;
  const created = await request(ctx, 'POST', '/api/v1/notes', { title, body: 'restart' }, resourceHeaders(ctx));
  expectStatus('POST /api/v1/notes before the restart', created, 201);
  return { location: `/api/v1/notes/${String(field(created, 'id'))}`, title };
}

/** After the restart, the note is there as it was created. */
export async function checkRestarted(ctx: ProbeContext, saved: { location: string; title: string }): Promise<void> {
  const got = await request(ctx, 'GET', saved.location, undefined, resourceHeaders(ctx));
  expectStatus(`GET ${saved.location} after the restart`, got, 200);
  if (field(got, 'title') !== saved.title) throw new Error(`GET ${saved.location} after the restart: ${got.text.slice(0, 200)}`);
}

/** What compose.yaml gives the app: its environment, and the host port each service publishes for a container port. */
export interface ComposeApp {
  environment: Record<string, string>;
  ports: Record<string, Record<string, string>>;
  /** Folder in the container: its volume or host folder. */
  mounts: Record<string, string>;
}

let composeEnvBinary: string | undefined;

/** Reads compose.yaml with compose-go, the parser Docker Compose uses (built once per run). */
export function readCompose(dir: string): ComposeApp {
  if (!composeEnvBinary) {
    const binary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-compose-env-')), 'compose-env');
    const built = spawnSync('go', ['build', '-o', binary, '.'], { cwd: path.join(__dirname, 'compose-env'), encoding: 'utf8', timeout: 10 * 60_000 });
    if (built.status !== 0) throw new Error(`building tests/go/compose-env failed:\n${built.stderr}`);
    composeEnvBinary = binary;
  }
  const read = spawnSync(composeEnvBinary, [dir], { encoding: 'utf8', timeout: 60_000 });
  if (read.status !== 0) throw new Error(`compose-env ${dir}: ${read.stderr || read.stdout}`);
  return JSON.parse(read.stdout) as ComposeApp;
}

/**
 * The app's compose environment with each compose service's host name and container port replaced by
 * this machine's address and the port the service publishes, and each path in a folder mounted in the
 * container by a folder of its own under `volumes`.
 */
export function mapServiceHosts(app: ComposeApp, volumes: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(app.environment)) {
    let mapped = value;
    for (const [target, source] of Object.entries(app.mounts)) {
      if (mapped !== target && !mapped.startsWith(`${target}/`)) continue;
      const local = path.join(volumes, source.replace(/[^A-Za-z0-9_.-]/g, '_'));
      fs.mkdirSync(local, { recursive: true });
      mapped = local + mapped.slice(target.length);
    }
    for (const [service, ports] of Object.entries(app.ports)) {
      for (const [target, published] of Object.entries(ports)) {
        mapped = mapped.replace(new RegExp(`(?<=[/@]|^)${service.replace(/[-.]/g, '\\$&')}:${target}(?=[/?]|$)`, 'g'), `127.0.0.1:${published || target}`);
      }
    }
    env[name] = mapped;
  }
  return env;
}

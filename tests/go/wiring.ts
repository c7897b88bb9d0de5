// What verify.ts checks beyond "it boots": that the features are wired into the running service.
// - contract: every framework answers 404, 405 (with Allow), 413 and 415 in the one JSON error shape,
//   and replaces a malformed request ID;
// - restart: with a database, a resource created over HTTP is still there after the binary restarts;
// - compose: the environment compose.yaml gives the app, read with compose-go (tests/go/compose-env).
import fs from 'node:fs';
import path from 'node:path';
import { orderedResources } from '../../lib/generator/fields';
import { resourceNames } from '../../lib/resources/names';
import { helperBinary, run } from './command';
import { REQUEST_MS, SHORT_COMMAND_MS } from './timeouts';
import { answerOf, createRow, expectJSONError, expectStatus, field, request, resourceHeaders, type CreatedRow, type ProbeContext } from './probes';

/** The databases a restart keeps a resource in, when this machine runs their server. */
const RESTART_DATABASES = ['postgresql', 'mysql', 'sqlite', 'badger'];

/**
 * A POST of `body` with `headers`, its answer read as the probes read theirs. A server may answer a
 * body too large before it has read it all and close the connection (Fiber does): the client then
 * sometimes fails on the write before it reads the answer (the reset that follows the answer can reach
 * this machine's socket before a busy event loop reads the answer, and the kernel drops it), so such a
 * failure is tried again, up to POST_ATTEMPTS times.
 */
async function post(ctx: ProbeContext, path: string, headers: Record<string, string>, body: BodyInit | (() => BodyInit)): Promise<Awaited<ReturnType<typeof answerOf>>> {
  const send = () =>
    fetch(`${ctx.base}${path}`, { method: 'POST', headers, body: typeof body === 'function' ? body() : body, duplex: 'half', signal: AbortSignal.timeout(REQUEST_MS) } as RequestInit);
  for (let attempt = 1; ; attempt++) {
    try {
      return answerOf(await send());
    } catch (err) {
      if (!(err instanceof TypeError) || attempt >= POST_ATTEMPTS) throw err;
    }
  }
}

/** How many times post sends a request the connection failed under. */
const POST_ATTEMPTS = 4;

/** A body of `size` bytes sent in chunks, without a Content-Length: only reading it finds it too large. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new TextEncoder().encode(sent === 0 ? '{"title":"' : 'x'.repeat(Math.min(64 << 10, size - sent)));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/**
 * The HTTP contract of every service, checked on a booted one: JSON errors for an unknown path and a
 * wrong method (405 naming the allowed ones), JSON-only bodies of bounded size under /api/, and request
 * IDs that are replaced when malformed rather than echoed. Rejects with what differs.
 */
export async function checkContract(ctx: ProbeContext): Promise<void> {
  expectJSONError('GET /no-such-route', await request(ctx, 'GET', '/no-such-route'), 404);
  const wrongMethod = await request(ctx, 'POST', '/health');
  expectJSONError('POST /health', wrongMethod, 405);
  if (!wrongMethod.headers.get('allow')?.includes('GET')) throw new Error(`POST /health: Allow ${wrongMethod.headers.get('allow')}, expected GET in it`);
  // The API's resource when there is one (the model's first, behind its token), else a path under /api/ the body checks guard all the same.
  const path = !ctx.features.has('router') ? '/api/v1/probe' : ctx.resources?.length ? `/api/v1/${resourceNames(ctx.resources[0].name).path}` : '/api/v1/notes';
  const headers = resourceHeaders(ctx);
  expectJSONError(`POST ${path} as text/plain`, await post(ctx, path, { ...headers, 'Content-Type': 'text/plain' }, '{"title":"x"}'), 415);
  const limit = Number(ctx.env.MAX_BODY_BYTES);
  const declared = await post(ctx, path, { ...headers, 'Content-Type': 'application/json' }, `"${'x'.repeat(limit)}"`);
  expectJSONError(`POST ${path} with ${limit + 2} bytes`, declared, 413);
  if (ctx.features.has('router')) expectJSONError(`POST ${path} with ${limit + 1} bytes in chunks`, await post(ctx, path, { ...headers, 'Content-Type': 'application/json' }, () => chunked(limit + 1)), 413);
  const id = (await request(ctx, 'GET', '/health', undefined, { 'X-Request-ID': 'bad id;' })).headers.get('x-request-id') ?? '';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(id)) throw new Error(`GET /health with a malformed X-Request-ID answered X-Request-ID ${JSON.stringify(id)}, expected a new well-formed one`);
}

/** Whether a restart must keep the resource: the API's resource and a database this machine serves. */
export function keepsResources(features: ReadonlySet<string>): boolean {
  return features.has('router') && RESTART_DATABASES.some((id) => features.has(id));
}

/** What the restart looks for: the path of a row and what it answered when created. */
export interface SavedRow {
  location: string;
  created: unknown;
}

/** Creates a note, or a row of the model's first resource, to look for after the restart. */
export async function createForRestart(ctx: ProbeContext): Promise<SavedRow> {
  let location: string;
  if (ctx.resources?.length) {
    const row: CreatedRow = await createRow(ctx, orderedResources(ctx.resources)[0]);
    location = row.location;
  } else {
    const created = await request(ctx, 'POST', '/api/v1/notes', { title: `kept across a restart ${Date.now()}`, body: 'restart' }, resourceHeaders(ctx));
    expectStatus('POST /api/v1/notes before the restart', created, 201);
    location = `/api/v1/notes/${String(field(created, 'id'))}`;
  }
  // As the store reads it back (a database may keep timestamps at a coarser precision than the answer to the POST).
  const read = await request(ctx, 'GET', location, undefined, resourceHeaders(ctx));
  expectStatus(`GET ${location} before the restart`, read, 200);
  return { location, created: read.body };
}

/** After the restart, the row is there as it was created. */
export async function checkRestarted(ctx: ProbeContext, saved: SavedRow): Promise<void> {
  const got = await request(ctx, 'GET', saved.location, undefined, resourceHeaders(ctx));
  expectStatus(`GET ${saved.location} after the restart`, got, 200);
  if (JSON.stringify(got.body) !== JSON.stringify(saved.created)) throw new Error(`GET ${saved.location} after the restart: ${got.text.slice(0, 300)}, before it: ${JSON.stringify(saved.created).slice(0, 300)}`);
}

/** What compose.yaml gives the app: its environment, and the host port each service publishes for a container port. */
export interface ComposeApp {
  environment: Record<string, string>;
  ports: Record<string, Record<string, string>>;
  /** Folder in the container: its volume or host folder. */
  mounts: Record<string, string>;
}

/** Reads compose.yaml with compose-go, the parser Docker Compose uses (tests/go/compose-env). */
export async function readCompose(dir: string): Promise<ComposeApp> {
  const read = await run(await helperBinary('compose-env'), [dir], { timeoutMs: SHORT_COMMAND_MS });
  if (read.code !== 0) throw new Error(`compose-env ${dir}: ${read.output}`);
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

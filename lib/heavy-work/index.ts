// Heavy requests (diffs, upgrades, grows: tens to hundreds of ms of CPU each) run through one small pool,
// so they cannot take the server from everything else. HEAVY_WORK_CONCURRENCY of them run at once (one
// by default: they all run on the one JavaScript thread, so more at once only makes each slower), up to
// HEAVY_WORK_QUEUE more wait their turn, and work past the queue is refused at once with 503 SERVER_BUSY
// and Retry-After. The work itself yields to the event loop between its slices (nextTurn, and
// diffProjectsInSlices), so health checks, pages and generations are answered between them.
// Identical requests in flight share one computation: a request whose key is already running or waiting
// gets that computation's result, and takes no place in the pool.
import 'server-only';
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';

interface PoolState {
  running: number;
  /** The jobs waiting for a place, oldest first: each starts when called. */
  waiting: (() => void)[];
  inFlight: Map<string, Promise<unknown>>;
  /** Requests answered by a computation already in flight, since the start. */
  shared: number;
  /** A moving average of a job's duration, for Retry-After. */
  averageMs: number;
}

// One pool per process, whichever route's bundle loads this module (and across Next.js dev reloads).
const globalForPool = globalThis as unknown as { __gostarterHeavyWork?: PoolState };
const pool = (): PoolState => (globalForPool.__gostarterHeavyWork ??= { running: 0, waiting: [], inFlight: new Map(), shared: 0, averageMs: 100 });

/**
 * Runs `work` in the pool, or answers the result of the computation of `key` already in flight. Rejects
 * with 503 SERVER_BUSY (Retry-After) when the pool and its queue are full.
 */
export function runHeavy<T>(key: string, work: () => Promise<T>): Promise<T> {
  const p = pool();
  const computing = p.inFlight.get(key);
  if (computing) {
    p.shared++;
    return computing as Promise<T>;
  }
  if (full(p)) return Promise.reject(busy(p));
  const job = (async () => {
    // A place is handed over by the job that frees it (finish), so no newcomer can take it meanwhile.
    if (p.running >= concurrency()) await new Promise<void>((start) => p.waiting.push(start));
    else p.running++;
    const started = performance.now();
    try {
      // On a turn of its own: not in the same turn as the request that asked for it, or as the end of
      // the job before it.
      await nextTurn();
      return await work();
    } finally {
      p.averageMs = 0.8 * p.averageMs + 0.2 * (performance.now() - started);
      p.inFlight.delete(key);
      finish(p);
    }
  })();
  p.inFlight.set(key, job);
  return job;
}

/**
 * Refuses (503 SERVER_BUSY) before any work on the request, body and checks included, while the pool and
 * its queue are full: under a flood, refusing must cost next to nothing, or the refusals themselves would
 * take the server. (A request that would have joined an identical computation is refused too.)
 */
export function assertHeavyWorkRoom(): void {
  const p = pool();
  if (full(p)) throw busy(p);
}

export const concurrency = () => getConfig().HEAVY_WORK_CONCURRENCY;
const full = (p: PoolState) => p.running >= concurrency() && p.waiting.length >= getConfig().HEAVY_WORK_QUEUE;

function finish(p: PoolState) {
  const next = p.waiting.shift();
  if (next) next();
  else p.running--;
}

function busy(p: PoolState): AppError {
  return serverBusy('with other comparisons and upgrades', p.averageMs, p.running + p.waiting.length);
}

/** 503 SERVER_BUSY, with the time a pool needs for the `jobs` it holds at their recent pace (`averageMs`). */
export function serverBusy(doing: string, averageMs: number, jobs: number): AppError {
  const seconds = Math.min(60, Math.max(1, Math.ceil((averageMs * jobs) / concurrency() / 1000)));
  return new AppError('SERVICE_UNAVAILABLE', `The server is busy ${doing}. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 'SERVER_BUSY', {
    retryAfterSeconds: seconds,
  }).withHeaders({ 'Retry-After': String(seconds) });
}

/** Lets the event loop answer what waits (I/O, other requests) before the work goes on. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** What the pool holds now, and how many requests so far were answered by a computation in flight. */
export function heavyWorkLoad(): { running: number; waiting: number; inFlight: number; shared: number } {
  const p = pool();
  return { running: p.running, waiting: p.waiting.length, inFlight: p.inFlight.size, shared: p.shared };
}

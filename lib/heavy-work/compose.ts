// The site composes a selection it has not composed before (a new model, above all: 30 resources of 40
// fields with sqlc, jwt-auth and the documentation are about 100 ms of CPU) in worker threads, so the event loop keeps answering health checks,
// pages and cached generations meanwhile. Bounded like the heavy-work pool: HEAVY_WORK_CONCURRENCY
// threads, up to HEAVY_WORK_QUEUE compositions waiting, and past that 503 SERVER_BUSY at once.
// Identical compositions in flight are already shared by the generator (lib/generator composedFor), so
// each selection comes here once. Installed by the server at start (lib/server/start.ts); scripts, tests
// and the CLI compose on their own thread.
import 'server-only';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { composedFromClone, type Composed, type ProjectSpec } from '@/lib/generator';
import { getConfig } from '@/lib/config';
import { concurrency, serverBusy } from './index';

interface Job {
  spec: ProjectSpec;
  resolve: (composed: Composed) => void;
  reject: (err: Error) => void;
}
interface Thread {
  worker: Worker;
  job?: Job & { started: number };
}
interface PoolState {
  threads: Thread[];
  waiting: Job[];
  /** A moving average of a composition's duration, for Retry-After. */
  averageMs: number;
}

// One pool per process, whichever route's bundle loads this module.
const globalForPool = globalThis as unknown as { __gostarterComposePool?: PoolState };
const pool = (): PoolState => (globalForPool.__gostarterComposePool ??= { threads: [], waiting: [], averageMs: 500 });

/** Composes `spec`'s selection in a worker thread; 503 SERVER_BUSY when every thread is busy and the queue full. */
export function composeOffThread(spec: ProjectSpec): Promise<Composed> {
  const p = pool();
  const idle = p.threads.some((t) => !t.job) || p.threads.length < concurrency();
  if (!idle && p.waiting.length >= getConfig().HEAVY_WORK_QUEUE) {
    return Promise.reject(serverBusy('generating other new projects', p.averageMs, p.threads.length + p.waiting.length));
  }
  return new Promise((resolve, reject) => {
    p.waiting.push({ spec, resolve, reject });
    dispatch(p);
  });
}

/** Hands waiting jobs to idle threads, starting threads up to the pool's size. */
function dispatch(p: PoolState) {
  while (p.waiting.length > 0) {
    let thread = p.threads.find((t) => !t.job);
    if (!thread) {
      if (p.threads.length >= concurrency()) return;
      thread = startThread(p);
    }
    const job = p.waiting.shift()!;
    thread.job = { ...job, started: performance.now() };
    thread.worker.postMessage(job.spec);
  }
}

function startThread(p: PoolState): Thread {
  const thread: Thread = { worker: newWorker() };
  // An idle pool does not keep the process alive.
  thread.worker.unref();
  thread.worker.on('message', (answer: { composed?: Composed; error?: string }) => {
    const job = thread.job!;
    thread.job = undefined;
    p.averageMs = 0.8 * p.averageMs + 0.2 * (performance.now() - job.started);
    if (answer.composed) job.resolve(composedFromClone(answer.composed));
    else job.reject(new Error(`composition failed in its worker thread: ${answer.error}`));
    dispatch(p);
  });
  // A thread that dies (out of memory, a crash) fails its job; the next job starts a new thread.
  thread.worker.on('error', (err) => console.error('A composition worker thread failed:', err));
  thread.worker.on('exit', (code) => {
    p.threads = p.threads.filter((t) => t !== thread);
    thread.job?.reject(new Error(`the composition worker thread exited with code ${code}`));
    thread.job = undefined;
    dispatch(p);
  });
  p.threads.push(thread);
  return thread;
}

function newWorker(): Worker {
  // The site's build bundles the entry named in this form (Turbopack follows new URL(..., import.meta.url)).
  if (process.env.NEXT_RUNTIME === 'nodejs') return new Worker(new URL('./compose-worker.ts', import.meta.url));
  // From source (tests, scripts), the entry is TypeScript beside this file: tsx compiles it in the thread.
  const entry = fileURLToPath(import.meta.url).replace(/compose\.ts$/, 'compose-worker.ts');
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(entry)});`, { eval: true });
}

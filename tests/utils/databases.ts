// Vitest's global setup: with DATABASE_URL, one fresh PostgreSQL database per test worker, named after
// DATABASE_URL's (`<name>_w1`, `<name>_w2`, ...) on the same server. Each worker runs its files one
// after another on its own database, as the whole run did on one before, so files of two workers
// never see each other's rows (tests/utils/setup.ts points each worker at its database).
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database of worker n (VITEST_POOL_ID) at n - 1; empty without DATABASE_URL (embedded database). */
    workerDatabases: string[];
  }
}

export default async function setup(project: TestProject) {
  const shared = process.env.DATABASE_URL;
  if (!shared) {
    project.provide('workerDatabases', []);
    return;
  }
  const admin = postgres(shared, { max: 1, onnotice: () => {} });
  const urls: string[] = [];
  try {
    for (let worker = 1; worker <= project.config.maxWorkers; worker++) {
      const url = new URL(shared);
      const name = `${decodeURIComponent(url.pathname.slice(1))}_w${worker}`;
      // Made again at each run: a run starts from the migrations alone.
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE "${name}"`);
      url.pathname = `/${encodeURIComponent(name)}`;
      urls.push(url.toString());
    }
  } finally {
    await admin.end();
  }
  project.provide('workerDatabases', urls);
}

// Vitest's global setup: with DATABASE_URL, one fresh PostgreSQL database per test worker, named after
// DATABASE_URL's (`<name>_w1`, `<name>_w2`, ...) on the same server, dropped when the run ends. Each
// worker runs its files one after another on its own database, as the whole run did on one before, so
// files of two workers never see each other's rows (tests/utils/setup.ts points each worker at its
// database).
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
  const names = Array.from({ length: project.config.maxWorkers }, (_, i) => `${decodeURIComponent(new URL(shared).pathname.slice(1))}_w${i + 1}`);
  const onServer = async (statement: (name: string) => string) => {
    const admin = postgres(shared, { max: 1, onnotice: () => {} });
    try {
      for (const name of names) await admin.unsafe(statement(name));
    } finally {
      await admin.end();
    }
  };
  // Dropped first too: a run stopped before its teardown left them, and a run starts from the migrations alone.
  await onServer((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onServer((name) => `CREATE DATABASE "${name}"`);
  project.provide(
    'workerDatabases',
    names.map((name) => {
      const url = new URL(shared);
      url.pathname = `/${encodeURIComponent(name)}`;
      return url.toString();
    }),
  );
  return () => onServer((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

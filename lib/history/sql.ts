// Raw SQL results come back as an array (postgres.js) or as { rows } (PGlite): one shape for both.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db';
import { FRAMEWORKS } from '@/lib/catalogue/features';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Escapes LIKE wildcards so a search matches the text as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** A count or sum from SQL (bigint arrives as a string from postgres.js) as a number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** The catalogue's framework ids as SQL values, for `f not in (...)`: feature counts leave frameworks out. */
export const frameworkIdsSql = (): SQL => sql.join(FRAMEWORKS.map((id) => sql`${id}`), sql`, `);

// A database that cannot be reached makes every API route answer 503 SERVICE_UNAVAILABLE with
// Retry-After (the request may succeed once it is back), never a 500: checked with the real errors of
// the driver and of the query builder on a port where no server listens.
import { describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { sql } from 'drizzle-orm';
import { route } from '@/lib/api/handler';
import { AppError, isDatabaseUnavailable } from '@/lib/api/errors';
import { freePort } from '../../utils/minio';

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the query succeeded');
}

describe('an unreachable database', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, for the driver and the query builder', async () => {
    const client = postgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      const driverError = await errorOf(() => client`SELECT 1`);
      const builderError = await errorOf(() => drizzle(client).execute(sql`SELECT 1`));
      for (const err of [driverError, builderError]) {
        expect(isDatabaseUnavailable(err)).toBe(true);
        const res = await route(async () => {
          throw err;
        })(new Request('http://localhost/api/history'), {});
        expect(res.status).toBe(503);
        expect(res.headers.get('Retry-After')).toBe('5');
        expect(await res.json()).toEqual({
          type: 'SERVICE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again in a few seconds.',
          code: 'SERVICE_UNAVAILABLE',
          details: null,
        });
      }
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  it('leaves other failures as they are: a bug is a 500, an application error keeps its status', async () => {
    const bug = await route(async () => {
      throw new TypeError('x is undefined');
    })(new Request('http://localhost/api/history'), {});
    expect(bug.status).toBe(500);
    expect(bug.headers.get('Retry-After')).toBeNull();
    const notFound = await route(async () => {
      throw new AppError('NOT_FOUND', 'Project not found');
    })(new Request('http://localhost/api/history/x'), {});
    expect(notFound.status).toBe(404);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

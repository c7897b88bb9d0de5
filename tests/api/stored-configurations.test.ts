// The configurations stored for the download links of the MCP tools (lib/generation/stored-configurations)
// and GET /api/v1/generate/configurations/<key>: stored once under the SHA-256 of their JSON, charged
// against the generate limit as POST /api/v1/generate is, 404 for a key that names nothing, 410 once
// the link has expired, their bytes and then their rows removed by the maintenance job.
import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { GET } from '@/app/api/v1/generate/configurations/[key]/route';
import { getDb, schema } from '@/db';
import { guestRowsWritten } from '@/lib/history/record';
import { configurationUrl, storeConfiguration } from '@/lib/generation/stored-configurations';
import { runJob } from '@/lib/maintenance';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { getStorage, setStorage } from '@/lib/storage';
import { newIp } from '../utils/auth';
import { BASE } from '../utils/http';

// Read by the configuration on first use in this file.
process.env.RATE_LIMIT_GENERATE = '3/60';
process.env.FILE_RETENTION_DAYS = '7';

const { generations, storedConfigurations } = schema;
const DAY = 86_400_000;

/** A configuration with a model of its own: each test stores one no other stored. */
const configuration = (field: string) => ({
  projectName: 'shelf',
  framework: 'gin',
  features: ['sqlite'],
  resources: [{ name: 'book', fields: [{ name: field, type: 'string' as const, required: true }] }],
});

const download = (key: string, peer = newIp()) =>
  GET(new Request(configurationUrl(BASE, key), { headers: { [PEER_ADDRESS_HEADER]: peer } }), { params: Promise.resolve({ key }) });

async function rowOf(key: string) {
  const db = await getDb();
  const [row] = await db.select().from(storedConfigurations).where(eq(storedConfigurations.key, `configurations/${key}`));
  return row;
}

async function storedDaysAgo(key: string, days: number) {
  const db = await getDb();
  await db
    .update(storedConfigurations)
    .set({ storedAt: new Date(Date.now() - days * DAY) })
    .where(eq(storedConfigurations.key, `configurations/${key}`));
}

async function cleanup(now: Date) {
  const run = await runJob('file_cleanup', { now });
  if (!run.ran || !run.ok) throw new Error(`file_cleanup did not run: ${JSON.stringify(run)}`);
  return run.counts;
}

afterEach(() => setStorage(undefined));

describe('stored configurations', () => {
  it('are stored once under the SHA-256 of their JSON; storing one again renews its link', async () => {
    const real = getStorage();
    const puts: string[] = [];
    const put = (key: string, bytes: Uint8Array) => {
      puts.push(key);
      return real.put(key, bytes);
    };
    setStorage({ backend: real.backend, put, get: real.get.bind(real), delete: real.delete.bind(real) });

    const first = await storeConfiguration(configuration('title'));
    const json = JSON.stringify(configuration('title'));
    expect(first.key).toBe(crypto.createHash('sha256').update(json).digest('hex'));
    expect(Buffer.from((await real.get(`configurations/${first.key}`))!).toString('utf8')).toBe(json);
    expect(first.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);

    await storedDaysAgo(first.key, 3);
    // The same configuration, its keys in another order: the same key, not written again, renewed.
    const { resources, features, framework, projectName } = configuration('title');
    const again = await storeConfiguration({ resources, features, framework, projectName });
    expect(again.key).toBe(first.key);
    expect(puts).toEqual([`configurations/${first.key}`]);
    expect(Date.now() - new Date((await rowOf(first.key)).storedAt).getTime()).toBeLessThan(60_000);
  });

  it('refuse a configuration larger than POST /api/v1/generate takes', async () => {
    const name = (prefix: string, i: number) => `${prefix}_${'x'.repeat(150)}_${i}`.slice(0, 200);
    const resources = Array.from({ length: 30 }, (_, r) => ({ name: name('r', r), fields: Array.from({ length: 40 }, (_, f) => ({ name: name('f', f), type: 'text' as const })) }));
    await expect(storeConfiguration({ projectName: 'big', framework: 'gin', features: [], resources })).rejects.toMatchObject({ status: 413, code: 'CONFIGURATION_TOO_LARGE' });
  });
});

describe('GET /api/v1/generate/configurations/{key}', () => {
  it('answers the zip, recorded as a guest generation; 404 for a key that names nothing; each try counts against the generate limit', async () => {
    const { key } = await storeConfiguration(configuration('subtitle'));
    const peer = newIp();
    for (const unknown of ['0'.repeat(64), '..%2F..%2Fetc', key.toUpperCase()]) {
      const res = await download(unknown, peer);
      expect(res.status, unknown).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'CONFIGURATION_NOT_FOUND', message: expect.stringContaining('call the generate tool again') });
    }
    // The limit is 3 a minute: the three tries above took it all.
    const refused = await download(key, peer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();

    const db = await getDb();
    // Guests' rows are written behind their answers: read once those on their way are written.
    await guestRowsWritten();
    const before = await db.select({ id: generations.id }).from(generations).where(and(eq(generations.projectName, 'shelf'), isNull(generations.userId)));
    const res = await download(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shelf.zip"');
    await guestRowsWritten();
    const after = await db.select({ id: generations.id }).from(generations).where(and(eq(generations.projectName, 'shelf'), isNull(generations.userId)));
    expect(after.length).toBe(before.length + 1);
  });

  it('answers 410 once the link has expired, naming what to do; the maintenance job removes the bytes, then the row', async () => {
    const { key } = await storeConfiguration(configuration('summary'));
    expect((await download(key)).status).toBe(200);

    await storedDaysAgo(key, 8);
    const expired = await download(key);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'CONFIGURATION_EXPIRED', message: expect.stringContaining('call the generate tool again') });

    const counts = await cleanup(new Date());
    expect(counts.configurations_removed).toBeGreaterThanOrEqual(1);
    expect(await getStorage().get(`configurations/${key}`)).toBeNull();
    expect((await rowOf(key)).stored).toBe(false);
    expect((await download(key)).status).toBe(410);

    // A retention period later the row goes too: the key then names nothing.
    await cleanup(new Date(Date.now() + 7 * DAY));
    expect(await rowOf(key)).toBeUndefined();
    expect((await download(key)).status).toBe(404);

    // Generate again: stored anew, the same link works again.
    expect((await storeConfiguration(configuration('summary'))).key).toBe(key);
    expect((await download(key)).status).toBe(200);
  });
});

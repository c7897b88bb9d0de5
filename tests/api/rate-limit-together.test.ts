// Rate-limit hits and guests' rows written together under load (lib/db/group-commit.ts): each hit still
// gets its own count, in the order it came, and no guest row is lost.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { hit } from '@/lib/rate-limit';
import { guestRowsWritten, recordGeneration } from '@/lib/history/record';
import { generateKeptZip } from '@/lib/generator';

describe('hits that arrive together', () => {
  it('count one by one in their order, per key: exactly `max` of them allowed, weights included', async () => {
    const rule = { max: 5, windowSeconds: 60 };
    const [a, b] = [`together:a:${crypto.randomUUID()}`, `together:b:${crypto.randomUUID()}`];
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => hit(i % 2 ? a : b, rule, new Date(), i === 4 ? 3 : 1)));
    const counts = (key: string) => results.filter((_, i) => (i % 2 ? a : b) === key).map((r) => r.count);
    expect(counts(a)).toEqual([1, 2, 3, 4, 5, 6]);
    // The key b: 1, then 2, then 5 (a hit of weight 3), 6, 7, 8.
    expect(counts(b)).toEqual([1, 2, 5, 6, 7, 8]);
    expect(results.filter((r, i) => (i % 2 ? a : b) === a && r.allowed)).toHaveLength(5);
    // The next hit, alone, goes on from the stored count.
    expect((await hit(a, rule)).count).toBe(7);
  });
});

describe("guests' rows that arrive together", () => {
  it('are all written, each with its own name', async () => {
    const kept = await generateKeptZip({ projectName: 'together', framework: 'gin', features: ['gin'] });
    const names = Array.from({ length: 20 }, () => `together-${crypto.randomUUID().slice(0, 8)}`);
    const ids = await Promise.all(
      names.map((projectName) =>
        recordGeneration({ userId: null, projectName, framework: 'gin', features: ['gin'], adjustedFeatures: ['gin'], durationMs: 1, kept }).then((r) => r.id),
      ),
    );
    await guestRowsWritten();
    const db = await getDb();
    const rows = await db.select({ id: schema.generations.id, name: schema.generations.projectName }).from(schema.generations).where(inArray(schema.generations.id, ids));
    expect(new Map(rows.map((r) => [r.id, r.name]))).toEqual(new Map(ids.map((id, i) => [id, names[i]])));
  });
});

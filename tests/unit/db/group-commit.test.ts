import { describe, expect, it } from 'vitest';
import { groupCommit } from '@/lib/db/group-commit';

describe('group commit', () => {
  it('writes a lone item at once, and the items that queue behind a write together, in order', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const write = groupCommit(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((n) => n * 10);
    });
    const first = write(1);
    // The first write is under way: these wait for it, then go in one batch.
    const rest = [write(2), write(3), write(4)];
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("rejects the items of a failed batch with its error, and goes on with the next", async () => {
    let calls = 0;
    const write = groupCommit(async (items: string[]) => {
      calls++;
      if (items.includes('bad')) throw new Error('constraint');
      return items.map((s) => s.toUpperCase());
    });
    const [a, b] = [write('bad'), write('ok')];
    await expect(a).rejects.toThrow('constraint');
    await expect(b).resolves.toBe('OK');
    expect(calls).toBe(2);
  });

  it('with retryAlone, writes a failed batch again item by item: only the bad item rejects', async () => {
    const batches: string[][] = [];
    let release: () => void = () => {};
    const write = groupCommit(
      async (items: string[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        if (items.includes('bad')) throw new Error('constraint');
        return items.map((s) => s.toUpperCase());
      },
      { retryAlone: true },
    );
    const first = write('first');
    const rest = [write('a'), write('bad'), write('b')];
    release();
    const settled = await Promise.allSettled([first, ...rest]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['FIRST', 'A', 'constraint', 'B']);
    expect(batches).toEqual([['first'], ['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const write = groupCommit(async (items: number[]) => {
      sizes.push(items.length);
      return items;
    }, { maxBatch: 3 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => write(i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});

// Group commit: writes of one kind that arrive while the previous write of that kind is still under way
// are written together, in one statement, when it is done. Under load a request then costs a share of one
// round trip and one statement instead of its own (a profile of guest generate under 16 concurrent
// requests: a fifth of the server's time went to the database client and the query builder, two
// statements a request). A write that finds none under way goes at once, so nothing waits when it is
// quiet; each caller still resolves only once its own row is written, or rejects with the batch's error
// (with retryAlone, each item of a failed batch is written again alone: only the item at fault rejects).
// Lookups by key batch the same way (lib/auth/tokens: a signed-in request's token).

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * A function that writes one item, batching the items that queue behind a write under way. `write` gets
 * the batch in arrival order and answers one result per item, in the same order.
 */
export function groupCommit<T, R>(
  write: (items: T[]) => Promise<R[]>,
  {
    maxBatch = 200,
    /** A failed batch's items are written again one by one: one bad item fails only its own caller (at a statement per item when the database itself fails). */
    retryAlone = false,
  } = {},
): (item: T) => Promise<R> {
  let queue: Waiting<T, R>[] = [];
  let writing = false;

  const settle = async (batch: Waiting<T, R>[]) => {
    try {
      const results = await write(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      if (retryAlone && batch.length > 1) await Promise.all(batch.map((w) => settle([w])));
      else for (const w of batch) w.reject(err);
    }
  };

  const flush = async () => {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await settle(batch);
    }
    writing = false;
  };

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void flush();
    });
}

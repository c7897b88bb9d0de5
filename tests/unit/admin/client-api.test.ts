// lib/client: the HTTP mapping, retries (fake timers), the timeout, the unauthorized hook and the toasts'
// texts, as the admin and history screens use them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_RETRY, ApiError, apiJson, DATA_RETRY, errorTypeForStatus, onUnauthorized, retryDelay, withRetry } from '@/lib/client/api';
import { errorNotice } from '@/lib/client/notify';

type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

function mockFetch(fn: FetchFn) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push(url);
    return fn(url, init);
  });
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: { getItem: () => null, removeItem: () => undefined } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HTTP mapping', () => {
  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [422, 'VALIDATION'],
    [500, 'SERVER'],
    [502, 'SERVER'],
    [599, 'SERVER'],
  ])('%d -> %s', (status, type) => expect(errorTypeForStatus(status)).toBe(type));

  it('takes the message from the body, else HTTP {status}: {text}', async () => {
    mockFetch(async () => Response.json({ type: 'FORBIDDEN', message: 'Admin access required', code: 'FORBIDDEN' }, { status: 403 }));
    expect(await apiJson('/api/admin/stats').catch((e) => e)).toMatchObject({ type: 'FORBIDDEN', status: 403, message: 'Admin access required' });
    mockFetch(async () => new Response('<html>', { status: 404, statusText: 'Not Found' }));
    expect(await apiJson('/x').catch((e) => e)).toMatchObject({ type: 'NOT_FOUND', message: 'HTTP 404: Not Found' });
  });

  it('tells the subscribers about a 401, until they unsubscribe', async () => {
    mockFetch(async () => Response.json({ message: 'Your session has expired. Please log in again.' }, { status: 401 }));
    const seen: ApiError[] = [];
    const off = onUnauthorized((e) => seen.push(e));
    await apiJson('/api/admin/stats').catch(() => undefined);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: 'UNAUTHORIZED', status: 401 });
    off();
    await apiJson('/api/admin/stats').catch(() => undefined);
    expect(seen).toHaveLength(1);
  });
});

describe('retries', () => {
  it('wait 1 s, then 2 s, doubling, capped at 10 s (admin) or 30 s (data)', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, ADMIN_RETRY))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, DATA_RETRY))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000]);
    expect(ADMIN_RETRY.attempts).toBe(3);
  });

  it('try a failing server 3 times, 1 s then 2 s apart, and report the attempts', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const calls = mockFetch(async () => {
      times.push(Date.now());
      return Response.json({ message: 'boom' }, { status: 503 });
    });
    const done = apiJson('/api/admin/stats', { retry: ADMIN_RETRY }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    const err = await done;
    expect(calls).toHaveLength(3);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ type: 'SERVER', attempts: 3, message: 'boom' });
    expect(times.map((t) => t - times[0])).toEqual([0, 1000, 3000]);
  });

  it('retry network failures and stop at the first success', async () => {
    vi.useFakeTimers();
    let n = 0;
    mockFetch(async () => {
      n++;
      if (n === 1) throw new TypeError('fetch failed');
      return Response.json({ ok: n });
    });
    const done = apiJson('/x', { retry: ADMIN_RETRY });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await done).toEqual({ ok: 2 });
    expect(n).toBe(2);
  });

  it('do not retry what would fail again (403, 404, 400) nor calls without a policy', async () => {
    for (const status of [400, 401, 403, 404, 422]) {
      const calls = mockFetch(async () => Response.json({ message: 'no' }, { status }));
      const err = (await apiJson('/x', { retry: ADMIN_RETRY }).catch((e) => e)) as ApiError;
      expect(calls).toHaveLength(1);
      expect(err.attempts).toBe(1);
    }
    const calls = mockFetch(async () => Response.json({ message: 'no' }, { status: 500 }));
    await apiJson('/x').catch(() => undefined);
    expect(calls).toHaveLength(1);
  });

  it('stop waiting when the caller aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let n = 0;
    const task = () => {
      n++;
      return Promise.reject(new ApiError('SERVER', 'down', 500));
    };
    const done = withRetry(task, ADMIN_RETRY, controller.signal).catch((e) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(n).toBe(1);
  });
});

describe('timeout', () => {
  it('gives NETWORK "Request timeout" after 10 s', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    );
    const done = apiJson('/api/admin/stats').catch((e) => e);
    await vi.advanceTimersByTimeAsync(9999);
    let settled = false;
    void done.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ type: 'NETWORK', status: 0, message: 'Request timeout' });
  });

  it('times out each attempt and retries it', async () => {
    vi.useFakeTimers();
    const calls = mockFetch(
      (_url, init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const done = apiJson('/x', { retry: ADMIN_RETRY }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(10_000 + 1000 + 10_000 + 2000 + 10_000);
    expect(calls).toHaveLength(3);
    expect(await done).toMatchObject({ type: 'NETWORK', message: 'Request timeout', attempts: 3 });
  });
});

describe('error toasts (spec section 8)', () => {
  const err = (type: ConstructorParameters<typeof ApiError>[0], message = 'server says', attempts = 1) => {
    const e = new ApiError(type, message, 0);
    e.attempts = attempts;
    return e;
  };

  it('title and message per type; Retry for 10 s on network and server errors, 7 s otherwise', () => {
    expect(errorNotice(err('UNAUTHORIZED'))).toEqual({ title: 'Session Expired', description: 'Your session has expired. Please log in again.', duration: 7000, retry: false });
    expect(errorNotice(err('FORBIDDEN'))).toMatchObject({ title: 'Access Denied', description: 'You do not have permission to perform this action.' });
    expect(errorNotice(err('NOT_FOUND'))).toMatchObject({ title: 'Not Found', description: 'The requested resource could not be found.' });
    expect(errorNotice(err('VALIDATION', 'page_size must be one of 10, 25, 50'))).toMatchObject({
      title: 'Invalid Request',
      description: 'page_size must be one of 10, 25, 50',
      duration: 7000,
    });
    expect(errorNotice(err('VALIDATION', ''))).toMatchObject({ description: 'The request contains invalid data.' });
    expect(errorNotice(err('NETWORK'), { canRetry: true })).toEqual({
      title: 'Connection Error',
      description: 'Unable to connect to the server. Please check your internet connection.',
      duration: 10_000,
      retry: true,
    });
    expect(errorNotice(err('SERVER'), { canRetry: true })).toEqual({
      title: 'Server Error',
      description: 'The server encountered an error. Please try again later.',
      duration: 10_000,
      retry: true,
    });
    expect(errorNotice(err('SERVER'))).toMatchObject({ duration: 7000, retry: false });
  });

  it('says Operation Failed after N attempts', () => {
    expect(errorNotice(err('SERVER', 'x', 3), { canRetry: true })).toEqual({
      title: 'Operation Failed',
      description: 'The server encountered an error. Please try again later. (after 3 attempts)',
      duration: 10_000,
      retry: true,
    });
  });

  it("uses the server's message when the answer carried one, and a screen's own 401 title", () => {
    const answered = new ApiError('NOT_FOUND', 'Project not found', 404, 'NOT_FOUND', null, { message: 'Project not found' });
    expect(errorNotice(answered, { title: 'Failed to load project details' })).toMatchObject({
      title: 'Failed to load project details',
      description: 'Project not found',
    });
    expect(errorNotice(err('UNAUTHORIZED'), { title: 'Failed to load statistics', unauthorizedTitle: 'Authentication required to view statistics' })).toEqual({
      title: 'Authentication required to view statistics',
      description: 'Your session has expired. Please log in again.',
      duration: 7000,
      retry: false,
    });
    expect(errorNotice(err('SERVER'), { canRetry: true, duration: 5000 })).toMatchObject({ duration: 5000, retry: true });
  });
});

// The browser API helper: status mapping, messages, timeouts, the stored token, file names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFile, apiJson, buildUrl, errorTypeForStatus, fileNameFromDisposition } from '@/lib/client/api';
import { diffConfigurations } from '@/lib/client/generate';
import { historyApi } from '@/lib/client/history';

const storage = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('window', { localStorage: { getItem: (k: string) => storage.get(k) ?? null, removeItem: (k: string) => storage.delete(k) } });
  storage.clear();
});

function mockFetch(fn: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return fn(url, init);
  });
  return calls;
}

describe('errorTypeForStatus', () => {
  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'VALIDATION'],
    [422, 'VALIDATION'],
    [409, 'CONFLICT'],
    [410, 'GONE'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVER'],
    [503, 'SERVER'],
    [418, 'NETWORK'],
  ])('%d -> %s', (status, type) => expect(errorTypeForStatus(status)).toBe(type));
});

describe('apiJson', () => {
  it('builds the query (lists comma-joined, empty values left out) and parses the answer', async () => {
    const calls = mockFetch(() => Response.json({ ok: 1 }));
    expect(await apiJson('/api/history', { query: { page: 2, search: '', frameworks: ['gin', 'echo'], status: undefined } })).toEqual({ ok: 1 });
    expect(calls[0].url).toBe('/api/history?page=2&frameworks=gin%2Cecho');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(buildUrl('/x', { a: [] })).toBe('/x');
  });

  it('turns error answers into ApiError with the server message, code and details', async () => {
    mockFetch(() => Response.json({ type: 'GONE', message: 'This project file has expired. You can regenerate it.', code: 'FILE_EXPIRED', details: { zip_file_status: 'expired' } }, { status: 410 }));
    const err = await apiJson('/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ type: 'GONE', status: 410, code: 'FILE_EXPIRED', message: 'This project file has expired. You can regenerate it.' });
  });

  it('falls back to HTTP {status}: {text} without a JSON body', async () => {
    mockFetch(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    expect(await apiJson('/x').catch((e) => e)).toMatchObject({ type: 'SERVER', message: 'HTTP 502: Bad Gateway' });
  });

  it('maps a failed connection and a timeout to NETWORK', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect(await apiJson('/x').catch((e) => e)).toMatchObject({ type: 'NETWORK', status: 0, message: 'Unable to connect to the server. Please check your internet connection.' });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    expect(await apiJson('/x', { timeoutMs: 20 }).catch((e) => e)).toMatchObject({ type: 'NETWORK', message: 'Request timeout' });
  });

  it('sends a stored token, drops it on 401 and tries once more with the session alone', async () => {
    storage.set('token', 'gst_stale');
    const calls = mockFetch((_url, init) =>
      (init.headers as Record<string, string>).Authorization ? Response.json({ message: 'Invalid or expired token' }, { status: 401 }) : Response.json({ ok: true }),
    );
    expect(await apiJson('/x')).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer gst_stale');
    expect(storage.has('token')).toBe(false);
    mockFetch(() => Response.json({ message: 'No authentication token found' }, { status: 401 }));
    expect(await apiJson('/x').catch((e) => e)).toMatchObject({ type: 'UNAUTHORIZED', message: 'No authentication token found' });
  });
});

describe('files', () => {
  it('reads the file name from Content-Disposition, else the fallback', async () => {
    expect(fileNameFromDisposition('attachment; filename="shop-api.zip"', 'project.zip')).toBe('shop-api.zip');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.zip", 'project.zip')).toBe('café.zip');
    expect(fileNameFromDisposition('attachment', 'project.zip')).toBe('project.zip');
    expect(fileNameFromDisposition(null, 'project-regenerated.zip')).toBe('project-regenerated.zip');
    mockFetch(() => new Response(new Uint8Array([80, 75]), { headers: { 'Content-Disposition': 'attachment; filename="a.zip"' } }));
    const file = await apiFile('/x', 'project.zip');
    expect(file.fileName).toBe('a.zip');
    expect(file.blob.size).toBe(2);
  });
});

describe('grow and upgrade', () => {
  it('grow posts the features, the format and the agreement to lose data, and answers the named file', async () => {
    const calls = mockFetch(() => new Response('diff --git a/x b/x\n', { headers: { 'Content-Disposition': 'attachment; filename="shop.patch"' } }));
    const file = await historyApi.grow('p 1', { features: ['gin', 'redis'], format: 'patch', allowDataLoss: true });
    expect(calls[0].url).toBe('/api/history/p%201/grow');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ features: ['gin', 'redis'], format: 'patch', allowDataLoss: true });
    expect(file.fileName).toBe('shop.patch');
  });

  it('upgrade reads X-Upgrade-Status: an empty up-to-date answer is not a file', async () => {
    mockFetch(() => new Response(null, { headers: { 'X-Upgrade-Status': 'up-to-date' } }));
    expect(await historyApi.upgrade('p1')).toEqual({ upToDate: true });
    mockFetch(() => new Response('diff', { headers: { 'X-Upgrade-Status': 'available', 'Content-Disposition': 'attachment; filename="shop-upgrade.patch"' } }));
    expect(await historyApi.upgrade('p1')).toMatchObject({ upToDate: false, fileName: 'shop-upgrade.patch' });
  });

  it('upgrade of an expired zip is GONE with the server message', async () => {
    const message = 'An upgrade needs the stored zip, which has expired. Regenerate the project instead.';
    mockFetch(() => Response.json({ type: 'GONE', message, code: 'FILE_EXPIRED' }, { status: 410 }));
    await expect(historyApi.upgrade('p1')).rejects.toMatchObject({ type: 'GONE', code: 'FILE_EXPIRED', message });
  });
});

describe('diffConfigurations', () => {
  it('posts both sides to the diff endpoint as JSON', async () => {
    const answer = { message: 'm', summary: { files_added: 1, files_modified: 0, files_deleted: 0, lines_added: 3, lines_removed: 0 }, files: [] };
    const calls = mockFetch(() => Response.json(answer));
    const from = { projectName: 'shop', framework: 'gin', features: ['gin'] };
    const to = { ...from, features: ['gin', 'redis'] };
    expect(await diffConfigurations(from, to)).toEqual(answer);
    expect(calls[0].url).toBe('/api/v1/generate/diff');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ from, to });
  });
});

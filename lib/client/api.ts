// The browser's one way to call our API: every screen (wizard, sign-in, studio, admin) goes through
// apiJson and apiFile here, and thin per-area modules beside this one name the endpoints. One place maps HTTP
// failures to the spec's error types (section 8): 401 UNAUTHORIZED (the stored token is dropped), 403
// FORBIDDEN, 404 NOT_FOUND, 400/422 VALIDATION, 410 GONE, 409 CONFLICT, 429 RATE_LIMITED, 5xx SERVER,
// anything else (no answer, timeout) NETWORK. The message is the server's, else 'HTTP {status}: {text}'.
// Calls ride on the browser session cookie; a token stored under 'token' (API sign-in) is sent too.
// Optional retries on NETWORK and SERVER errors (opts.retry: ADMIN_RETRY, DATA_RETRY); onUnauthorized lets a
// screen sign out when a 401 says the session is over.

export type ApiErrorType =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'GONE'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVER'
  | 'NETWORK';

export class ApiError extends Error {
  /** How many times the call was tried (more than 1 after retries). */
  attempts = 1;
  constructor(
    readonly type: ApiErrorType,
    message: string,
    /** HTTP status; 0 when there was no answer. */
    readonly status: number,
    /** The server's code, e.g. FILE_EXPIRED. */
    readonly code?: string,
    readonly details?: unknown,
    /** The whole error body, for answers that carry more than a message (validate's validation_result). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
const NETWORK_MESSAGE = 'Unable to connect to the server. Please check your internet connection.';
const TIMEOUT_MESSAGE = 'Request timeout';

export function errorTypeForStatus(status: number): ApiErrorType {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 400 || status === 422) return 'VALIDATION';
  if (status === 409) return 'CONFLICT';
  if (status === 410) return 'GONE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'SERVER';
  return 'NETWORK';
}

/** Titles and default texts of the error catalogue (spec section 8). */
export const ERROR_TEXT: Record<ApiErrorType, { title: string; message: string }> = {
  UNAUTHORIZED: { title: 'Session Expired', message: 'Your session has expired. Please log in again.' },
  FORBIDDEN: { title: 'Access Denied', message: 'You do not have permission to perform this action.' },
  NOT_FOUND: { title: 'Not Found', message: 'The requested resource could not be found.' },
  VALIDATION: { title: 'Invalid Request', message: 'The request contains invalid data.' },
  GONE: { title: 'Not Available', message: 'The requested file is no longer available.' },
  CONFLICT: { title: 'Conflict', message: 'The request conflicts with the current state.' },
  RATE_LIMITED: { title: 'Too Many Requests', message: 'Too many requests. Please wait a moment and try again.' },
  SERVER: { title: 'Server Error', message: 'The server encountered an error. Please try again later.' },
  NETWORK: { title: 'Connection Error', message: NETWORK_MESSAGE },
};

/** Network and server failures are worth a retry; the rest would fail the same way again. */
const isRetryable = (err: unknown) => err instanceof ApiError && (err.type === 'NETWORK' || err.type === 'SERVER');

export function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  return new ApiError('NETWORK', err instanceof Error && err.message ? err.message : NETWORK_MESSAGE, 0);
}

const TOKEN_KEY = 'token';

/** The token stored by an API sign-in (spec section 3); empty, 'null' and 'undefined' count as absent. */
function storedToken(): string | null {
  try {
    const t = window.localStorage.getItem(TOKEN_KEY);
    return t && t !== 'null' && t !== 'undefined' ? t : null;
  } catch {
    return null;
  }
}

function dropStoredToken() {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage unavailable
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Try again on network and server errors (see ADMIN_RETRY, DATA_RETRY); default: one try. */
  retry?: RetryPolicy;
}

// ---------------------------------------------------------------------------------------------------
// Retries (spec sections 7 and 9): 3 attempts, 1 s doubling, capped at 10 s (admin) or 30 s (data).

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export const ADMIN_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 1000, factor: 2, maxDelayMs: 10_000 };
export const DATA_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 1000, factor: 2, maxDelayMs: 30_000 };

/** The wait before try number `attempt + 1` (attempt counts from 1): base * factor^(attempt-1), capped. */
export function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** (attempt - 1));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `task` until it succeeds, fails with an error that is not worth a retry (isRetryable), or has
 * been tried `policy.attempts` times; the error thrown carries how many tries were made (attempts).
 */
export async function withRetry<T>(task: () => Promise<T>, policy: RetryPolicy | undefined, signal?: AbortSignal): Promise<T> {
  const attempts = Math.max(1, policy?.attempts ?? 1);
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      if (err instanceof ApiError) err.attempts = attempt;
      if (!policy || attempt >= attempts || !isRetryable(err) || signal?.aborted) throw err;
      await wait(retryDelay(attempt, policy), signal);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// A 401 that the browser session could not fix: the session is over. Screens subscribe to sign out.

type UnauthorizedListener = (err: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called with every final 401 answer; returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

// ---------------------------------------------------------------------------------------------------
// Every answer (or its absence), for what shows the state of the system from the calls a screen makes
// (the admin's System badge): a health check every 30 s alone stayed green while every call failed.

/** The outcome of one request: null error when the server answered 2xx. */
interface CallOutcome {
  path: string;
  error: ApiError | null;
}
type AnswerListener = (outcome: CallOutcome) => void;
const answerListeners = new Set<AnswerListener>();

/** Called after every request this module sends (each try of a retried one); returns the unsubscribe function. */
export function onAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => {
    answerListeners.delete(listener);
  };
}

function answered(path: string, error: ApiError | null) {
  for (const listener of [...answerListeners]) listener({ path, error });
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function send(path: string, opts: RequestOptions, withToken = true): Promise<Response> {
  const token = withToken ? storedToken() : null;
  const headers: Record<string, string> = { Accept: 'application/json, application/zip;q=0.9' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);

  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err; // the caller gave up: not an error to show
    const failure = new ApiError('NETWORK', timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, 0);
    answered(path, failure);
    throw failure;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }

  if (res.status === 401 && token) {
    // A stale stored token: drop it and try once more with the browser session alone.
    dropStoredToken();
    return send(path, opts, false);
  }
  if (!res.ok) {
    const err = await errorFrom(res);
    answered(path, err);
    if (err.type === 'UNAUTHORIZED') for (const listener of [...unauthorizedListeners]) listener(err);
    throw err;
  }
  answered(path, null);
  return res;
}

async function errorFrom(res: Response): Promise<ApiError> {
  let body: { message?: unknown; error?: unknown; code?: unknown; details?: unknown } | null = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const text = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : null;
  return new ApiError(
    errorTypeForStatus(res.status),
    text ?? `HTTP ${res.status}: ${res.statusText}`,
    res.status,
    typeof body?.code === 'string' ? body.code : undefined,
    body?.details,
    body ?? undefined,
  );
}

/** A JSON call; throws ApiError. */
export async function apiJson<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return withRetry(
    async () => {
      const res = await send(path, opts);
      try {
        return (await res.json()) as T;
      } catch {
        throw new ApiError('SERVER', 'The server sent an answer that could not be read.', res.status);
      }
    },
    opts.retry,
    opts.signal,
  );
}

/** The file name of a Content-Disposition header, else `fallback`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

/**
 * A file call (zip and patch downloads); throws ApiError. `storageNotice`: why a zip was not kept (storage
 * quota); `headers`: the answer's headers, for the calls whose status rides on one (X-Upgrade-Status).
 */
export async function apiFile(
  path: string,
  fallbackName: string,
  opts: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string; storageNotice: string | null; headers: Headers }> {
  return withRetry(
    async () => {
      const res = await send(path, { timeoutMs: 60_000, ...opts });
      const blob = await res.blob();
      return {
        blob,
        fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName),
        storageNotice: res.headers.get('x-storage-notice'),
        headers: res.headers,
      };
    },
    opts.retry,
    opts.signal,
  );
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

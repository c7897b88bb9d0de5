// One error class and one mapper: every failure becomes { type, message, code, details } with the
// right status, and nothing leaks a stack trace.
import type { ErrorType } from '@/lib/schemas/errors';

export type { ErrorType };

const STATUS: Record<ErrorType, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVER: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Seconds a client should wait before retrying while the database is unreachable. */
const UNAVAILABLE_RETRY_AFTER = '5';

// Errors of a database that cannot be reached or is going away (the driver's connection errors, and
// PostgreSQL's connection exceptions 08xxx, shutdown 57P01-57P03, too many connections 53300): the
// request may succeed once it is back, so they are a 503 with Retry-After, not a 500.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', '57P01', '57P02', '57P03', '53300']);

/** Whether err (or an error it wraps, as query builders do) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export class AppError extends Error {
  readonly status: number;
  /** Extra response headers (e.g. Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly code: string = type,
    readonly details?: unknown,
    /** Extra top-level fields of the response body (e.g. validation_result). */
    readonly extra?: Record<string, unknown>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[type];
  }

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

/**
 * Any failure as an AppError: itself, or SERVICE_UNAVAILABLE with Retry-After while the database is
 * unreachable (the request may succeed once it is back), or a 500 that says nothing of the cause.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isDatabaseUnavailable(err)) {
    console.error('Database unavailable:', (err as Error).message);
    return new AppError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a few seconds.').withHeaders({
      'Retry-After': UNAVAILABLE_RETRY_AFTER,
    });
  }
  console.error('Unhandled error:', err);
  return new AppError('SERVER', 'The server encountered an error. Please try again later.', 'INTERNAL_ERROR');
}

export function errorResponse(err: unknown): Response {
  const e = toAppError(err);
  return Response.json(errorBody(e), { status: e.status, headers: e.headers });
}

/** The body every error answers: { type, message, code, details } and the error's extra fields. */
export function errorBody(e: AppError): Record<string, unknown> {
  return { ...e.extra, type: e.type, message: e.message, code: e.code, details: e.details ?? null };
}

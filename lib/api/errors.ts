// One error class and one mapper: every failure becomes { type, message, code, details } with the
// right status, and nothing leaks a stack trace.
import type { ErrorType } from '@/lib/schemas/errors';

export type { ErrorType };

const STATUS: Record<ErrorType, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVER: 500,
};

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

export function errorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    const body = { ...err.extra, type: err.type, message: err.message, code: err.code, details: err.details ?? null };
    return Response.json(body, { status: err.status, headers: err.headers });
  }
  console.error('Unhandled error:', err);
  return Response.json(
    { type: 'SERVER', message: 'The server encountered an error. Please try again later.', code: 'INTERNAL_ERROR', details: null },
    { status: 500 },
  );
}

'use client';

// The error toasts of spec section 8, for the admin screens and any other caller of lib/client/api:
// a title and a message per error type, 'Operation Failed' after retries ran out, a Retry button for
// 10 s on network and server errors, 7 s for the rest.
import { toast } from 'sonner';
import { asApiError, ERROR_TEXT, type ApiError } from './api';

const RETRY_TOAST_MS = 10_000;
export const ERROR_TOAST_MS = 7000;
const SUCCESS_TOAST_MS = 3000;

/** Types whose server message says more than the catalogue's text. */
const SERVER_MESSAGE_TYPES = new Set(['VALIDATION', 'CONFLICT', 'GONE', 'RATE_LIMITED']);

export interface ErrorNotice {
  title: string;
  description: string;
  duration: number;
  /** Offer the Retry button (network and server errors, when the caller can retry). */
  retry: boolean;
}

/** What the toast of a failed call says (pure, unit tested). */
export function errorNotice(err: unknown, opts: { title?: string; canRetry?: boolean } = {}): ErrorNotice {
  const e: ApiError = asApiError(err);
  const text = ERROR_TEXT[e.type];
  const retryable = e.type === 'NETWORK' || e.type === 'SERVER';
  let description = SERVER_MESSAGE_TYPES.has(e.type) ? e.message || text.message : text.message;
  if (e.type === 'NETWORK' && e.message === 'Request timeout') description = `Request timeout. ${text.message}`;
  let title = opts.title ?? text.title;
  if (e.attempts > 1) {
    title = opts.title ?? 'Operation Failed';
    description = `${description} (after ${e.attempts} attempts)`;
  }
  const retry = retryable && !!opts.canRetry;
  return { title, description, duration: retry ? RETRY_TOAST_MS : ERROR_TOAST_MS, retry };
}

/** Shows the toast of a failed call; `retry` adds the Retry button on network and server errors. */
export function notifyApiError(err: unknown, opts: { title?: string; retry?: () => void } = {}): void {
  const n = errorNotice(err, { title: opts.title, canRetry: !!opts.retry });
  toast.error(n.title, {
    description: n.description,
    duration: n.duration,
    action: n.retry && opts.retry ? { label: 'Retry', onClick: opts.retry } : undefined,
  });
}

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, { description, duration: SUCCESS_TOAST_MS });
}

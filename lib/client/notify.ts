'use client';

// The one notify policy of the browser (spec sections 8 and 9). Every toast of the product goes through
// here, so texts and durations follow one rule: successes 3 s, notices 4 s, warnings 10 s, errors 7 s;
// failed calls get the error catalogue's title and message, 'Operation Failed' after retries ran out, a
// Retry button for 10 s on network and server errors, and a Sign in action when the session is over.
import type { ExternalToast } from 'sonner';
import { asApiError, ERROR_TEXT, type ApiError } from './api';
import { wantToastArea } from './toast-area';

type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * sonner is loaded with the first toast, not with the page (about 10 kB gzip), and the layout's Toaster
 * mounts then too (./toast-area).
 */
function toast(kind: ToastKind, title: string, data: ExternalToast): void {
  wantToastArea();
  void import('sonner').then(({ toast: show }) => show[kind](title, data));
}

const RETRY_TOAST_MS = 10_000;
const ERROR_TOAST_MS = 7000;
const SUCCESS_TOAST_MS = 3000;
const INFO_TOAST_MS = 4000;
const WARNING_TOAST_MS = 10_000;

/** Types whose server message says more than the catalogue's text. */
const SERVER_MESSAGE_TYPES = new Set(['VALIDATION', 'CONFLICT', 'GONE', 'RATE_LIMITED']);

export interface ErrorNotice {
  title: string;
  description: string;
  duration: number;
  /** Offer the Retry button (network and server errors, when the caller can retry). */
  retry: boolean;
}

export interface ErrorNoticeOptions {
  /** The screen's title for this failure ('Failed to load projects'); the catalogue's title otherwise. */
  title?: string;
  /** The title when the answer was 401 (the spec gives some screens their own); 'Session Expired' otherwise. */
  unauthorizedTitle?: string;
  canRetry?: boolean;
  /** A screen's own duration (the spec gives 'Download failed' 5 s). */
  duration?: number;
}

/** What the toast of a failed call says (pure, unit tested). */
export function errorNotice(err: unknown, opts: ErrorNoticeOptions = {}): ErrorNotice {
  const e: ApiError = asApiError(err);
  const text = ERROR_TEXT[e.type];
  if (e.type === 'UNAUTHORIZED') {
    return { title: opts.unauthorizedTitle ?? text.title, description: text.message, duration: ERROR_TOAST_MS, retry: false };
  }
  const retryable = e.type === 'NETWORK' || e.type === 'SERVER';
  // The server's message is the description when it sent one (spec: 'The server's error field is the
  // description when present'); otherwise the catalogue's text.
  const serverSaid = typeof (e.body as { message?: unknown } | undefined)?.message === 'string' && e.message !== '';
  let description = serverSaid || SERVER_MESSAGE_TYPES.has(e.type) ? e.message || text.message : text.message;
  if (e.type === 'NETWORK' && e.message === 'Request timeout') description = `Request timeout. ${text.message}`;
  let title = opts.title ?? text.title;
  if (e.attempts > 1) {
    title = opts.title ?? 'Operation Failed';
    description = `${description} (after ${e.attempts} attempts)`;
  }
  const retry = retryable && !!opts.canRetry;
  return { title, description, duration: opts.duration ?? (retry ? RETRY_TOAST_MS : ERROR_TOAST_MS), retry };
}

/**
 * Where a Sign in action leads: the login page, back to this page afterwards. A full page load, as
 * wherever the session changes (components/auth/session's loadPage, not imported here: it would bring
 * next-auth's client into every page that shows a toast).
 */
function signInAction() {
  const back = encodeURIComponent(window.location.pathname + window.location.search);
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  return { label: 'Sign in', onClick: () => window.location.assign(`/login?callbackUrl=${back}`) };
}

/**
 * The failures on screen, by key (what failed: a screen's data, an action): the toast's text and the
 * loads that failed under it, with their retries. One failure, one toast: a second failure under a key
 * joins the toast already there (same title; its Retry re-runs both) instead of stacking another, and
 * the toast goes when the last of them loads again (resolveFailure) or when it closes.
 */
interface Failure {
  title: string;
  description: string;
  owners: Map<object, (() => void) | undefined>;
}
const failures = new Map<string, Failure>();

/** Shows the toast of a failed call; `retry` adds the Retry button on network and server errors. */
export function notifyApiError(
  err: unknown,
  opts: Omit<ErrorNoticeOptions, 'canRetry'> & {
    retry?: () => void;
    /** What failed ('statistics', 'admin'): one toast per key, replaced rather than stacked. */
    key?: string;
    /** Who failed under the key (a loader), so that its success closes the toast (resolveFailure). */
    owner?: object;
  } = {},
): void {
  const e = asApiError(err);
  const { key } = opts;
  const failure = key === undefined ? undefined : failures.get(key);
  const owners = failure?.owners ?? new Map<object, (() => void) | undefined>();
  owners.set(opts.owner ?? {}, opts.retry);
  const retries = [...owners.values()].filter((r): r is () => void => !!r);
  const retryAll = retries.length > 0 ? () => retries.forEach((r) => r()) : undefined;
  const n = errorNotice(e, { ...opts, canRetry: !!retryAll });
  const title = failure?.title ?? n.title;
  const description = failure?.description ?? n.description;
  if (key !== undefined) failures.set(key, { title, description, owners });
  const action = e.type === 'UNAUTHORIZED' ? signInAction() : n.retry && retryAll ? { label: 'Retry', onClick: retryAll } : undefined;
  const forget = () => key !== undefined && failures.delete(key);
  toast('error', title, { id: key, description, duration: n.duration, action, onDismiss: forget, onAutoClose: forget });
}

/** `owner`'s load under `key` succeeded: the toast of that failure goes once nothing under it is still failing. */
export function resolveFailure(key: string, owner: object): void {
  const owners = failures.get(key)?.owners;
  if (!owners?.delete(owner) || owners.size > 0) return;
  failures.delete(key);
  void import('sonner').then(({ toast: sonner }) => sonner.dismiss(key));
}

interface NoticeOptions {
  duration?: number;
  action?: { label: string; onClick: () => void };
}

/** Toasts that are not the answer of a failed call: the spec's own texts, with the policy's durations. */
export const notify = {
  success: (title: string, description?: string, opts: NoticeOptions = {}) => toast('success', title, { description, duration: SUCCESS_TOAST_MS, ...opts }),
  info: (title: string, description?: string, opts: NoticeOptions = {}) => toast('info', title, { description, duration: INFO_TOAST_MS, ...opts }),
  warning: (title: string, description?: string, opts: NoticeOptions = {}) => toast('warning', title, { description, duration: WARNING_TOAST_MS, ...opts }),
  error: (title: string, description?: string, opts: NoticeOptions = {}) => toast('error', title, { description, duration: ERROR_TOAST_MS, ...opts }),
  /** Closes every toast on screen (a finished flow's leftovers). */
  dismissAll: () => void import('sonner').then(({ toast: sonner }) => sonner.dismiss()),
};

'use client';

// Small helpers the auth screens share: calling the JSON API, reading sign-in errors, and the
// "navigation state" that carries the e-mail from registration to verification.
import { signOut } from 'next-auth/react';

export interface ApiFailure {
  code: string;
  message: string;
  details?: unknown;
  status: number;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = await res.json().catch(() => null);
    if (res.ok) return { ok: true, data: data as T };
    return {
      ok: false,
      error: {
        status: res.status,
        code: data?.code ?? 'HTTP_ERROR',
        message: data?.message ?? `HTTP ${res.status}: ${res.statusText}`,
        details: data?.details,
      },
    };
  } catch {
    return {
      ok: false,
      error: { status: 0, code: 'NETWORK', message: 'Unable to connect to the server. Please check your internet connection.' },
    };
  }
}

/** next-auth hands back the Error message of the server's authorize(): a JSON { code, message }. */
export function parseSignInError(error: string | null | undefined, fallback: string): ApiFailure {
  if (!error || error === 'CredentialsSignin') return { status: 401, code: 'SIGN_IN_FAILED', message: fallback };
  try {
    const parsed = JSON.parse(error) as Partial<ApiFailure>;
    if (typeof parsed.message === 'string') {
      return { status: 400, code: parsed.code ?? 'SIGN_IN_FAILED', message: parsed.message, details: parsed.details };
    }
  } catch {
    // not ours
  }
  return { status: 400, code: 'SIGN_IN_FAILED', message: fallback };
}

const PENDING_KEY = 'gostarter.pendingVerification';

export interface PendingVerification {
  email: string;
  /** When the last code was sent (ms since epoch), if known. */
  sentAt: number | null;
}

export function savePendingVerification(p: PendingVerification) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
  } catch {
    // storage disabled: the verify page sends the user back to registration
  }
}

export function readPendingVerification(): PendingVerification | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingVerification | null;
    return value && typeof value.email === 'string' && value.email ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingVerification() {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing to clear
  }
}

let endingSession = false;

/** True while signing out: guards then leave the navigation to the sign-out. */
export function isEndingSession(): boolean {
  return endingSession;
}

/** Ends the browser session (the server revokes the token inside it), then loads `to` afresh. */
export async function endSession(to = '/'): Promise<void> {
  endingSession = true;
  try {
    await signOut({ redirect: false });
  } catch (err) {
    endingSession = false;
    throw err;
  }
  loadPage(to);
}

/**
 * Loads `to` as a new page rather than navigating inside the app. Used wherever the session just
 * changed (signed in, signed out, expired): the page, the session provider included, starts from the
 * new session, and nothing of the previous user stays in memory.
 */
export function loadPage(to: string): void {
  window.location.assign(to);
}

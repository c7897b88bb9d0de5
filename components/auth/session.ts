'use client';

// The browser session's helpers the auth screens share: reading sign-in errors, the "navigation state"
// that carries the e-mail from registration to verification, and ending or reloading the session.
import { signOut } from 'next-auth/react';
import { ApiError, ERROR_TEXT } from '@/lib/client/api';

/** next-auth hands back the Error message of the server's authorize(): a JSON { code, message }. */
export function parseSignInError(error: string | null | undefined, fallback: string): ApiError {
  if (!error || error === 'CredentialsSignin') return new ApiError('UNAUTHORIZED', fallback, 401, 'SIGN_IN_FAILED');
  try {
    const parsed = JSON.parse(error) as { code?: string; message?: unknown; details?: unknown };
    if (typeof parsed.message === 'string') return new ApiError('VALIDATION', parsed.message, 400, parsed.code ?? 'SIGN_IN_FAILED', parsed.details);
  } catch {
    // not ours
  }
  return new ApiError('VALIDATION', fallback, 400, 'SIGN_IN_FAILED');
}

/** The failure of a sign-in call that got no answer at all. */
export const noAnswer = () => new ApiError('NETWORK', ERROR_TEXT.NETWORK.message, 0, 'NETWORK');

const PENDING_KEY = 'gostarter.pendingVerification';

export interface PendingVerification {
  email: string;
  /** When the last code was sent (ms since epoch), if known. */
  sentAt: number | null;
  /** Seconds after sentAt before the server sends another code (its answer's resendAfterSeconds). */
  resendAfterSeconds: number;
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
    if (!value || typeof value.email !== 'string' || !value.email) return null;
    return { ...value, resendAfterSeconds: typeof value.resendAfterSeconds === 'number' ? value.resendAfterSeconds : 0 };
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

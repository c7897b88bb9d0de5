'use client';

// A toast for the next page: a flow that ends in a full page load (verifying an account loads the
// dashboard afresh, so the session provider starts from the new session) would lose a toast shown just
// before it. It waits in sessionStorage; the layout's Toaster shows it once the next page is up.
// No imports: the Toaster that reads it is on every page.

export interface AfterLoadNotice {
  kind: 'success' | 'info';
  title: string;
  description?: string;
}

const KEY = 'gostarter.afterLoadNotice';

export function noticeAfterLoad(notice: AfterLoadNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // storage disabled: the page loads without the toast
  }
}

/** The waiting notice, removed as it is read (shown once). */
export function takeAfterLoadNotice(): AfterLoadNotice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const n = JSON.parse(raw) as Partial<AfterLoadNotice>;
    return (n.kind === 'success' || n.kind === 'info') && typeof n.title === 'string' ? (n as AfterLoadNotice) : null;
  } catch {
    return null;
  }
}

const NEW_ACCOUNT_KEY = 'gostarter.newAccount';

/**
 * The account `userId` was just verified: the studio greets it as new, not with "Welcome back", for the
 * rest of this visit (a reload, or back from another page), not only on the page the verification loads.
 */
export function markNewAccount(userId: string): void {
  try {
    sessionStorage.setItem(NEW_ACCOUNT_KEY, userId);
  } catch {
    // storage disabled: the usual greeting
  }
}

/** True while the visit that made `userId` lasts (another account signed in here is not new). */
export function isNewAccount(userId: string): boolean {
  try {
    return sessionStorage.getItem(NEW_ACCOUNT_KEY) === userId;
  } catch {
    return false;
  }
}

/** A sign-in with a password is a return: from then on, "Welcome back". */
export function forgetNewAccount(): void {
  try {
    sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

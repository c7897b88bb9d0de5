// The notices the sign-in page shows above its form. The address names one by a fixed key
// (/login?notice=password-reset) and the page shows the product's own text for it: nothing a link can
// carry is ever shown, so nobody can make our page say their words ("Call 555-0100"). Client-safe.

export const LOGIN_NOTICES = {
  'password-reset': 'Your password has been reset. Please sign in with your new password.',
  // An invited account's first password: its first sign-in is a welcome, not a "welcome back".
  'account-ready': 'Your password is set and your account is ready. Please sign in.',
  'signed-out': 'You were signed out everywhere. Please sign in again.',
  'admin-required': 'Please log in with admin credentials to access the admin dashboard',
  'session-expired': 'Session expired. Please log in again.',
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The text of a notice key from the address; anything that is not one of ours shows nothing. */
export function loginNoticeText(key: string | null | undefined): string | undefined {
  return key && Object.hasOwn(LOGIN_NOTICES, key) ? LOGIN_NOTICES[key as LoginNotice] : undefined;
}

/** /login with a notice and, optionally, where to go after signing in. */
export function loginUrl(notice: LoginNotice, callbackUrl?: string): string {
  const query = new URLSearchParams({ notice });
  if (callbackUrl) query.set('callbackUrl', callbackUrl);
  return `/login?${query}`;
}

// The browser's account calls, over apiJson of ./api (which throws ApiError): signing up and password
// recovery (anonymous), then the signed-in account settings.
import type { ApiTokenLifetime } from '@/lib/auth/rules';
import type { ApiTokenInfo, CodeSent, CreatedApiToken, PasswordReset, PublicUser } from '@/lib/schemas/account';
import { apiJson, DATA_RETRY } from './api';

// ---------------------------------------------------------------------------------------------------
// Anonymous: registration, codes, forgot and reset password.

export interface MessageAnswer {
  message: string;
}

export const authApi = {
  register: (input: { email: string; password: string }) => apiJson<CodeSent>('/auth/register', { method: 'POST', body: input }),

  resendOtp: (email: string) => apiJson<CodeSent>('/auth/resend-otp', { method: 'POST', body: { email } }),

  /** Asks for a reset code; the answer is the same whether or not the address has an account. */
  requestPasswordReset: (email: string) => apiJson<CodeSent>('/auth/forgot-password', { method: 'POST', body: { email } }),

  /** Sets a new password with the mailed code; every session of the account ends. */
  resetPassword: (input: { email: string; otp: string; password: string }) =>
    apiJson<PasswordReset>('/auth/reset-password', { method: 'POST', body: input }),

  /** The signed-in user of the browser session (401 without one). */
  me: (signal?: AbortSignal) => apiJson<PublicUser>('/auth/me', { signal }),

  /** next-auth's view of the browser session: a user, or none. */
  session: () => apiJson<{ user?: unknown } | null>('/api/auth/session'),
};

// ---------------------------------------------------------------------------------------------------
// Signed in: password, sessions, API tokens, notification preference.

export type { ApiTokenInfo, CreatedApiToken } from '@/lib/schemas/account';

export const accountApi = {
  /** The current browser session stays signed in; the others end. */
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    apiJson<MessageAnswer>('/auth/change-password', { method: 'POST', body: input }),

  /** Ends every session of the account, this one included. */
  logoutAll: () => apiJson<MessageAnswer & { revoked: number }>('/auth/logout-all', { method: 'POST', body: {} }),

  listTokens: (signal?: AbortSignal) => apiJson<{ tokens: ApiTokenInfo[] }>('/auth/tokens', { signal, retry: DATA_RETRY }).then((r) => r.tokens),

  createToken: (input: { name: string; expiresInDays: ApiTokenLifetime }) =>
    apiJson<CreatedApiToken>('/auth/tokens', { method: 'POST', body: input }),

  revokeToken: (id: string) => apiJson<MessageAnswer>(`/auth/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  setEmailNotifications: (emailNotifications: boolean) =>
    apiJson<{ emailNotifications: boolean }>('/auth/preferences', { method: 'PATCH', body: { emailNotifications } }),
};

/** The wait a 429 asks for, in whole seconds (details.retryAfterSeconds), if it says. */
export function retryAfterSeconds(details: unknown): number | null {
  const value = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}


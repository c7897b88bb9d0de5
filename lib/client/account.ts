// The browser's account calls: password recovery (anonymous, over postJson of components/auth/client,
// which answers { ok, data } or { ok: false, error }) and the signed-in account settings (over apiJson
// of ./api, which rides on the session cookie and throws ApiError).
import { postJson, type ApiResult } from '@/components/auth/client';
import type { ApiTokenLifetime } from '@/lib/auth/rules';
import type { ApiTokenInfo, CreatedApiToken } from '@/lib/schemas/account';
import { apiJson } from './api';

// ---------------------------------------------------------------------------------------------------
// Anonymous: forgot and reset password.

export interface ForgotPasswordAnswer {
  message: string;
  email: string;
}

export interface MessageAnswer {
  message: string;
}

/** Asks for a reset code; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<ApiResult<ForgotPasswordAnswer>> {
  return postJson<ForgotPasswordAnswer>('/auth/forgot-password', { email });
}

/** Sets a new password with the mailed code; every session of the account ends. */
export function resetPassword(input: { email: string; otp: string; password: string }): Promise<ApiResult<MessageAnswer>> {
  return postJson<MessageAnswer>('/auth/reset-password', input);
}

// ---------------------------------------------------------------------------------------------------
// Signed in: password, sessions, API tokens, notification preference.

export type { ApiTokenInfo, CreatedApiToken } from '@/lib/schemas/account';

export const accountApi = {
  /** The current browser session stays signed in; the others end. */
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    apiJson<MessageAnswer>('/auth/change-password', { method: 'POST', body: input }),

  /** Ends every session of the account, this one included. */
  logoutAll: () => apiJson<MessageAnswer & { revoked: number }>('/auth/logout-all', { method: 'POST', body: {} }),

  listTokens: (signal?: AbortSignal) => apiJson<{ tokens: ApiTokenInfo[] }>('/auth/tokens', { signal }).then((r) => r.tokens),

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

/** '45 seconds', '1 minute', '3 minutes' */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

'use client';

// Toasts of the studio (spec sections 4 and 8): failures carry the server's message; network and
// server failures offer Retry for 10 s, other failures stay 7 s.
import { toast } from 'sonner';
import { loadPage } from '@/components/auth/client';
import { asApiError, ERROR_TEXT, isRetryable } from '@/lib/client/api';

export function notifyError(title: string, err: unknown, options: { retry?: () => void; duration?: number } = {}) {
  const e = asApiError(err);
  if (e.type === 'UNAUTHORIZED') {
    toast.error(ERROR_TEXT.UNAUTHORIZED.title, {
      description: ERROR_TEXT.UNAUTHORIZED.message,
      duration: 7000,
      action: { label: 'Sign in', onClick: () => loadPage('/login?callbackUrl=%2Fdashboard') },
    });
    return;
  }
  const retryable = isRetryable(e) && options.retry;
  toast.error(title, {
    description: e.message || ERROR_TEXT[e.type].message,
    duration: options.duration ?? (retryable ? 10_000 : 7000),
    action: retryable ? { label: 'Retry', onClick: options.retry! } : undefined,
  });
}

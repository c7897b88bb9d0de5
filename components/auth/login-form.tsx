'use client';

import * as React from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { Info, Loader2, MailWarning, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { safeReturnPath } from '@/lib/auth/rules';
import { loginNoticeText } from '@/lib/site/login-notices';
import { AuthCard } from './auth-card';
import { authApi, retryAfterSeconds } from '@/lib/client/account';
import { asApiError, type ApiError } from '@/lib/client/api';
import { forgetNewAccount, markNewAccount } from '@/lib/client/after-load-notice';
import { notify } from '@/lib/client/notify';
import { noAnswer, parseSignInError, savePendingVerification } from './session';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  // Only the product's own notices, by key: text from the address is never shown.
  const info = loginNoticeText(params.get('notice'));
  const returnTo = safeReturnPath(params.get('callbackUrl'));

  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<ApiError | null>(null);
  const [sendingCode, setSendingCode] = React.useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    const res = await signIn('password', { email, password, redirect: false });
    if (res?.ok && !res.error) {
      // An invited account's first sign-in (its password just set) is greeted as new; any other is a return.
      const firstSignIn = params.get('notice') === 'account-ready' ? await authApi.me().catch(() => null) : null;
      if (firstSignIn) markNewAccount(firstSignIn.id);
      else forgetNewAccount();
      notify.success('Login successful', firstSignIn ? 'Welcome!' : 'Welcome back!');
      router.replace(returnTo);
      router.refresh();
      return;
    }
    const failure = res ? parseSignInError(res.error, 'Invalid credentials') : noAnswer();
    setError(failure);
    setPending(false);
    notify.error('Login failed', failure.message);
  }

  /** Unverified account: send a fresh code, then go to the verification screen with the e-mail. */
  async function goVerify() {
    setSendingCode(true);
    const target = email.trim().toLowerCase();
    let resendAfterSeconds: number;
    try {
      resendAfterSeconds = (await authApi.resendOtp(target)).resendAfterSeconds;
      notify.success('OTP code resent', `A new code is on its way to ${target}.`);
    } catch (err) {
      const e = asApiError(err);
      // Within the cooldown the last code is still good: go and type it.
      if (e.code !== 'OTP_RESEND_COOLDOWN') {
        notify.error('Failed to resend OTP', e.message);
        return;
      }
      resendAfterSeconds = retryAfterSeconds(e.details) ?? 0;
    } finally {
      setSendingCode(false);
    }
    savePendingVerification({ email: target, sentAt: Date.now(), resendAfterSeconds });
    router.push('/verify-otp');
  }

  const errorId = 'login-error';
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to see your dashboard and project history."
      footer={
        <>
          No account yet?{' '}
          <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-describedby={error ? errorId : undefined}>
        {info ? (
          <Alert variant="info">
            <Info className="h-4 w-4" aria-hidden />
            <AlertDescription>{info}</AlertDescription>
          </Alert>
        ) : null}
        {error ? (
          error.code === 'EMAIL_NOT_VERIFIED' ? (
            <Alert variant="warning" id={errorId}>
              <MailWarning className="h-4 w-4" aria-hidden />
              <AlertTitle>E-mail not verified</AlertTitle>
              <AlertDescription>
                <p>{error.message}</p>
                <Button type="button" size="sm" variant="outline" className="mt-2" onClick={goVerify} disabled={sendingCode}>
                  {sendingCode ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
                  Send a new code and verify
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <Alert variant="destructive" id={errorId}>
              <TriangleAlert className="h-4 w-4" aria-hidden />
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          )
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            // The page's one task: typing starts in the e-mail field.
            autoFocus
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
            aria-invalid={error?.code === 'INVALID_CREDENTIALS' || undefined}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="login-password">Password</Label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error?.code === 'INVALID_CREDENTIALS' || undefined}
          />
          <Link
            href={email.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : '/forgot-password'}
            className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={pending || !email.trim() || !password}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}

'use client';

import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { Clock, Loader2, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OTP_INCOMPLETE_MESSAGE, OTP_LENGTH, OTP_TTL_SECONDS } from '@/lib/auth/rules';
import { authApi } from '@/lib/client/account';
import { asApiError } from '@/lib/client/api';
import { markNewAccount, noticeAfterLoad, type AfterLoadNotice } from '@/lib/client/after-load-notice';
import { notify } from '@/lib/client/notify';
import { AuthCard } from './auth-card';
import {
  clearPendingVerification,
  loadPage,
  noAnswer,
  parseSignInError,
  readPendingVerification,
  savePendingVerification,
  type PendingVerification,
} from './session';
import { OtpInput } from './otp-input';

/** The spec's toast of a verified account. */
const VERIFIED: AfterLoadNotice = { kind: 'success', title: 'Account verified successfully', description: 'Welcome to the product!' };

const empty = () => Array.from({ length: OTP_LENGTH }, () => '');

function formatClock(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function VerifyOtpForm() {
  const router = useRouter();
  const [pendingState, setPendingState] = React.useState<PendingVerification | null>(null);
  const [digits, setDigits] = React.useState<string[]>(empty);
  const [startedAt, setStartedAt] = React.useState(() => Date.now());
  const [now, setNow] = React.useState(() => Date.now());
  const [verifying, setVerifying] = React.useState(false);
  const [resending, setResending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [mustResend, setMustResend] = React.useState(false);
  const otpRef = React.useRef<{ focus: (index?: number) => void }>(null);

  // The e-mail comes from the previous screen (registration or sign-in); without it, go register.
  React.useEffect(() => {
    const p = readPendingVerification();
    if (!p) {
      router.replace('/register');
      return;
    }
    // It waits in sessionStorage, which exists only in the browser: read after hydration, so that the
    // server's render and the browser's first one agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPendingState(p);
    setStartedAt(p.sentAt ?? Date.now());
    setNow(Date.now());
  }, [router]);

  // The boxes appear once the e-mail is read: typing the mailed code starts in the first one.
  React.useEffect(() => {
    if (pendingState) otpRef.current?.focus(0);
  }, [pendingState]);

  React.useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);

  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  const remaining = Math.max(0, OTP_TTL_SECONDS - elapsed);
  const expired = remaining === 0;
  const cooldownLeft = Math.max(0, (pendingState?.resendAfterSeconds ?? 0) - elapsed);
  const canResend = !resending && (expired || mustResend || cooldownLeft === 0);

  async function verify(code = digits.join('')) {
    if (!pendingState || verifying) return;
    if (!/^\d{6}$/.test(code)) {
      setError(OTP_INCOMPLETE_MESSAGE);
      return;
    }
    setVerifying(true);
    setError(null);
    const res = await signIn('otp', { email: pendingState.email, otp: code, redirect: false });
    if (res?.ok && !res.error) {
      const signedIn = await authApi.me().then(
        (user) => user,
        () => null,
      );
      clearPendingVerification();
      if (signedIn) {
        // The dashboard loads as a new page: the toast waits for it (a toast shown here went with this page).
        noticeAfterLoad(VERIFIED);
        markNewAccount(signedIn.id);
        loadPage('/dashboard');
      } else {
        notify.success(VERIFIED.title, VERIFIED.description);
        notify.error('Authentication Error', 'Verification successful, but failed to complete login. Please try logging in.');
        router.push('/login');
      }
      return;
    }
    const failure = res ? parseSignInError(res.error, 'Invalid OTP code') : noAnswer();
    setVerifying(false);
    setError(failure.message);
    notify.error('Verification failed', failure.message);
    if (failure.code === 'OTP_EXPIRED' || failure.code === 'OTP_ATTEMPTS_EXCEEDED') setMustResend(true);
    setDigits(empty());
    requestAnimationFrame(() => otpRef.current?.focus(0));
  }

  async function resend() {
    if (!pendingState || !canResend) return;
    setResending(true);
    let resendAfterSeconds: number;
    try {
      resendAfterSeconds = (await authApi.resendOtp(pendingState.email)).resendAfterSeconds;
    } catch (err) {
      notify.error('Failed to resend OTP', asApiError(err).message);
      return;
    } finally {
      setResending(false);
    }
    const sent = { email: pendingState.email, sentAt: Date.now(), resendAfterSeconds };
    savePendingVerification(sent);
    setPendingState(sent);
    setStartedAt(sent.sentAt);
    setNow(sent.sentAt);
    setMustResend(false);
    setError(null);
    setDigits(empty());
    notify.success('OTP code resent', `A new code was sent to ${pendingState.email}.`);
    requestAnimationFrame(() => otpRef.current?.focus(0));
  }

  if (!pendingState) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-muted-foreground" role="status">
        <Loader2 className="mr-2 h-4 w-4 animate-spin" aria-hidden /> Loading...
      </div>
    );
  }

  const blocked = expired || mustResend;
  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          Enter the 6-digit code we sent to <strong className="text-foreground">{pendingState.email}</strong>.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to registration
          </Link>
        </>
      }
    >
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
      >
        <OtpInput
          ref={otpRef}
          value={digits}
          onChange={(d) => {
            setDigits(d);
            if (error) setError(null);
          }}
          onComplete={(code) => {
            if (!blocked) void verify(code);
          }}
          disabled={verifying || blocked}
          invalid={Boolean(error)}
          describedBy={error ? 'otp-error' : 'otp-timer'}
        />
        {error ? (
          <p id="otp-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
        {expired ? (
          <Alert variant="warning">
            <TriangleAlert className="h-4 w-4" aria-hidden />
            <AlertTitle>Code expired</AlertTitle>
            <AlertDescription>This code is no longer valid. Request a new one with Resend code.</AlertDescription>
          </Alert>
        ) : (
          <p id="otp-timer" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="h-4 w-4" aria-hidden />
            <span>
              Code expires in <span className="font-mono font-medium text-foreground" aria-live="off">{formatClock(remaining)}</span>
            </span>
          </p>
        )}
        <Button type="submit" disabled={verifying || blocked}>
          {verifying ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          {verifying ? 'Verifying...' : 'Verify Account'}
        </Button>
        <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <span>Didn&apos;t get the code?</span>
          <Button type="button" variant="link" size="inline" className="py-2" onClick={resend} disabled={!canResend}>
            {resending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            {canResend || resending ? 'Resend code' : `Resend code in ${cooldownLeft}s`}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

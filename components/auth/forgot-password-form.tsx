'use client';

import * as React from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { ArrowLeft, Clock, Loader2, MailCheck, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OTP_INCOMPLETE_MESSAGE, OTP_LENGTH, OTP_TTL_SECONDS } from '@/lib/auth/rules';
import { authApi, retryAfterSeconds } from '@/lib/client/account';
import { ApiError, asApiError } from '@/lib/client/api';
import { notify } from '@/lib/client/notify';
import { loginUrl } from '@/lib/site/login-notices';
import { AuthCard } from './auth-card';
import { NewPasswordFields, newPasswordReady } from './new-password-fields';
import { OtpInput } from './otp-input';

const SENT_MESSAGE = 'If an account exists for this e-mail, we sent it a 6-digit reset code.';
const HAVE_CODE_MESSAGE = 'Enter the 6-digit code from your e-mail (a reset code or an invitation) and choose your password.';
const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function formatClock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The message of a refusal, with the attempts left of a wrong code (a 429's message already says how long to wait). */
function describeFailure(error: ApiError): string {
  if (error.code === 'INVALID_OTP') {
    const left = (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
    if (typeof left === 'number') return `${error.message}. ${left === 1 ? '1 attempt left' : `${left} attempts left`}.`;
  }
  return error.message;
}

/** On the reset step, `sentAt` is when this form last had a code sent (null: a code from earlier), `resendAfterSeconds` the server's wait after it. */
type Step = { name: 'request' } | { name: 'reset'; email: string; message: string; sentAt: number | null; resendAfterSeconds: number };

/**
 * Password recovery on one page: the e-mail first (a 6-digit code goes out, whether or not there is an
 * account), then the code with the new password. Success signs every session out and goes to sign-in.
 */
const backToSignIn = (
  <>
    Remembered it?{' '}
    <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  </>
);

export function ForgotPasswordForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [step, setStep] = React.useState<Step>({ name: 'request' });
  const [email, setEmail] = React.useState(() => params.get('email') ?? '');
  const [requesting, setRequesting] = React.useState(false);
  const [requestError, setRequestError] = React.useState<ApiError | null>(null);
  /** A 429 asked to wait until then (ms since epoch). */
  const [blockedUntil, setBlockedUntil] = React.useState(0);
  const [now, setNow] = React.useState(() => Date.now());

  const [digits, setDigits] = React.useState<string[]>(emptyCode);
  const [password, setPassword] = React.useState('');
  const [confirm, setConfirm] = React.useState('');
  const [attempted, setAttempted] = React.useState(false);
  const [resetting, setResetting] = React.useState(false);
  const [resetError, setResetError] = React.useState<ApiError | null>(null);
  const [mustResend, setMustResend] = React.useState(false);
  const otpRef = React.useRef<{ focus: (index?: number) => void }>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);

  // The e-mail typed on the sign-in page arrives in the address; keep it out of the history from here on.
  React.useEffect(() => {
    if (params.get('email') !== null) router.replace('/forgot-password', { scroll: false });
  }, [params, router]);

  React.useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);

  const waitLeft = Math.max(0, Math.ceil((blockedUntil - now) / 1000));

  function noteRateLimit(error: ApiError) {
    if (error.status !== 429) return;
    const wait = retryAfterSeconds(error.details) ?? 0;
    setBlockedUntil(Date.now() + wait * 1000);
    setNow(Date.now());
  }

  function goToReset(target: string, message: string, sent: { sentAt: number; resendAfterSeconds: number } | null) {
    setStep({ name: 'reset', email: target, message, sentAt: sent?.sentAt ?? null, resendAfterSeconds: sent?.resendAfterSeconds ?? 0 });
    setDigits(emptyCode());
    setResetError(null);
    setMustResend(false);
    requestAnimationFrame(() => otpRef.current?.focus(0));
  }

  async function sendCode(e?: React.FormEvent) {
    e?.preventDefault();
    if (requesting || waitLeft > 0) return;
    const target = email.trim().toLowerCase();
    if (!looksLikeEmail(target)) {
      setRequestError(new ApiError('VALIDATION', INVALID_EMAIL_MESSAGE, 400, 'INVALID_REQUEST'));
      emailRef.current?.focus();
      return;
    }
    setRequesting(true);
    setRequestError(null);
    try {
      const sent = await authApi.requestPasswordReset(target);
      notify.success('Reset code sent', `Check the inbox of ${sent.email ?? target}.`);
      goToReset(sent.email ?? target, sent.message ?? SENT_MESSAGE, { sentAt: Date.now(), resendAfterSeconds: sent.resendAfterSeconds });
    } catch (err) {
      const error = asApiError(err);
      noteRateLimit(error);
      setRequestError(error);
      notify.error('Failed to send reset code', describeFailure(error));
    } finally {
      setRequesting(false);
    }
  }

  // A code already in the inbox (an admin's invitation, or a reset code asked for earlier) goes straight to its step.
  function enterCode() {
    const target = email.trim().toLowerCase();
    if (!looksLikeEmail(target)) {
      setRequestError(new ApiError('VALIDATION', INVALID_EMAIL_MESSAGE, 400, 'INVALID_REQUEST'));
      emailRef.current?.focus();
      return;
    }
    goToReset(target, HAVE_CODE_MESSAGE, null);
  }

  if (step.name === 'request') {
    // Too many requests: a code may well be in the inbox already, so its step stays reachable.
    const cooldown = requestError?.status === 429;
    return (
      <AuthCard
        title="Reset your password"
        description="Enter the e-mail of your account. We will send it a 6-digit code to set a new password."
        footer={backToSignIn}
      >
        <form onSubmit={sendCode} className="flex flex-col gap-4" noValidate>
          {requestError ? (
            <Alert variant={cooldown ? 'warning' : 'destructive'} id="forgot-error">
              {cooldown ? <Clock className="h-4 w-4" aria-hidden /> : <TriangleAlert className="h-4 w-4" aria-hidden />}
              {cooldown ? (
                <AlertTitle>{requestError.code === 'OTP_RESEND_COOLDOWN' ? 'A code was sent a moment ago' : 'Too many code requests'}</AlertTitle>
              ) : null}
              <AlertDescription>
                <p>
                  {requestError.status === 429 && waitLeft > 0
                    ? `${requestError.message} You can ask again in ${formatClock(waitLeft)}.`
                    : requestError.message}
                </p>
                {cooldown ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="mt-2"
                    onClick={() => goToReset(email.trim().toLowerCase(), SENT_MESSAGE, null)}
                  >
                    Enter the code I received
                  </Button>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor="forgot-email">Email</Label>
            <Input
              ref={emailRef}
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (requestError && requestError.status !== 429) setRequestError(null);
              }}
              placeholder="you@example.com"
              aria-invalid={requestError?.status === 400 || undefined}
              aria-describedby={requestError ? 'forgot-error' : undefined}
            />
          </div>
          <Button type="submit" disabled={requesting || !email.trim() || waitLeft > 0}>
            {requesting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            {requesting ? 'Sending code...' : waitLeft > 0 ? `Send reset code in ${formatClock(waitLeft)}` : 'Send reset code'}
          </Button>
          <Button type="button" variant="link" size="inline" className="self-center" onClick={enterCode} disabled={requesting}>
            I have a code
          </Button>
        </form>
      </AuthCard>
    );
  }

  const target = step.email;
  const elapsed = step.sentAt === null ? null : Math.max(0, Math.floor((now - step.sentAt) / 1000));
  const remaining = elapsed === null ? null : Math.max(0, OTP_TTL_SECONDS - elapsed);
  const expired = remaining === 0;
  const cooldownLeft = Math.max(waitLeft, elapsed === null ? 0 : Math.max(0, step.resendAfterSeconds - elapsed));
  const codeComplete = digits.every((d) => /^\d$/.test(d));
  const blocked = expired || mustResend;
  const canReset = codeComplete && newPasswordReady(password, confirm) && !blocked && !resetting && waitLeft === 0;

  async function resend() {
    if (requesting || cooldownLeft > 0) return;
    setRequesting(true);
    try {
      const sent = await authApi.requestPasswordReset(target);
      notify.success('Reset code sent', `A new code is on its way to ${target}.`);
      goToReset(target, sent.message ?? SENT_MESSAGE, { sentAt: Date.now(), resendAfterSeconds: sent.resendAfterSeconds });
    } catch (err) {
      const error = asApiError(err);
      noteRateLimit(error);
      notify.error('Failed to send reset code', describeFailure(error));
    } finally {
      setRequesting(false);
    }
  }

  async function submitReset(e: React.FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (!codeComplete) {
      setResetError(new ApiError('VALIDATION', OTP_INCOMPLETE_MESSAGE, 400, 'OTP_INCOMPLETE'));
      otpRef.current?.focus(digits.findIndex((d) => d === ''));
      return;
    }
    if (!canReset) return;
    setResetting(true);
    setResetError(null);
    let error: ApiError;
    try {
      const { firstPassword } = await authApi.resetPassword({ email: target, otp: digits.join(''), password });
      notify.dismissAll();
      router.replace(loginUrl(firstPassword ? 'account-ready' : 'password-reset'));
      return;
    } catch (err) {
      error = asApiError(err);
    }
    setResetting(false);
    noteRateLimit(error);
    setResetError(error);
    notify.error('Password reset failed', describeFailure(error));
    if (error.code === 'INVALID_OTP' || error.code === 'OTP_ATTEMPTS_EXCEEDED' || error.code === 'OTP_EXPIRED') {
      if (error.code !== 'INVALID_OTP') setMustResend(true);
      setDigits(emptyCode());
      requestAnimationFrame(() => otpRef.current?.focus(0));
    }
  }

  const codeError = resetError && ['INVALID_OTP', 'OTP_INCOMPLETE', 'OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED'].includes(resetError.code ?? '');
  const passwordError = resetError?.code === 'INVALID_REQUEST' && /password/i.test(resetError.message) ? resetError.message : null;
  const otherError = resetError && !codeError && !passwordError ? resetError : null;

  return (
    <AuthCard
      title="Set a new password"
      description={step.message}
      footer={backToSignIn}
    >
      <form onSubmit={submitReset} className="flex flex-col gap-5" noValidate>
        <div className="flex items-start gap-3 rounded-md border border-border bg-muted/40 p-3 text-sm">
          <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          <p className="min-w-0 flex-1">
            <span className="text-muted-foreground">Account e-mail: </span>
            <strong className="wrap-anywhere font-medium">{target}</strong>
          </p>
          <Button
            type="button"
            variant="link"
            size="inline" className="shrink-0"
            onClick={() => {
              setStep({ name: 'request' });
              setRequestError(null);
              setEmail(target);
              requestAnimationFrame(() => emailRef.current?.focus());
            }}
          >
            <ArrowLeft className="h-3.5 w-3.5" aria-hidden /> Change<span className="sr-only"> e-mail</span>
          </Button>
        </div>

        {otherError ? (
          <Alert variant="destructive">
            <TriangleAlert className="h-4 w-4" aria-hidden />
            <AlertDescription>{describeFailure(otherError)}</AlertDescription>
          </Alert>
        ) : null}

        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium leading-none" id="reset-code-label">
            Reset code
          </p>
          <OtpInput
            ref={otpRef}
            value={digits}
            onChange={(d) => {
              setDigits(d);
              if (codeError && resetError?.code !== 'OTP_ATTEMPTS_EXCEEDED' && resetError?.code !== 'OTP_EXPIRED') setResetError(null);
            }}
            disabled={resetting || blocked}
            invalid={Boolean(codeError)}
            describedBy={codeError ? 'reset-code-error' : remaining !== null ? 'reset-code-timer' : undefined}
          />
          {codeError ? (
            <p id="reset-code-error" className="text-sm text-destructive" role="alert">
              {describeFailure(resetError!)}
            </p>
          ) : null}
          {expired ? (
            <Alert variant="warning">
              <TriangleAlert className="h-4 w-4" aria-hidden />
              <AlertTitle>Code expired</AlertTitle>
              <AlertDescription>This code is no longer valid. Ask for a new one below.</AlertDescription>
            </Alert>
          ) : remaining !== null ? (
            <p id="reset-code-timer" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock className="h-4 w-4" aria-hidden />
              <span>
                Code expires in <span className="font-mono font-medium text-foreground">{formatClock(remaining)}</span>
              </span>
            </p>
          ) : null}
        </div>

        <NewPasswordFields
          idPrefix="reset-password"
          password={password}
          confirm={confirm}
          onPasswordChange={(v) => {
            setPassword(v);
            if (passwordError) setResetError(null);
          }}
          onConfirmChange={setConfirm}
          disabled={resetting}
          showErrors={attempted}
          serverError={passwordError}
        />

        <Button type="submit" disabled={!canReset}>
          {resetting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          {resetting ? 'Resetting password...' : 'Reset password'}
        </Button>
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>Didn&apos;t get the code?</span>
          <Button type="button" variant="link" size="inline" className="py-2" onClick={resend} disabled={requesting || cooldownLeft > 0}>
            {requesting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            {cooldownLeft > 0 && !requesting ? `Send a new code in ${formatClock(cooldownLeft)}` : 'Send a new code'}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

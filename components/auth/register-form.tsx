'use client';

import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Loader2, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authApi } from '@/lib/client/account';
import { asApiError } from '@/lib/client/api';
import { notify } from '@/lib/client/notify';
import { AuthCard } from './auth-card';
import { NewPasswordFields, newPasswordReady } from './new-password-fields';
import { savePendingVerification } from './session';

export function RegisterForm() {
  const router = useRouter();
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [confirm, setConfirm] = React.useState('');
  const [attempted, setAttempted] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const canSubmit = emailOk && newPasswordReady(password, confirm) && !pending;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (!canSubmit) return;
    setPending(true);
    setError(null);
    const target = email.trim().toLowerCase();
    try {
      const registered = await authApi.register({ email: target, password });
      notify.success('Registration successful', 'Please check your email for verification code');
      savePendingVerification({ email: registered.email ?? target, sentAt: Date.now(), resendAfterSeconds: registered.resendAfterSeconds });
      router.push('/verify-otp');
    } catch (err) {
      const message = asApiError(err).message;
      setPending(false);
      setError(message);
      notify.error('Registration failed', message);
    }
  }


  return (
    <AuthCard
      title="Create your account"
      description="Keep a history of the projects you generate. We will e-mail you a 6-digit code to verify your address."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        {error ? (
          <Alert variant="destructive">
            <TriangleAlert className="h-4 w-4" aria-hidden />
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-2">
          <Label htmlFor="register-email">Email</Label>
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
          />
        </div>
        <NewPasswordFields
          idPrefix="register-password"
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          showErrors={attempted}
        />
        <Button type="submit" disabled={!canSubmit}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

'use client';

import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Loader2, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PASSWORD_REQUIREMENTS_MESSAGE, PASSWORDS_DO_NOT_MATCH } from '@/lib/auth/rules';
import { AuthCard } from './auth-card';
import { postJson, savePendingVerification } from './client';
import { PasswordChecklist, passwordMeetsRules } from './password-checklist';
import { PasswordInput } from './password-input';

export function RegisterForm() {
  const router = useRouter();
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [confirm, setConfirm] = React.useState('');
  const [touched, setTouched] = React.useState({ password: false, confirm: false });
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const allMet = passwordMeetsRules(password);
  const matches = password === confirm && confirm.length > 0;
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const canSubmit = emailOk && allMet && matches && !pending;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setTouched({ password: true, confirm: true });
    if (!canSubmit) return;
    setPending(true);
    setError(null);
    const target = email.trim().toLowerCase();
    const res = await postJson<{ email: string }>('/auth/register', { email: target, password });
    if (res.ok) {
      toast.success('Registration successful', { description: 'Please check your email for verification code' });
      savePendingVerification({ email: res.data.email ?? target, sentAt: Date.now() });
      router.push('/verify-otp');
      return;
    }
    setPending(false);
    setError(res.error.message);
    toast.error('Registration failed', { description: res.error.message });
  }

  const showRulesError = touched.password && password.length > 0 && !allMet;
  const showMatchError = touched.confirm && confirm.length > 0 && password !== confirm;

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
        <div className="flex flex-col gap-2">
          <Label htmlFor="register-password">Password</Label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            aria-invalid={showRulesError || undefined}
            aria-describedby="password-requirements"
          />
          <PasswordChecklist id="password-requirements" password={password} />
          {showRulesError ? (
            <p className="text-sm text-destructive" role="alert">
              {PASSWORD_REQUIREMENTS_MESSAGE}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="register-confirm">Confirm password</Label>
          <PasswordInput
            id="register-confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              if (e.target.value.length >= password.length) setTouched((t) => ({ ...t, confirm: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
            aria-invalid={showMatchError || undefined}
            aria-describedby={showMatchError ? 'confirm-error' : undefined}
          />
          {showMatchError ? (
            <p id="confirm-error" className="text-sm text-destructive" role="alert">
              {PASSWORDS_DO_NOT_MATCH}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={!canSubmit}>
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

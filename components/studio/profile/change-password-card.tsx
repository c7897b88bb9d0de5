'use client';

import * as React from 'react';
import { Loader2, Lock } from 'lucide-react';
import { NewPasswordFields, newPasswordReady } from '@/components/auth/new-password-fields';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { accountApi } from '@/lib/client/account';
import { asApiError } from '@/lib/client/api';
import { notify, notifyApiError } from '@/lib/client/notify';

type FieldError = { field: 'current' | 'new' | 'form'; message: string };

/** Change the password: the current one, then the new one twice with the live checklist. */
export function ChangePasswordCard({ email, onChanged }: { email: string; onChanged?: () => void }) {
  const [current, setCurrent] = React.useState('');
  const [next, setNext] = React.useState('');
  const [confirm, setConfirm] = React.useState('');
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<FieldError | null>(null);
  // Remounts the new-password fields after a success, so their "touched" marks go too.
  const [round, setRound] = React.useState(0);

  const canSubmit = current.length > 0 && newPasswordReady(next, confirm) && !saving;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    setSaving(true);
    setError(null);
    try {
      const res = await accountApi.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setRound((n) => n + 1);
      onChanged?.();
      notify.success('Password changed', res.message || 'Your other sessions were signed out.');
    } catch (err) {
      const e = asApiError(err);
      if (e.code === 'INVALID_CURRENT_PASSWORD') {
        setError({ field: 'current', message: e.message });
        requestAnimationFrame(() => document.getElementById('current-password')?.focus());
      } else if (e.type === 'VALIDATION') {
        setError({ field: 'new', message: e.message });
      } else if (e.type !== 'UNAUTHORIZED') {
        // A 429's message already says how long to wait.
        setError({ field: 'form', message: e.message });
      }
      notifyApiError(e, { title: 'Failed to change password' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lock className="h-5 w-5 text-muted-foreground" aria-hidden /> Password
        </CardTitle>
        <CardDescription>
          Changing it signs out your other browsers and scripts and revokes your API tokens; this browser stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid max-w-md gap-4" noValidate aria-label="Change password">
          {/* For password managers: whose password this is. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <div className="flex flex-col gap-2">
            <Label htmlFor="current-password">Current password</Label>
            <PasswordInput
              id="current-password"
              autoComplete="current-password"
              required
              value={current}
              disabled={saving}
              onChange={(e) => {
                setCurrent(e.target.value);
                if (error?.field === 'current') setError(null);
              }}
              aria-invalid={error?.field === 'current' || undefined}
              aria-describedby={error?.field === 'current' ? 'current-password-error' : undefined}
            />
            {error?.field === 'current' ? (
              <p id="current-password-error" className="text-sm text-destructive" role="alert">
                {error.message}
              </p>
            ) : null}
          </div>
          <NewPasswordFields
            key={round}
            idPrefix="change-password"
            password={next}
            confirm={confirm}
            onPasswordChange={(v) => {
              setNext(v);
              if (error?.field === 'new') setError(null);
            }}
            onConfirmChange={setConfirm}
            disabled={saving}
            serverError={error?.field === 'new' ? error.message : null}
          />
          {error?.field === 'form' ? (
            <p className="text-sm text-destructive" role="alert">
              {error.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={!canSubmit}>
              {saving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
              {saving ? 'Changing password...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

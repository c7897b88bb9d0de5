'use client';

import * as React from 'react';
import { Label } from '@/components/ui/label';
import { PASSWORD_MAX_BYTES, PASSWORD_REQUIREMENTS_MESSAGE, PASSWORDS_DO_NOT_MATCH, utf8Length } from '@/lib/auth/rules';
import { PasswordChecklist, passwordMeetsRules } from './password-checklist';
import { PasswordInput } from './password-input';

const TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;

/** A new password the server will take (every rule, at most 72 bytes) typed the same way twice. */
export function newPasswordReady(password: string, confirm: string): boolean {
  return passwordMeetsRules(password) && utf8Length(password) <= PASSWORD_MAX_BYTES && password === confirm;
}

interface NewPasswordFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  disabled?: boolean;
  /** Set after a submit attempt: show every problem, not only those of fields already left. */
  showErrors?: boolean;
  /** A refusal of the server about the new password (its rules), shown under the field. */
  serverError?: string | null;
  /** The fields' labels: 'New password' where one is replaced, 'Password' where an account starts. */
  labels?: { password: string; confirm: string };
}

const NEW_PASSWORD_LABELS = { password: 'New password', confirm: 'Confirm new password' };

/** A new password and its confirmation, with the live requirement checklist: registration, reset and change. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  disabled,
  showErrors,
  serverError,
  labels = NEW_PASSWORD_LABELS,
}: NewPasswordFieldsProps) {
  const [touched, setTouched] = React.useState({ password: false, confirm: false });
  const passwordId = `${idPrefix}-new`;
  const confirmId = `${idPrefix}-confirm`;
  const rulesId = `${idPrefix}-requirements`;
  const passwordErrorId = `${idPrefix}-new-error`;
  const confirmErrorId = `${idPrefix}-confirm-error`;

  const tooLong = utf8Length(password) > PASSWORD_MAX_BYTES;
  const rulesError =
    tooLong ? TOO_LONG_MESSAGE : (touched.password || showErrors) && password.length > 0 && !passwordMeetsRules(password) ? PASSWORD_REQUIREMENTS_MESSAGE : null;
  const passwordError = serverError ?? rulesError;
  const matchError = (touched.confirm || showErrors) && confirm.length > 0 && password !== confirm ? PASSWORDS_DO_NOT_MATCH : null;

  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={passwordId}>{labels.password}</Label>
        <PasswordInput
          id={passwordId}
          autoComplete="new-password"
          required
          disabled={disabled}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${rulesId} ${passwordErrorId}` : rulesId}
        />
        <PasswordChecklist id={rulesId} password={password} />
        {passwordError ? (
          <p id={passwordErrorId} className="text-sm text-destructive" role="alert">
            {passwordError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={confirmId}>{labels.confirm}</Label>
        <PasswordInput
          id={confirmId}
          autoComplete="new-password"
          required
          disabled={disabled}
          value={confirm}
          onChange={(e) => {
            onConfirmChange(e.target.value);
            if (e.target.value.length >= password.length) setTouched((t) => ({ ...t, confirm: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          aria-invalid={matchError ? true : undefined}
          aria-describedby={matchError ? confirmErrorId : undefined}
        />
        {matchError ? (
          <p id={confirmErrorId} className="text-sm text-destructive" role="alert">
            {matchError}
          </p>
        ) : null}
      </div>
    </>
  );
}

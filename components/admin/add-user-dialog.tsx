'use client';

// Add User (Users tab): the admin enters an e-mail and a role. The server creates the account with no
// password and mails its owner an invitation code; setting a password with it on the reset page makes
// the account usable and verified.
import * as React from 'react';
import { Loader2, TriangleAlert, UserPlus } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiJson, asApiError } from '@/lib/client/api';
import { notify, notifyApiError } from '@/lib/client/notify';
import type { AdminUser, UserCreated } from '@/lib/schemas/admin';
import { selectClass } from './parts';

type Role = AdminUser['role'];

const BUTTON_ID = 'add-user-button';

const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address';
/** A first check in the browser; the server has the final say (400 with its own message). */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Not retried: a create that timed out may have gone through, and a second try would answer 409. */
const createUser = (body: { email: string; role: Role }) => apiJson<UserCreated>('/api/admin/users', { method: 'POST', body });

export function AddUserButton({ onAdded }: { onAdded: (user: AdminUser) => void }) {
  const [open, setOpen] = React.useState(false);
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState<Role>('user');
  const [saving, setSaving] = React.useState(false);
  /** A refusal about the address (invalid, already has an account) shows under its field; anything else above the form. */
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);

  const openDialog = () => {
    setEmail('');
    setRole('user');
    setFieldError(null);
    setFormError(null);
    setOpen(true);
  };

  // While the request runs the dialog stays: its answer is what the admin is waiting for.
  const onOpenChange = (next: boolean) => {
    if (!saving) setOpen(next);
  };

  const focusEmail = () =>
    requestAnimationFrame(() => {
      emailRef.current?.focus();
      emailRef.current?.select();
    });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (saving) return;
    const target = email.trim().toLowerCase();
    if (!looksLikeEmail(target)) {
      setFieldError(INVALID_EMAIL_MESSAGE);
      focusEmail();
      return;
    }
    setSaving(true);
    setFieldError(null);
    setFormError(null);
    try {
      const result = await createUser({ email: target, role });
      notify.success('User Added', result.message);
      setOpen(false);
      onAdded(result.user);
    } catch (err) {
      const error = asApiError(err);
      if (error.type === 'CONFLICT' || (error.type === 'VALIDATION' && /email/i.test(error.message))) {
        setFieldError(error.message);
        focusEmail();
      } else setFormError(error.message);
      notifyApiError(error, { title: 'Failed to add user' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button id={BUTTON_ID} size="sm" onClick={openDialog}>
        <UserPlus className="h-4 w-4" aria-hidden /> Add User
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          className="overflow-y-auto"
          // Opened without a Radix trigger: give the focus back to the button, as a trigger would get it.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            document.getElementById(BUTTON_ID)?.focus();
          }}
        >
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Add User</DialogTitle>
              <DialogDescription>
                The account is created without a password. The address gets an invitation code to set one on the password reset page, which
                also verifies it; until then nobody can sign in.
              </DialogDescription>
            </DialogHeader>
            {formError ? (
              <Alert variant="destructive">
                <TriangleAlert className="h-4 w-4" aria-hidden />
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-2">
              <Label htmlFor="add-user-email">Email</Label>
              <Input
                ref={emailRef}
                id="add-user-email"
                type="email"
                autoComplete="off"
                spellCheck={false}
                required
                maxLength={254}
                placeholder="new.member@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setFieldError(null);
                }}
                disabled={saving}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'add-user-email-error' : undefined}
              />
              {fieldError ? (
                <p id="add-user-email-error" className="text-sm text-destructive" role="alert">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="add-user-role">Role</Label>
              <select id="add-user-role" className={selectClass} value={role} onChange={(e) => setRole(e.target.value as Role)} disabled={saving}>
                <option value="user">user</option>
                <option value="admin">admin</option>
              </select>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving || !email.trim()}>
                {saving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <UserPlus className="h-4 w-4" aria-hidden />}
                {saving ? 'Adding user...' : 'Add User'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

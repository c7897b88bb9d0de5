'use client';

import * as React from 'react';
import { Loader2, TriangleAlert } from 'lucide-react';
import { CodeBlock } from '@/components/site/code-block';
import { CopyButton } from '@/components/site/copy-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { API_TOKEN_LIFETIMES, API_TOKEN_NAME_MAX, type ApiTokenLifetime } from '@/lib/auth/rules';
import type { CreatedApiToken } from '@/lib/schemas/account';
import { accountApi } from '@/lib/client/account';
import { asApiError } from '@/lib/client/api';
import { notify, notifyApiError } from '@/lib/client/notify';
import { formatDate } from '@/lib/format';

const LIFETIME_LABELS: Record<ApiTokenLifetime, string> = { 30: '30 days', 90: '90 days', 365: '1 year' };

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A token was created (without its secret: that stays in the dialog until it closes). */
  onCreated: (token: CreatedApiToken) => void;
  /** Where the focus goes when the dialog closes (the button that opened it). */
  returnFocusTo?: string;
}

/** Names a new API token and picks its lifetime, then shows the secret once, with a copy button and a curl line. */
export function CreateTokenDialog({ open, onOpenChange, onCreated, returnFocusTo }: CreateTokenDialogProps) {
  const [name, setName] = React.useState('');
  const [lifetime, setLifetime] = React.useState<ApiTokenLifetime>(90);
  const [creating, setCreating] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [created, setCreated] = React.useState<CreatedApiToken | null>(null);

  // Every opening starts blank; closing forgets the secret.
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName('');
      setLifetime(90);
      setError(null);
      setCreated(null);
    }
  }

  const trimmed = name.trim();
  const nameOk = trimmed.length >= 1 && trimmed.length <= API_TOKEN_NAME_MAX;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!nameOk || creating) return;
    setCreating(true);
    setError(null);
    try {
      const token = await accountApi.createToken({ name: trimmed, expiresInDays: lifetime });
      setCreated(token);
      onCreated(token);
      notify.success('API token created', `${token.name} expires on ${formatDate(token.expiresAt)}.`);
    } catch (err) {
      const e = asApiError(err);
      setError(e.message);
      notifyApiError(e, { title: 'Failed to create token' });
    } finally {
      setCreating(false);
    }
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        className="overflow-y-auto"
        // The secret is shown once: a stray click outside must not throw it away.
        onInteractOutside={(e) => {
          if (created) e.preventDefault();
        }}
        onCloseAutoFocus={(e) => {
          const target = returnFocusTo ? document.getElementById(returnFocusTo) : null;
          if (!target) return;
          e.preventDefault();
          target.focus();
        }}
      >
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Token created</DialogTitle>
              <DialogDescription>
                <span className="font-medium text-foreground">{created.name}</span> works until {formatDate(created.expiresAt)}. Scripts send
                it as a bearer token.
              </DialogDescription>
            </DialogHeader>
            <Alert variant="warning">
              <TriangleAlert className="h-4 w-4" aria-hidden />
              <AlertTitle>Copy it now</AlertTitle>
              <AlertDescription>This token will not be shown again. Keep it somewhere safe, like a password manager.</AlertDescription>
            </Alert>
            <div className="flex min-w-0 flex-col gap-2">
              <Label htmlFor="created-token-value">Your new API token</Label>
              <div className="flex min-w-0 gap-2">
                <Input
                  id="created-token-value"
                  readOnly
                  value={created.token}
                  size="none"
                  className="h-10 min-w-0 font-mono text-xs sm:text-sm"
                  onFocus={(e) => e.target.select()}
                  data-testid="created-token"
                />
                <CopyButton text={created.token} label="Copy token" showLabel variant="outline" size="default" className="shrink-0" />
              </div>
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-sm font-medium">Try it</p>
              <CodeBlock
                title="curl"
                code={`curl -H "Authorization: Bearer ${created.token}" ${origin}/api/history`}
                className="min-w-0"
              />
            </div>
            <div className="flex justify-end">
              <Button type="button" onClick={() => onOpenChange(false)}>
                Done
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Create API token</DialogTitle>
              <DialogDescription>
                A token lets a script call the API as you (history, generation) without your password. You can revoke it at any time.
              </DialogDescription>
            </DialogHeader>
            {error ? (
              <Alert variant="destructive">
                <TriangleAlert className="h-4 w-4" aria-hidden />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-2">
              <Label htmlFor="token-name">Name</Label>
              <Input
                id="token-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={API_TOKEN_NAME_MAX}
                placeholder="CI pipeline"
                autoComplete="off"
                required
                aria-describedby="token-name-hint"
                autoFocus
              />
              <p id="token-name-hint" className="text-xs text-muted-foreground">
                What uses it, so you recognise it later ({API_TOKEN_NAME_MAX} characters at most).
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="token-lifetime">Expires after</Label>
              <select
                id="token-lifetime"
                className="flex h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                value={lifetime}
                onChange={(e) => setLifetime(Number(e.target.value) as ApiTokenLifetime)}
              >
                {API_TOKEN_LIFETIMES.map((days) => (
                  <option key={days} value={days}>
                    {LIFETIME_LABELS[days]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!nameOk || creating}>
                {creating ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
                {creating ? 'Creating...' : 'Create token'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

'use client';

import * as React from 'react';
import { KeyRound, Loader2, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { accountApi, type ApiTokenInfo } from '@/lib/client/account';
import { asApiError } from '@/lib/client/api';
import { notify, notifyApiError } from '@/lib/client/notify';
import { formatDate, formatDateTime } from '@/lib/format';
import { CreateTokenDialog } from './create-token-dialog';
import { SettingRow } from './setting-row';
import { useResource } from '@/lib/client/use-resource';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, Loading } from '@/components/ui/load-state';

const CREATE_BUTTON_ID = 'create-api-token';
const revokeButtonId = (id: string) => `revoke-api-token-${id}`;

/** Puts the focus on the element with this id, if it is there. */
function focusById(id: string): boolean {
  const el = document.getElementById(id);
  el?.focus();
  return !!el;
}

/** API access: personal tokens for scripts, listed with their dates, created and revoked here. */
export function ApiTokensSetting({ refreshKey }: { refreshKey?: unknown }) {
  // The list shows its own errors; a new refreshKey (tokens revoked elsewhere) loads it again.
  const list = useResource((signal) => accountApi.listTokens(signal), `tokens:${String(refreshKey ?? 0)}`, { quiet: true });
  const reload = () => void list.reload();
  const add = (token: ApiTokenInfo) => list.mutate((tokens) => [token, ...(tokens ?? []).filter((t) => t.id !== token.id)]);
  const remove = (id: string) => list.mutate((tokens) => (tokens ?? []).filter((t) => t.id !== id));
  const [creating, setCreating] = React.useState(false);
  const [toRevoke, setToRevoke] = React.useState<ApiTokenInfo | null>(null);
  const [revoking, setRevoking] = React.useState<Record<string, boolean>>({});
  /** The token whose dialog was open last: its Revoke button gets the focus back. */
  const lastAsked = React.useRef<string | null>(null);

  async function revoke(token: ApiTokenInfo) {
    setToRevoke(null);
    setRevoking((r) => ({ ...r, [token.id]: true }));
    try {
      await accountApi.revokeToken(token.id);
      remove(token.id);
      requestAnimationFrame(() => focusById(CREATE_BUTTON_ID));
      notify.success('Token revoked', `${token.name} no longer works.`);
    } catch (err) {
      const e = asApiError(err);
      if (e.type === 'NOT_FOUND') {
        // Already gone (revoked elsewhere or expired): the list catches up.
        remove(token.id);
        requestAnimationFrame(() => focusById(CREATE_BUTTON_ID));
        notify.success('Token revoked', `${token.name} no longer exists.`);
      } else {
        notifyApiError(e, { title: 'Failed to revoke token', retry: () => void revoke(token) });
      }
    } finally {
      setRevoking(({ [token.id]: _, ...rest }) => rest);
    }
  }

  const tokens = list.data;
  return (
    <SettingRow
      icon={KeyRound}
      title="API access"
      description={
        <>
          Scripts call the API with <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>; projects they generate are
          saved to this account.
        </>
      }
      action={
        <Button id={CREATE_BUTTON_ID} size="sm" onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden /> Create token
        </Button>
      }
    >
      <div aria-live="polite" aria-busy={list.loading}>
        {!tokens && (list.loading || !list.error) ? (
          <Loading label="Loading tokens..." onRetry={reload} />
        ) : !tokens ? (
          <LoadError error={list.error} onRetry={reload} title="Failed to load API tokens" />
        ) : tokens && tokens.length === 0 ? (
          <div className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border px-4 py-4 text-center">
            <p className="text-sm font-medium">No API tokens yet</p>
            <p className="text-sm text-muted-foreground">Create one to call the API from a script or a CI job.</p>
          </div>
        ) : tokens ? (
          <ul aria-label="API tokens" className="divide-y divide-border rounded-md border border-border">
            {tokens.map((t) => (
              <TokenItem
                key={t.id}
                token={t}
                busy={!!revoking[t.id]}
                onRevoke={() => {
                  lastAsked.current = t.id;
                  setToRevoke(t);
                }}
              />
            ))}
          </ul>
        ) : null}
        {list.error && !list.loading && tokens ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-destructive">
            <TriangleAlert className="h-4 w-4" aria-hidden /> The list could not be refreshed.
            <Button variant="link" size="inline" onClick={reload}>
              Retry
            </Button>
          </p>
        ) : null}
      </div>

      <CreateTokenDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={({ token: _secret, ...info }) => add(info)}
        returnFocusTo={CREATE_BUTTON_ID}
      />
      <ConfirmDialog
        open={toRevoke !== null}
        onCancel={() => setToRevoke(null)}
        title="Revoke this token?"
        description={
          <>
            Scripts using <span className="wrap-anywhere font-medium text-foreground">{toRevoke?.name}</span> stop working at once. This cannot be
            undone.
          </>
        }
        confirmLabel="Revoke token"
        onConfirm={() => toRevoke && void revoke(toRevoke)}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          if (!lastAsked.current || !focusById(revokeButtonId(lastAsked.current))) focusById(CREATE_BUTTON_ID);
        }}
      />
    </SettingRow>
  );
}

function TokenItem({ token, busy, onRevoke }: { token: ApiTokenInfo; busy: boolean; onRevoke: () => void }) {
  // Expired as of when the item was first shown (the list reloads after every change).
  const [shownAt] = React.useState(Date.now);
  const expired = new Date(token.expiresAt).getTime() <= shownAt;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:flex-nowrap">
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex items-center gap-2">
          <span className="truncate font-medium" title={token.name}>
            {token.name}
          </span>
          {expired ? <Badge variant="destructive">Expired</Badge> : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-1">
          <dt>Created</dt>
          <dd className="text-foreground sm:mr-3">
            <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>
          </dd>
          <dt>Last used</dt>
          <dd className="text-foreground sm:mr-3">
            {token.lastUsedAt ? <time dateTime={token.lastUsedAt}>{formatDateTime(token.lastUsedAt)}</time> : 'Never'}
          </dd>
          <dt>{expired ? 'Expired' : 'Expires'}</dt>
          <dd className="text-foreground">
            <time dateTime={token.expiresAt}>{formatDate(token.expiresAt)}</time>
          </dd>
        </dl>
      </div>
      <Button id={revokeButtonId(token.id)} variant="outline" size="sm" onClick={onRevoke} disabled={busy} aria-label={`Revoke ${token.name}`}>
        {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Trash2 className="h-4 w-4" aria-hidden />}
        Revoke
      </Button>
    </li>
  );
}

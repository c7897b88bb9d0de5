'use client';

// Users: search by e-mail, 10/25/50 per page, role changes with a confirmation, CSV export, Add User.
import * as React from 'react';
import { Download, Loader2, Search } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminApi, type AdminUser, type Role } from '@/lib/client/admin';
import { asApiError, saveBlob } from '@/lib/client/api';
import { notify, notifyApiError } from '@/lib/client/notify';
import { formatDate } from '@/lib/format';
import { LoadError, Loading } from '@/components/ui/load-state';
import { PageSizeSelect, Pager, selectClass } from './parts';
import { AddUserButton } from './add-user-dialog';
import { useResource } from '@/lib/client/use-resource';

const SELF_DEMOTION = {
  title: 'Cannot demote yourself',
  message: 'You cannot remove your own admin privileges. Ask another admin to change your role.',
};

/** What picking `role` for `user` does: nothing, refuse (self-demotion), or ask for confirmation. */
function roleChoice(user: Pick<AdminUser, 'id' | 'role'>, role: Role, currentUserId: string): 'none' | 'self-demotion' | 'confirm' {
  if (user.role === role) return 'none';
  if (user.id === currentUserId && role !== 'admin') return 'self-demotion';
  return 'confirm';
}

export function useExport(what: 'users' | 'projects', label: string) {
  const [busy, setBusy] = React.useState(false);
  const run = React.useCallback(async function exportCsv() {
    setBusy(true);
    try {
      const { blob, fileName } = await adminApi.export(what);
      saveBlob(blob, fileName);
      notify.success(`${label} exported`, fileName);
    } catch (err) {
      notifyApiError(err, { title: 'Export failed', retry: () => void exportCsv() });
    } finally {
      setBusy(false);
    }
  }, [what, label]);
  return { busy, run };
}

export function UsersSection({ currentUserId, onRolesChanged }: { currentUserId: string; onRolesChanged: () => void }) {
  const [page, setPage] = React.useState(1);
  const [pageSize, setPageSize] = React.useState(10);
  const [search, setSearch] = React.useState('');
  const [draft, setDraft] = React.useState('');
  const [pending, setPending] = React.useState<{ user: AdminUser; role: Role } | null>(null);
  const [saving, setSaving] = React.useState(false);
  const exporter = useExport('users', 'Users');

  const list = useResource((signal) => adminApi.users({ page, page_size: pageSize, search: search || undefined }, signal), `users:${page}:${pageSize}:${search}`, {
    errorTitle: 'Failed to load users',
  });

  const pick = (user: AdminUser, role: Role) => {
    const choice = roleChoice(user, role, currentUserId);
    if (choice === 'self-demotion') {
      notify.error(SELF_DEMOTION.title, SELF_DEMOTION.message);
      return;
    }
    if (choice === 'confirm') setPending({ user, role });
  };

  const confirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const result = await adminApi.setRole(pending.user.id, pending.role);
      notify.success('Role Updated', result.message);
      setPending(null);
      await list.reload();
      onRolesChanged();
    } catch (err) {
      const e = asApiError(err);
      if (e.code === 'CANNOT_DEMOTE_SELF') notify.error(SELF_DEMOTION.title, e.message);
      else notifyApiError(e, { title: 'Role change failed' });
      setPending(null);
      await list.reload();
    } finally {
      setSaving(false);
    }
  };

  // The new account is the newest: show the first page of every user, where it comes first.
  const showAdded = () => {
    setDraft('');
    if (search || page !== 1) {
      setSearch('');
      setPage(1);
    } else void list.reload();
    // The overview's counts changed too.
    onRolesChanged();
  };

  const data = list.data;
  return (
    <Card>
      <CardHeader layout="none" className="flex-col gap-3 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Users</CardTitle>
            <CardDescription>{data ? `${data.total} ${data.total === 1 ? 'account' : 'accounts'}${search ? ` matching “${search}”` : ''}` : 'Every account'}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={exporter.run} disabled={exporter.busy}>
              {exporter.busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />} Export Users
            </Button>
            <AddUserButton onAdded={showAdded} />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <form
            role="search"
            className="flex w-full min-w-0 gap-2 sm:w-auto sm:flex-1 sm:max-w-sm"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(draft.trim());
              setPage(1);
            }}
          >
            <Input aria-label="Search users by e-mail" placeholder="Search by e-mail..." value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" />
            <Button type="submit" size="sm" variant="outline">
              <Search className="h-4 w-4" aria-hidden /> Search
            </Button>
          </form>
          <PageSizeSelect
            id="users-page-size"
            value={pageSize}
            onChange={(n) => {
              setPageSize(n);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent>
        {!data ? (
          list.error ? (
            <LoadError error={list.error} onRetry={() => void list.reload()} title="Failed to load users" />
          ) : (
            <Loading label="Loading users..." onRetry={() => void list.reload()} />
          )
        ) : data.users.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{search ? 'No users match this search.' : 'No users yet.'}</p>
        ) : (
          <div className="overflow-x-auto">
            {/* On a phone: e-mail, role and status, the columns a decision needs, with no sideways scroll
                (a 560 px table clipped Status); projects and joined date from 640 px. */}
            <table className="w-full text-sm sm:min-w-[560px]" aria-busy={list.loading}>
              <thead>
                <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground">
                  <th className="py-2 pr-3 font-medium">Email</th>
                  <th className="py-2 pr-3 font-medium">Role</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Projects</th>
                  <th className="hidden py-2 font-medium sm:table-cell">Joined</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((u) => (
                  <tr key={u.id} className="border-b border-border last:border-0" data-testid="admin-user-row">
                    <td className="py-2.5 pr-3 sm:max-w-[280px]">
                      {/* On a phone the address wraps (anywhere: it has no spaces) rather than being cut
                          to a few characters beside the role select; one line with an ellipsis from 640 px. */}
                      <span className="block font-medium [overflow-wrap:anywhere] sm:truncate" title={u.email}>
                        <bdi>{u.email}</bdi>
                      </span>
                      {u.id === currentUserId ? <span className="text-xs text-muted-foreground">You</span> : null}
                    </td>
                    <td className="py-2.5 pr-3">
                      <select
                        aria-label={`Role of ${u.email}`}
                        className={selectClass}
                        value={u.role}
                        disabled={saving}
                        onChange={(e) => pick(u, e.target.value as Role)}
                      >
                        <option value="user">user</option>
                        <option value="admin">admin</option>
                      </select>
                    </td>
                    <td className="py-2.5 pr-3">
                      {u.is_verified ? (
                        <Badge variant="none" className="border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">Verified</Badge>
                      ) : (
                        <Badge variant="outline">Unverified</Badge>
                      )}
                    </td>
                    <td className="hidden py-2.5 pr-3 text-right tabular-nums sm:table-cell">{u.projects_count}</td>
                    <td className="hidden whitespace-nowrap py-2.5 text-muted-foreground sm:table-cell">{formatDate(u.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data ? <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={setPage} label="user" /> : null}
      </CardContent>

      <ConfirmDialog
        open={!!pending}
        onCancel={() => setPending(null)}
        title="Change role?"
        description={
          pending ? (
            <>
              <bdi>{pending.user.email}</bdi>{' '}
              {pending.role === 'admin'
                ? 'will become an admin: they can manage users and roles and see every project. This applies from their next request.'
                : 'will lose admin access (dashboard, user management, statistics) from their next request.'}
            </>
          ) : null
        }
        confirmLabel={pending?.role === 'admin' ? 'Make admin' : 'Make user'}
        busy={saving}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}

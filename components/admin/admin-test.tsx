'use client';

// The admin access test page (/admin-test, no guard; spec section 2): runs the four admin calls in turn
// and shows each result, the current sign-in state, diagnostics, and what to do when something fails.
import * as React from 'react';
import Link from 'next/link';
import { useSession } from 'next-auth/react';
import { Bug, CheckCircle2, CircleAlert, Loader2, Play, ShieldCheck, TriangleAlert, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { adminApi } from '@/lib/client/admin';
import { apiJson, asApiError } from '@/lib/client/api';
import { cn } from '@/lib/utils';

export interface AdminTestResult {
  name: string;
  endpoint: string;
  status: 'success' | 'warning' | 'error';
  message: string;
  details: unknown;
}

/** Both lists are asked for page 1 of size 3 (spec sections 2 and 9). */
const TEST_PAGE_SIZE = 3;

const ADMIN_TESTS: { name: string; endpoint: string; call: () => Promise<unknown> }[] = [
  { name: 'Admin statistics', endpoint: 'GET /api/admin/stats', call: () => adminApi.stats() },
  {
    name: 'User list',
    endpoint: `GET /api/admin/users?page=1&page_size=${TEST_PAGE_SIZE}`,
    call: () => adminApi.users({ page: 1, page_size: TEST_PAGE_SIZE }),
  },
  {
    name: 'Project history',
    endpoint: `GET /api/admin/projects?page=1&page_size=${TEST_PAGE_SIZE}`,
    call: () => adminApi.projects({ page: 1, page_size: TEST_PAGE_SIZE }),
  },
  { name: 'Maintenance status', endpoint: 'GET /api/maintenance/status', call: () => adminApi.maintenance() },
];

async function runOne(test: (typeof ADMIN_TESTS)[number]): Promise<AdminTestResult> {
  try {
    const details = await test.call();
    return { name: test.name, endpoint: test.endpoint, status: 'success', message: 'Endpoint accessible', details };
  } catch (err) {
    const e = asApiError(err);
    return {
      name: test.name,
      endpoint: test.endpoint,
      status: 'error',
      message: `Failed: ${e.message}`,
      details: { type: e.type, status: e.status, code: e.code ?? null, message: e.message, details: e.details ?? null, attempts: e.attempts },
    };
  }
}

interface Diagnostic {
  name: string;
  ok: boolean | null;
  value: string;
}

const STATUS_ICON = { success: CheckCircle2, warning: CircleAlert, error: XCircle } as const;
const STATUS_STYLE = {
  success: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  error: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
} as const;

export function AdminTestPage() {
  const { status, data: session } = useSession();
  const [testing, setTesting] = React.useState(false);
  const [results, setResults] = React.useState<AdminTestResult[]>([]);
  const [diagnostics, setDiagnostics] = React.useState<Diagnostic[] | null>(null);
  const [diagnosing, setDiagnosing] = React.useState(false);

  const authenticated = status === 'authenticated' && !!session?.user;
  const email = session?.user?.email || null;

  const runTests = async () => {
    setTesting(true);
    setResults([]);
    const out: AdminTestResult[] = [];
    try {
      for (const test of ADMIN_TESTS) {
        out.push(await runOne(test));
        setResults([...out]);
      }
    } finally {
      setTesting(false);
    }
  };

  const diagnose = React.useCallback(async (): Promise<Diagnostic[]> => {
    const checks: Diagnostic[] = [
      { name: 'Authentication', ok: status === 'authenticated', value: status === 'authenticated' ? 'Signed in' : status === 'loading' ? 'Checking' : 'Not signed in' },
      { name: 'Token', ok: authenticated, value: authenticated ? 'Session present (httpOnly cookie)' : 'No session' },
    ];
    const probe = async (name: string, call: () => Promise<string>, okWhen: (v: string) => boolean = () => true) => {
      try {
        const value = await call();
        checks.push({ name, ok: okWhen(value), value });
      } catch (err) {
        const e = asApiError(err);
        checks.push({ name, ok: false, value: `${e.type}: ${e.message}` });
      }
    };
    await probe(
      'Admin access',
      async () => ((await apiJson<{ has_admin_access: boolean }>('/api/admin/access')).has_admin_access ? 'Granted' : 'Not an admin'),
      (v) => v === 'Granted',
    );
    await probe('Current user', async () => {
      const me = await apiJson<{ email: string; role: string }>('/auth/me');
      return `${me.email} (${me.role})`;
    });
    await probe('Supported features', async () => {
      const f = await apiJson<{ features?: unknown[]; categories?: Record<string, unknown[]> }>('/features');
      const n = f.features?.length ?? Object.values(f.categories ?? {}).flat().length;
      return `${n} features`;
    });
    return checks;
  }, [status, authenticated]);

  // On its own once the session is known (and again when it changes), and on Check again.
  React.useEffect(() => {
    if (status === 'loading') return;
    let live = true;
    void diagnose().then((checks) => live && setDiagnostics(checks));
    return () => {
      live = false;
    };
  }, [status, diagnose]);
  const checkAgain = async () => {
    setDiagnosing(true);
    try {
      setDiagnostics(await diagnose());
    } finally {
      setDiagnosing(false);
    }
  };
  const checking = diagnosing || !diagnostics;

  const debug = () => {
    console.log('[admin-test] state', {
      sessionStatus: status,
      authenticated,
      user: session?.user ?? null,
      tokenPresent: authenticated,
      testing,
      results,
      diagnostics,
    });
  };

  const failed = results.filter((r) => r.status === 'error');
  const forbidden = failed.some((r) => (r.details as { status?: number })?.status === 403);
  const unauthorized = failed.some((r) => (r.details as { status?: number })?.status === 401);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShieldCheck className="h-7 w-7 text-primary" aria-hidden /> Admin Access Test
        </h1>
        <p className="mt-1 text-muted-foreground">Checks whether this session can reach the admin endpoints, one after the other.</p>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={runTests} disabled={testing}>
          {testing ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
          {testing ? 'Running Tests...' : 'Run Admin Tests'}
        </Button>
        <Button variant="outline" onClick={debug}>
          <Bug className="h-4 w-4" aria-hidden /> Debug in Console
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" size="sm">Current Status</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="current-status">
              <dt className="text-muted-foreground">Authentication</dt>
              <dd className="text-right">
                {status === 'loading' ? (
                  <Badge variant="outline">Checking...</Badge>
                ) : authenticated ? (
                  <Badge variant="none" className={STATUS_STYLE.success}>Authenticated</Badge>
                ) : (
                  <Badge variant="none" className={STATUS_STYLE.error}>Not Authenticated</Badge>
                )}
              </dd>
              <dt className="text-muted-foreground">User</dt>
              <dd className="truncate text-right font-medium" data-testid="status-user">
                {email ? <bdi>{email}</bdi> : 'None'}
              </dd>
              <dt className="text-muted-foreground">Token present</dt>
              <dd className="text-right font-medium" data-testid="status-token" title="The sign-in token lives in an httpOnly session cookie: present means a session exists">
                {authenticated ? 'Yes' : 'No'}
              </dd>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader layout="row" className="space-y-0">
            <CardTitle as="h2" size="sm">Diagnostics</CardTitle>
            <Button variant="ghost" size="sm" onClick={() => void checkAgain()} disabled={checking}>
              {checking ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null} Check again
            </Button>
          </CardHeader>
          <CardContent>
            {!diagnostics ? (
              <p className="text-sm text-muted-foreground">Checking...</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm" data-testid="diagnostics">
                {diagnostics.map((d) => (
                  <li key={d.name} className="flex items-start justify-between gap-3">
                    <span className="flex items-center gap-2">
                      {d.ok ? <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden /> : <XCircle className="h-4 w-4 shrink-0 text-red-600" aria-hidden />}
                      {d.name}
                    </span>
                    <span className="min-w-0 break-words text-right text-muted-foreground">{d.value}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2" size="sm">Test Results</CardTitle>
          <CardDescription>
            {testing ? `Running ${results.length + 1} of ${ADMIN_TESTS.length}...` : results.length ? `${results.length - failed.length} of ${results.length} passed` : 'Run the tests to see the results.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {results.length === 0 && !testing ? (
            <p className="text-sm text-muted-foreground">No results yet.</p>
          ) : (
            <ol className="flex flex-col gap-3" aria-busy={testing}>
              {results.map((r) => {
                const Icon = STATUS_ICON[r.status];
                return (
                  <li key={r.name} className="rounded-md border border-border p-3" data-testid="admin-test-result" data-status={r.status}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="flex min-w-0 items-center gap-2">
                        <Icon className={cn('h-4 w-4 shrink-0', r.status === 'success' ? 'text-emerald-600' : r.status === 'warning' ? 'text-amber-600' : 'text-red-600')} aria-hidden />
                        <span className="font-medium">{r.name}</span>
                        <code className="hidden truncate text-xs text-muted-foreground sm:inline">{r.endpoint}</code>
                      </div>
                      <Badge variant="none" className={STATUS_STYLE[r.status]}>{r.status}</Badge>
                    </div>
                    <p className="mt-1 text-sm">{r.message}</p>
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Details</summary>
                      <pre className="mt-2 max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs">{JSON.stringify(r.details, null, 2)}</pre>
                    </details>
                  </li>
                );
              })}
              {testing ? (
                <li className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {ADMIN_TESTS[results.length]?.name}...
                </li>
              ) : null}
            </ol>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" size="sm" className="flex items-center gap-2">
            <TriangleAlert className="h-4 w-4 text-amber-600" aria-hidden /> Troubleshooting
          </CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 text-sm md:grid-cols-3">
          <section className={cn('rounded-md border p-3', (!authenticated || unauthorized) && status !== 'loading' ? 'border-amber-500' : 'border-border')}>
            <h2 className="font-semibold">Not authenticated</h2>
            <p className="mt-1 text-muted-foreground">
              The admin endpoints need a signed-in session (401 otherwise).{' '}
              <Link className="text-primary underline underline-offset-4" href="/login?callbackUrl=%2Fadmin-test">
                Sign in
              </Link>{' '}
              with an admin account, then run the tests again. An expired session also answers 401: sign in again.
            </p>
          </section>
          <section className={cn('rounded-md border p-3', forbidden ? 'border-amber-500' : 'border-border')}>
            <h2 className="font-semibold">Admin access denied</h2>
            <p className="mt-1 text-muted-foreground">
              A 403 means this account is not an admin. Another admin can change your role in the Admin Dashboard under Users (it applies on your next
              request); addresses listed in ADMIN_EMAILS on the server become admins when they register or verify.
            </p>
          </section>
          <section className={cn('rounded-md border p-3', failed.length > 0 && !forbidden && !unauthorized ? 'border-amber-500' : 'border-border')}>
            <h2 className="font-semibold">Endpoints failing</h2>
            <p className="mt-1 text-muted-foreground">
              Connection or server errors (after 3 tries): check that the server is running, that GET /api/health reports the database up, and the
              server log for the error. Open a result’s Details for the status and code.
            </p>
          </section>
        </CardContent>
      </Card>
    </div>
  );
}

// Two production servers on one PostgreSQL database, without AUTH_SECRET, behave as one: a browser
// session made on one is accepted by the other (the session key is kept in the database), rate limits
// count the requests both received, and the maintenance jobs never run on both at once (a lease in the
// database). The second server is started here, configured like playwright.config's.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_CRON_SECRET, E2E_PORT, e2eServerEnv } from '../utils/e2e-server';
import { PASSWORD, signUp } from '../utils/e2e-accounts';

const A = `http://127.0.0.1:${E2E_PORT}`;
const B_PORT = E2E_PORT + 20;
const B = `http://127.0.0.1:${B_PORT}`;

let second: ChildProcess | undefined;
let output = '';

test.skip(!process.env.DATABASE_URL?.startsWith('postgres'), 'needs DATABASE_URL on PostgreSQL: the embedded database serves one process');
test.skip(Boolean(process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET), 'runs without AUTH_SECRET: the instances must share the key through the database');

test.beforeAll(async () => {
  const adminEmails = [process.env.ADMIN_EMAILS, process.env.E2E_ADMIN_EMAIL].filter(Boolean).join(',');
  second = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(B_PORT)], { env: e2eServerEnv(adminEmails), stdio: ['ignore', 'pipe', 'pipe'] });
  second.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  second.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect
    .poll(async () => (await fetch(`${B}/api/health`).catch(() => null))?.status, { message: `the second server on ${B}:\n${output}`, timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  second?.kill('SIGTERM');
});

test('a session made on one instance is accepted by the other', async ({ page }) => {
  const email = `two-instances-${Date.now()}@example.com`;
  await signUp(page, email); // on A
  // Cookies belong to the host, not the port: the browser sends A's session to B.
  const me = await page.request.get(`${B}/auth/me`);
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
  await page.goto(`${B}/dashboard`);
  await expect(page).toHaveURL(`${B}/dashboard`);
  await expect(page.getByText(`Welcome back, ${email.split('@')[0]}!`)).toBeVisible();
});

test('rate limits count the requests of both instances', async () => {
  // RATE_LIMIT_LOGIN: 10 attempts per e-mail and address in 15 minutes, whichever instance answers.
  const email = `limited-${Date.now()}@example.com`;
  const attempt = (base: string) =>
    fetch(`${base}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: `${PASSWORD}-wrong` }) });
  for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? A : B)).status, `attempt ${i + 1}`).toBe(401);
  for (const base of [A, B]) {
    const refused = await attempt(base);
    expect(refused.status, base).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
});

test('the maintenance jobs never run on both instances at once', async () => {
  const run = (base: string) => fetch(`${base}/api/maintenance/run`, { method: 'POST', headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` } });
  type Outcome = { ran: boolean; reason?: string; started_at?: string; finished_at?: string };
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all([run(A), run(B)]);
    for (const a of answers) expect(a.status).toBe(200);
    const [fromA, fromB] = (await Promise.all(answers.map((a) => a.json()))) as Record<string, Outcome>[];
    for (const job of ['database_maintenance', 'file_cleanup']) {
      const pair = [fromA[job], fromB[job]];
      expect(pair.some((o) => o.ran), `${job}: one instance ran it`).toBe(true);
      for (const o of pair) if (!o.ran) expect(o.reason).toBe('locked');
      // When both ran it, one after the other: the lease makes their runs disjoint.
      if (pair.every((o) => o.ran)) {
        const [first, then] = [...pair].sort((x, y) => Date.parse(x.started_at!) - Date.parse(y.started_at!));
        expect(Date.parse(then.started_at!), `${job}: runs overlap`).toBeGreaterThanOrEqual(Date.parse(first.finished_at!));
      }
    }
  }
});

// Against real servers started here: (1) cookies and HSTS over https, with the server behind a "trusted
// proxy" (TRUSTED_PROXY_HOPS=1), so a request that says it came over https (X-Forwarded-Proto) is treated
// as one, the way a TLS terminating reverse proxy or Vercel delivers it, and the same server over plain
// http sets plain cookies; (2) with the default setting, forged X-Forwarded-For values do not get past a
// rate limit, because the address comes from the connection.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const PLAIN_BASE = `http://127.0.0.1:${PORT + 1}`;
const PASSWORD = 'E2e!passw0rd';
// Each server gets its own DATA_DIR: its own outbox, and its own embedded database without DATABASE_URL.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-https-'));
const servers: ChildProcess[] = [];

async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  servers.push(child);
  for (let i = 0; i < 240; i++) {
    if (await fetch(`http://127.0.0.1:${port}/features`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the test server on port ${port} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startServer(PORT, { TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_REGISTER: 'off', DATA_DIR });
  await startServer(PORT + 1, { TRUSTED_PROXY_HOPS: '0', RATE_LIMIT_REGISTER: '3/3600', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-plain-')) });
});

test.afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
});

/** The mailed code; mail leaves after the answer, so wait for it. */
async function verificationCode(email: string): Promise<string> {
  const dir = path.join(DATA_DIR, 'outbox');
  let code: string | undefined;
  await expect
    .poll(() => {
      const mail = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(`-${email}-`) && f.endsWith('.eml')).sort().at(-1) : undefined;
      code = mail ? /verification code is: (\d{6})/.exec(fs.readFileSync(path.join(dir, mail), 'utf8'))?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Signs in through next-auth's credentials endpoint as the browser does; answers the session cookie as set. */
async function signIn(request: APIRequestContext, email: string, headers: Record<string, string>) {
  const csrf = await request.get(`${BASE}/api/auth/csrf`, { headers });
  const csrfCookie = csrf.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('csrf-token'))!.value;
  const { csrfToken } = await csrf.json();
  const res = await request.post(`${BASE}/api/auth/callback/password`, {
    headers: { ...headers, Cookie: csrfCookie.split(';')[0], 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
    data: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true' }).toString(),
    maxRedirects: 0,
  });
  const session = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('next-auth.session-token'));
  return { csrfCookie, session: session?.value ?? '' };
}

test('session cookies are Secure whenever the request is https, and only then; HSTS likewise', async ({ request }) => {
  const email = `https-${Date.now().toString(36)}@example.com`;
  expect((await request.post(`${BASE}/auth/register`, { data: { email, password: PASSWORD } })).status()).toBe(201);
  expect((await request.post(`${BASE}/auth/verify-otp`, { data: { email, otp: await verificationCode(email) } })).status()).toBe(200);

  const https = await signIn(request, email, { 'X-Forwarded-Proto': 'https' });
  expect(https.csrfCookie).toMatch(/^__Host-next-auth\.csrf-token=.*; Secure/i);
  expect(https.session).toMatch(/^__Secure-next-auth\.session-token=[^;]+;/);
  expect(https.session).toMatch(/; Secure/i);
  expect(https.session).toMatch(/; HttpOnly/i);
  expect(https.session).toMatch(/; SameSite=Lax/i);
  // The server reads the __Secure- cookie back.
  const me = await request.get(`${BASE}/auth/me`, { headers: { 'X-Forwarded-Proto': 'https', Cookie: https.session.split(';')[0] } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);

  const plain = await signIn(request, email, {});
  expect(plain.session).toMatch(/^next-auth\.session-token=/);
  expect(plain.session).not.toMatch(/; Secure/i);

  const page = await request.get(`${BASE}/login`, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(page.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect((await request.get(`${BASE}/login`)).headers()['strict-transport-security']).toBeUndefined();
});

test('a forged X-Forwarded-For does not get past a limit: the address is the connection\'s', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await request.post(`${PLAIN_BASE}/auth/register`, {
      headers: { 'X-Forwarded-For': `198.51.100.${i + 1}`, 'X-Real-IP': `203.0.113.${i + 1}` },
      data: { email: `forged-${i}-${Date.now().toString(36)}@example.com`, password: PASSWORD },
    });
    statuses.push(res.status());
  }
  // At most 3 per address (other tests on a shared database may have used some already), then 429 for good.
  const first = statuses.indexOf(429);
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThanOrEqual(3);
  expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
});

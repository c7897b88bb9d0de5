// The pages while PostgreSQL is unreachable, and after it is back: a production server of its own reaches
// the database through a TCP relay this test cuts and restores (the machine's PostgreSQL is never
// touched). While it is cut the pages say so and offer Retry, a signed-in user stays signed in, and
// everything works again, with no restart, once the relay is back.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signUp } from '../utils/e2e-accounts';
import { E2E_PORT, e2eServerEnv } from '../utils/e2e-server';

const PORT = E2E_PORT + 30;
const BASE = `http://127.0.0.1:${PORT}`;
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few seconds.';

test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL)');

/** A TCP relay to the database that can be cut (every connection dropped, new ones refused) and restored. */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => (s === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

let relay: Relay;
let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  const db = new URL(process.env.DATABASE_URL!);
  relay = new Relay({ host: db.hostname, port: Number(db.port || 5432) });
  await relay.open();
  db.hostname = '127.0.0.1';
  db.port = String(relay.port);
  server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: { ...e2eServerEnv(process.env.ADMIN_EMAILS ?? ''), DATABASE_URL: db.toString() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, { message: `the server on ${BASE}:\n${output}`, timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await relay?.cut();
});

async function signInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

test('while the database is unreachable the pages say so, keep the session, and recover when it is back', async ({ browser }) => {
  const email = `outage-${Date.now().toString(36)}@example.com`;
  const studio = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signUp(studio, email);
  await expect(studio.getByRole('heading', { name: 'Studio' })).toBeVisible();

  await relay.cut();

  // The public pages need no database.
  await studio.goto('/');
  await expect(studio.getByRole('heading', { level: 1 })).toHaveText('Generate a Go backend that works on the first try');
  // The studio: the message and Retry, still signed in (not sent to the sign-in page).
  await studio.goto('/dashboard');
  await expect(studio.getByRole('alert').getByText(UNAVAILABLE).first()).toBeVisible({ timeout: 30_000 });
  await expect(studio.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(new URL(studio.url()).pathname).toBe('/dashboard');
  // Signing in: the same message, under the form.
  const login = await signInPage(browser, email);
  await expect(login.getByRole('alert').getByText(UNAVAILABLE).first()).toBeVisible({ timeout: 30_000 });
  // The API: 503 with Retry-After.
  const api = await studio.request.get('/api/history');
  expect(api.status()).toBe(503);
  expect(api.headers()['retry-after']).toBe('5');

  await relay.open();

  // Back, with no restart: Retry loads the studio, and signing in works.
  await studio.getByRole('button', { name: 'Retry' }).click();
  await expect(studio.getByRole('heading', { name: 'Studio' })).toBeVisible({ timeout: 30_000 });
  const again = await signInPage(browser, email);
  await expect(again).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

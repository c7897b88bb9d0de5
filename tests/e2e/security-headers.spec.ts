// Security headers on pages and API answers, and the pages working under their Content-Security-Policy:
// a click through the site (wizard to a downloaded zip, explore, docs, API reference, blog, sign-up,
// dashboard, admin) must not make the browser refuse anything. HSTS over https needs a trusted proxy
// saying so: tests/unit/security/headers.test.ts and hostile-https.spec.ts cover it; here, over plain
// http, it must be absent, even when a client claims https.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signUp } from '../utils/e2e-accounts';

// playwright.config makes E2E_ADMIN_EMAIL an admin through ADMIN_EMAILS.
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL!;

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectCommonHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  for (const [name, value] of Object.entries(COMMON)) expect(h[name], `${name} of ${what}`).toBe(value);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(h['permissions-policy'], `Permissions-Policy of ${what}`).toContain(`${feature}=()`);
  }
  expect(h['strict-transport-security'], `no HSTS over plain http on ${what}`).toBeUndefined();
}

/** The directives of a CSP, by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/**
 * Checks a page's CSP and that the policy allows every script of its HTML: inline ones by the nonce (a
 * page rendered per request) or by their hash (a prerendered page, the not-found page of unknown paths
 * included), files from the site itself. Answers the nonce, undefined on a prerendered page.
 */
async function expectPagePolicy(res: APIResponse, what: string, rendered: 'prerendered' | 'per request', status = 200): Promise<string | undefined> {
  expect(res.status(), what).toBe(status);
  expectCommonHeaders(res, what);
  const csp = directives(res.headers()['content-security-policy']);
  const script = csp.get('script-src') ?? [];
  const nonce = script.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  if (rendered === 'per request') expect(nonce, `nonce in the CSP of ${what}`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  else expect(nonce, `no nonce in the CSP of ${what}`).toBeUndefined();
  expect(script[0], what).toBe("'self'");
  for (const source of script.slice(1)) expect(source, `a script source of ${what}`).toMatch(/^'(nonce|sha256)-[A-Za-z0-9+/]+={0,2}'$/);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.has('upgrade-insecure-requests'), `no upgrade over plain http on ${what}`).toBe(false);
  expect(res.headers()['content-security-policy'], what).not.toContain('unsafe-eval');

  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, `scripts of ${what}`).toBeGreaterThan(0);
  for (const [tag, attributes, body] of scripts) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) expect(src, `a script file of ${what}`).toMatch(/^\/_next\//);
    else if (!nonce || !tag.includes(`nonce="${nonce}"`)) {
      expect(script, `the hash of an inline script of ${what} without the nonce`).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return nonce;
}

test('pages carry a CSP naming their scripts (hashes when prerendered, else a new nonce on every load) and the other headers', async ({ request }) => {
  // Prerendered: served from cache, the same policy every time.
  const home = await request.get('/');
  await expectPagePolicy(home, '/', 'prerendered');
  expect(home.headers()['x-nextjs-cache'], 'the home page comes from cache').toBe('HIT');
  expect((await request.get('/')).headers()['content-security-policy']).toBe(home.headers()['content-security-policy']);
  await expectPagePolicy(await request.get('/documentation'), '/documentation', 'prerendered');
  await expectPagePolicy(await request.get('/login'), '/login', 'prerendered');
  await expectPagePolicy(await request.get('/?step=stack'), 'the wizard', 'prerendered');
  await expectPagePolicy(await request.get('/?step=review&framework=gin&features=postgresql&projectName=x'), 'a share link', 'prerendered');
  // Rendered per request, and an unknown path (the prerendered not-found page, named in every nonce policy).
  const first = await expectPagePolicy(await request.get('/api-reference'), '/api-reference', 'per request');
  const second = await expectPagePolicy(await request.get('/api-reference'), '/api-reference again', 'per request');
  expect(second).not.toBe(first);
  await expectPagePolicy(await request.get('/no-such-page'), 'an unknown path', 'per request', 404);

  // Without a session cookie, /dashboard answers a redirect to sign-in; the redirect has the headers too.
  const dashboard = await request.get('/dashboard', { maxRedirects: 0 });
  expect(dashboard.status()).toBe(307);
  const to = new URL(dashboard.headers().location, 'http://x');
  expect(to.pathname).toBe('/login');
  expect(to.searchParams.get('callbackUrl')).toBe('/dashboard');
  expectCommonHeaders(dashboard, 'the /dashboard redirect');
  expect(dashboard.headers()['content-security-policy']).toBe(API_CSP);
  await expectPagePolicy(await request.get('/dashboard'), '/dashboard followed to /login', 'prerendered');

  // A client saying https is not believed without a trusted proxy (TRUSTED_PROXY_HOPS=0 here).
  const claimed = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(claimed.headers()['strict-transport-security']).toBeUndefined();
  expect(claimed.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

test('API answers carry a strict CSP, nosniff and the other headers; static files nosniff', async ({ request }) => {
  const features = await request.get('/features');
  expect(features.status()).toBe(200);
  expectCommonHeaders(features, 'GET /features');
  expect(features.headers()['content-security-policy']).toBe(API_CSP);

  const validate = await request.post('/api/v1/generate/validate', { data: { framework: 'gin', features: ['postgresql'] } });
  expect(validate.status()).toBe(200);
  expectCommonHeaders(validate, 'POST /api/v1/generate/validate');
  expect(validate.headers()['content-security-policy']).toBe(API_CSP);

  const refused = await request.post('/api/v1/generate/validate', { data: { framework: 'gin', features: ['mysql', 'postgresql'] } });
  expect(refused.status()).toBe(400);
  expectCommonHeaders(refused, 'a refused validation');
  expect(refused.headers()['content-security-policy']).toBe(API_CSP);

  const me = await request.get('/auth/me');
  expect(me.status()).toBe(401);
  expectCommonHeaders(me, 'GET /auth/me without a token');
  expect(me.headers()['content-security-policy']).toBe(API_CSP);

  const html = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0];
  const js = await request.get(asset);
  expect(js.status()).toBe(200);
  expectCommonHeaders(js, asset);
});

/** Every CSP violation (and Permissions-Policy complaint) the browser reports on the context's pages. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  // The DOM event too, in case a refusal is not logged.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  const watch = (page: Page) =>
    page.on('console', (msg) => {
      const text = msg.text();
      if (/Refused to|Content Security Policy|securitypolicyviolation|Permissions-Policy/i.test(text)) seen.push(`${page.url()}: ${text}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

/** The pages the build prerendered (those of its prerender-manifest.json with HTML), but the not-found and error pages. */
function prerenderedPaths(): string[] {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const { routes } = JSON.parse(fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8')) as { routes: object };
  return Object.keys(routes).filter((route) => !route.startsWith('/_') && fs.existsSync(path.join(dist, 'server', 'app', `${route === '/' ? 'index' : route}.html`)));
}

// The hashes come from the build step after `next build` (scripts/embed-page-hashes.ts), written into the
// proxy's code: every page it prerendered must get them, and a browser must run it without a refusal.
test('every prerendered page gets the hashes of its scripts, without unsafe-inline, and runs under them', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const paths = prerenderedPaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/documentation', '/generator', '/login', '/register', '/blog', '/dashboard', '/admin']));
  const context = await browser.newContext();
  // A session cookie (not a valid one) takes /dashboard and /admin past the proxy's guard to their own page.
  await context.addCookies([{ name: 'next-auth.session-token', value: 'not-a-session', url: baseURL! }]);
  const seen = await watchViolations(context);
  const page = await context.newPage();
  for (const route of paths) {
    const res = await context.request.get(route);
    await expectPagePolicy(res, route, 'prerendered');
    expect(directives(res.headers()['content-security-policy']).get('script-src'), route).not.toContain("'unsafe-inline'");
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(seen, `CSP violations on ${route}`).toEqual([]);
  }
  await context.close();
});

test('the CSP is enforced: injected inline handlers and string eval do not run, and the browser says so', async ({ page }) => {
  const seen = await watchViolations(page.context());
  await page.goto('/');
  await expect(page.getByText('No signup required', { exact: true })).toBeVisible();
  expect(seen).toEqual([]);
  // What an HTML injection would try: an inline event handler, and code in a string.
  await page.evaluate(() =>
    setTimeout(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__injected = true">');
      setTimeout('window.__evaluated = true', 0);
    }, 0),
  );
  await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
  const report = seen.join('\n');
  expect(report).toMatch(/inline event handler|script-src-attr/);
  expect(report).toMatch(/unsafe-eval|blocked eval/);
  expect(await page.evaluate(() => [(window as { __injected?: boolean }).__injected, (window as { __evaluated?: boolean }).__evaluated])).toEqual([undefined, undefined]);
});

test('no site can frame the pages', async ({ page, baseURL }) => {
  const seen = await watchViolations(page.context());
  // A page of another origin (another port on the same machine) that frames the home page and the login form.
  const framer = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><title>framer</title><iframe id="home" src="${baseURL}/"></iframe><iframe id="login" src="${baseURL}/login"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await expect.poll(() => seen.filter((s) => s.includes("frame-ancestors 'none'")).length).toBeGreaterThanOrEqual(2);
    // The frames hold the browser's error page, not the site.
    for (const id of ['home', 'login']) {
      await expect(page.frameLocator(`#${id}`).getByText('No signup required', { exact: true })).toHaveCount(0);
      await expect(page.frameLocator(`#${id}`).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    }
    const frames = page.frames().slice(1);
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(frame.url()).not.toContain(baseURL!);
  } finally {
    await new Promise((resolve) => framer.close(resolve));
  }
});

test('the site works under its CSP: wizard, explore, download, docs, blog, accounts, dashboard, admin', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ acceptDownloads: true });
  const seen = await watchViolations(context);
  const page = await context.newPage();
  const clean = (where: string) => expect(seen, `CSP violations by ${where}`).toEqual([]);

  await page.goto('/');
  await expect(page.getByText('No signup required', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Start Generating' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose Base Framework', exact: true })).toBeVisible();
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Gin', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Describe your data', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use the notes example' }).click();
  await expect(page.getByRole('heading', { name: 'Select Features', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'PostgreSQL', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review & Generate', exact: true })).toBeVisible();
  await page.getByLabel('Project name').fill('csp-app');
  await page.getByRole('button', { name: 'Explore files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Explore csp-app' });
  await dialog.getByRole('navigation', { name: 'Project files' }).getByRole('button', { name: 'go.mod', exact: true }).click();
  await expect(dialog.getByTestId('explore-code')).toContainText('module csp-app');
  await expect(dialog.getByTestId('explore-code').locator('.sh__line').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/csp-explore.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  expect((await download).suggestedFilename()).toBe('csp-app.zip');
  await expect(page.getByRole('heading', { name: 'Your Project is Ready!' })).toBeVisible();
  clean('the wizard');

  await page.goto('/documentation');
  await expect(page.getByRole('heading', { name: 'Quick Start Guide', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: /Deployment Guide/ }).click();
  await page.goto('/api-reference');
  await expect(page.getByText('v1.0.0')).toBeVisible();
  await page.getByRole('tablist', { name: 'API sections' }).getByRole('tab', { name: 'Authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/csp-api-reference.png' });
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Community (5)' }).click();
  await expect(page.locator('section[aria-labelledby="recent-title"] article')).toHaveCount(1);
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  clean('the documentation, the API reference, the blog and the 404 page');

  // Accounts: sign-up with the mailed code, the dashboard, and /admin as a plain user.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/forgot-password');
  await expect(page.getByText('Reset your password').first()).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await signUp(page, `e2e-csp-${Date.now().toString(36)}@example.com`);
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('API access')).toBeVisible();
  await page.screenshot({ path: 'test-results/csp-dashboard.png', fullPage: true });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  clean('sign-in, password recovery, sign-up, the dashboard and /admin as a plain user');

  // The admin dashboard, with its charts.
  const adminContext = await browser.newContext();
  const adminSeen = await watchViolations(adminContext);
  const admin = await adminContext.newPage();
  const known = (await admin.request.post('/auth/login', { data: { email: ADMIN_EMAIL, password: PASSWORD } })).status() === 200;
  await (known ? signIn(admin, ADMIN_EMAIL) : signUp(admin, ADMIN_EMAIL));
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByTestId('system-badge')).toContainText('System Online');
  for (const tab of ['Users', 'Projects', 'System', 'Analytics']) {
    await admin.getByRole('tab', { name: tab, exact: true }).click();
    await expect(admin.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  await admin.waitForLoadState('networkidle');
  await admin.screenshot({ path: 'test-results/csp-admin.png', fullPage: true });
  expect(adminSeen, 'CSP violations on the admin dashboard').toEqual([]);
  await adminContext.close();
  clean('the whole visit');
  await context.close();
});

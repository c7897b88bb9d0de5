import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PASSWORD, signIn, signUp } from '../utils/e2e-accounts';

// The site as people use it, on a desktop screen and on a phone: nothing covers the next step, every
// screen tells the truth (one figure for one fact, catalogue names, one sentence), and the little things
// (focus, autofocus, contrast, phone layouts).

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  { name: '1280x720', viewport: DESKTOP },
  { name: '390x844', viewport: PHONE },
];

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const errorToasts = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'the element is on the page').not.toBeNull();
  return b!;
}

/** Every visible toast stays off every one of `targets`. */
async function expectToastsClearOf(page: Page, targets: Locator, what: string) {
  // Every toast's box read at one instant: a toast leaving between a count and a read would wait forever.
  const read = () =>
    toasts(page).evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
  // Where the toasts stay, not where their entrance (a slide up from the screen's edge) passes on a busy machine.
  let shown: Box[] = await read();
  await expect
    .poll(async () => {
      const before = JSON.stringify(shown);
      shown = await read();
      return JSON.stringify(shown) === before;
    }, { intervals: [150], timeout: 3000 })
    .toBe(true);
  expect(shown.length, 'a toast is on screen').toBeGreaterThan(0);
  for (const tb of shown) {
    for (const target of await targets.all()) {
      if (!(await target.isVisible())) continue;
      const label = (await target.getAttribute('aria-label')) ?? (await target.textContent());
      const b = await box(target);
      expect(overlaps(tb, b), `a toast covers ${what} "${label}"`).toBe(false);
    }
  }
}

async function gotoWizard(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('Next takes a click right after a framework is picked: the toast is elsewhere', async ({ page }) => {
      await gotoWizard(page, '/?step=stack');
      await page.getByRole('button', { name: 'Gin', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Base Framework Selected' })).toBeVisible();
      const next = page.getByRole('button', { name: 'Next', exact: true });
      // The pointer rests on Next (a toast under it would pause and never leave), then clicks it.
      await next.hover();
      await expectToastsClearOf(page, next, 'the button');
      await next.click({ timeout: 3000 });
      await expect(page.getByRole('heading', { name: 'Describe your data', exact: true })).toBeVisible();
    });

    test('step 2 keeps Back, the count, Next and the conflict state in view while scrolling', async ({ page }) => {
      await gotoWizard(page, '/?framework=gin&features=postgresql,mysql&step=features');
      const bar = page.getByTestId('wizard-bar');
      for (const scrollTo of [0, 0.5]) {
        await page.evaluate((f) => window.scrollTo(0, document.body.scrollHeight * f), scrollTo);
        await expect(bar).toBeInViewport({ ratio: 1 });
        await expect(bar.getByRole('button', { name: 'Back' })).toBeInViewport();
        await expect(bar.getByRole('button', { name: 'Next', exact: true })).toBeInViewport();
        await expect(bar).toContainText('2 features selected');
        await expect(bar).toContainText('1 conflict to resolve');
        // One row on a phone too: Back, the summary and Next side by side.
        const [back, next] = await Promise.all(['Back', 'Next'].map(async (name) => (await bar.getByRole('button', { name, exact: true }).boundingBox())!));
        expect(Math.abs(back.y - next.y)).toBeLessThan(2);
      }
      await page.screenshot({ path: `test-results/usability-features-bar-${name}.png` });
      // Resolving the conflict clears the state in the bar.
      await page.getByRole('checkbox', { name: 'MySQL', exact: true }).click();
      await expect(bar).toContainText('1 feature selected');
      await expect(bar).not.toContainText('conflict');
    });
  });
}

test('the stepper marks step 1 done only while a base framework is chosen', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&step=features');
  const first = page.getByRole('navigation', { name: 'Generator steps' }).getByRole('listitem').first();
  await expect(first).toContainText('(done)');
  // Unticking the framework on step 2 leaves step 1 unfinished.
  await page.getByRole('checkbox', { name: 'Gin', exact: true }).click();
  await expect(first).not.toContainText('(done)');
  await expect(first).toContainText('1');
});

test('Review, the generating screen and Complete give the same number of features', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&features=postgresql,gorm,docker&projectName=count-check&step=review');
  const review = page.getByRole('region', { name: 'Review & Generate' });
  const reviewText = (await review.getByText(/features? in all/).textContent()) ?? '';
  const reviewCount = Number(/(\d+) features? in all/.exec(reviewText)?.[1]);
  expect(reviewCount).toBeGreaterThan(3);
  // The answer held back until the generating screen is read: it moves on as soon as the zip is there.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/generate', async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  // The generating screen's first step says it too.
  const started = page.getByText(/^Project count-check with \d+ features?$/);
  await expect(started).toBeVisible();
  expect(Number(/with (\d+) features?/.exec((await started.textContent()) ?? '')?.[1])).toBe(reviewCount);
  release();
  await download;
  const complete = page.getByRole('region', { name: 'Your Project is Ready!' });
  await expect(complete).toBeVisible({ timeout: 20_000 });
  const completeText = (await complete.getByText(/with \d+ features?/).first().textContent()) ?? '';
  expect(Number(/with (\d+) features?/.exec(completeText)?.[1])).toBe(reviewCount);
});

test('focus and selection look different on the framework cards', async ({ page }) => {
  await gotoWizard(page, '/?step=stack');
  const gin = page.getByRole('button', { name: 'Gin', exact: true });
  const echo = page.getByRole('button', { name: 'Echo', exact: true });
  // The card a person looks at: the framework's card around its button.
  const card = (name: string) => page.getByTestId('framework-card').filter({ has: page.getByRole('button', { name, exact: true }) });
  // Keyboard focus (focus-visible) on an unchosen card.
  await echo.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(echo).toBeFocused();
  const look = (l: Locator) =>
    l.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, offset: s.outlineOffset, shadow: s.boxShadow, border: s.borderColor };
    });
  const focused = await look(card('Echo'));
  expect(focused.outline, 'a focused card has an outline').not.toMatch(/^none/);
  expect(parseFloat(focused.offset), 'set off from the card').toBeGreaterThanOrEqual(2);
  // A chosen card without focus: its look is the selection's (border and ring), not the outline.
  await gin.click();
  await page.getByRole('heading', { name: 'Choose Base Framework' }).click();
  const chosen = await look(card('Gin'));
  expect(chosen.outline).toMatch(/^none/);
  expect(chosen.border).not.toBe(focused.border);
});

test('the home terminal and the documentation samples use the site address, whole', async ({ page, context, baseURL }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const terminal = page.getByTestId('home-terminal');
    await expect(terminal).toContainText(`'${baseURL}/api/v1/generate'`);
    await expect(terminal).toContainText('-d projectName=my-api');
    // Nothing of the command is cut off or scrolled out of the box.
    expect(await terminal.evaluate((el) => el.scrollWidth - el.clientWidth), `terminal at ${viewport.width}`).toBeLessThanOrEqual(0);
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/documentation');
  await expect(page.getByText('localhost:3000')).toHaveCount(0);
  for (const title of ['GET /api/v1/generate', 'POST /api/v1/generate', 'GET /api/v1/generate/diff']) {
    const sample = page.getByRole('figure').filter({ has: page.getByText(title, { exact: true }) });
    await expect(sample.locator('pre')).toContainText(`${baseURL}/api/v1/generate`);
    await sample.getByRole('button', { name: `Copy ${title}` }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${baseURL}/api/v1/generate`);
    expect(copied).not.toContain('{{');
  }
});

test('typing starts in the field: /login on the e-mail, /verify-otp on the first box', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.addInitScript(() => sessionStorage.setItem('gostarter.pendingVerification', JSON.stringify({ email: 'focus@example.com', sentAt: Date.now() })));
  await page.goto('/verify-otp');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
});

test('a rate-limited code check says how long to wait once', async ({ page }) => {
  // The server's 429 as it sends it (lib/rate-limit): its sentence already names the wait.
  await page.route('**/auth/reset-password', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '99' },
      body: JSON.stringify({ type: 'RATE_LIMITED', code: 'RATE_LIMITED', message: 'Too many code checks. Try again in 99 seconds.', details: { retryAfterSeconds: 99 } }),
    }),
  );
  await page.goto('/forgot-password?email=wait%40example.com');
  await page.getByRole('button', { name: 'I have a code' }).click();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('123456');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const message = page.getByText('Too many code checks.').first();
  await expect(message).toBeVisible();
  expect(((await message.textContent()) ?? '').match(/Try again in/g)).toHaveLength(1);
});

/** A new account with `stdlib` and `gin` projects, signed in on a page of its own at `viewport`. */
async function accountWithProjects(browser: Browser, viewport: { width: number; height: number }, count: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
  await signUp(page, `e2e-use-${Date.now().toString(36)}@example.com`);
  for (let i = 0; i < count; i++) {
    const res = await page.request.post('/api/v1/generate', {
      data: { projectName: `use-${i}`, framework: i === 0 ? 'stdlib' : 'gin', features: i === 0 ? [] : ['postgresql'] },
    });
    expect(res.status()).toBe(200);
  }
  return page;
}

test('signed in: toasts leave the history rows, catalogue names, one figure, one toast per failure, phone header', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await accountWithProjects(browser, DESKTOP, 7);
  await page.goto('/dashboard');

  // History: the standard library is net/http, as the wizard says.
  await page.getByRole('tab', { name: 'History' }).click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(7);
  await expect(rows.filter({ hasText: 'use-0' })).toContainText('net/http');
  await expect(rows.filter({ hasText: 'use-0' })).not.toContainText('stdlib');

  // A toast raised from the lowest row: toasts sit at the bottom right, as the spec says, so the lowest rows
  // of a page scrolled to its end can be under one for the 3 s it lasts (on a phone it is as wide as the
  // screen). It leaves once the pointer does, on both screens.
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 10_000));
    const lastName = (await last.getByRole('button', { name: /: details$/ }).getAttribute('aria-label'))!.replace(/: details$/, '');
    await last.getByRole('button', { name: `Duplicate ${lastName}` }).click();
    await expect(toasts(page).filter({ hasText: 'Project duplicated' })).toBeVisible();
    await page.screenshot({ path: `test-results/usability-history-toast-${viewport.width}.png` });
    // Success toasts last 3 s, paused while the pointer rests on one (the list grew, so a toast may now sit
    // under where the click was): the pointer leaves, and the next round starts with none on screen.
    await page.mouse.move(0, 0);
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
  }
  await page.setViewportSize(DESKTOP);

  // Profile and Statistics: the same number of projects (the two duplicates above included), each time they open.
  await page.getByRole('tab', { name: 'Statistics' }).click();
  const total = page.getByTestId('stat-total-projects');
  await expect(total).toHaveText(/^\d+$/);
  const n = Number(await total.textContent());
  expect(n).toBeGreaterThanOrEqual(8);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('projects-count')).toHaveText(String(n));
  expect((await page.request.post('/api/v1/generate', { data: { projectName: 'use-more', framework: 'echo', features: [] } })).status()).toBe(200);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(total).toHaveText(String(n + 1));
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('projects-count')).toHaveText(String(n + 1));

  // Statistics failing: one toast for the screen (not one per call), gone once a retry loads it.
  await page.route('**/api/history/stats', (r) => r.abort('connectionrefused'));
  await page.route('**/api/history/dashboard', (r) => r.abort('connectionrefused'));
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(errorToasts(page).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(4000); // the other call's retries end too
  await expect(errorToasts(page)).toHaveCount(1);
  await page.unroute('**/api/history/stats');
  await page.unroute('**/api/history/dashboard');
  // The figures already shown stay on screen; the screen's own Refresh loads them again.
  await page.getByRole('button', { name: 'Refresh Stats' }).click();
  await expect(total).toHaveText(String(n + 1));
  await expect(errorToasts(page)).toHaveCount(0);

  // The header on a phone: Dashboard and Sign Out apart.
  await page.setViewportSize(PHONE);
  const header = page.getByRole('banner');
  const dashboard = await box(header.getByRole('link', { name: 'Dashboard', exact: true }));
  const signOut = await box(header.getByRole('button', { name: 'Sign Out' }));
  expect(signOut.x - (dashboard.x + dashboard.width), 'space between Dashboard and Sign Out').toBeGreaterThanOrEqual(12);
  expect(signOut.x + signOut.width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: 'test-results/usability-header-phone.png' });
  await page.context().close();
});

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL!;

async function adminPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  const probe = await page.request.post('/auth/login', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  await (probe.ok() ? signIn(page, ADMIN_EMAIL) : signUp(page, ADMIN_EMAIL));
  return page;
}

test('admin: the System badge follows the last calls, a failed Refresh is one toast, the Users table fits a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser, DESKTOP);
  // A guest's net/http project: the admin's Projects list names it as the catalogue does.
  expect((await page.request.post('/api/v1/generate', { data: { projectName: 'admin-names', framework: 'stdlib', features: ['postgresql'] } })).status()).toBe(200);
  await page.goto('/admin');
  const badge = page.getByTestId('system-badge');
  await expect(badge).toContainText('System Online');

  await page.getByRole('tab', { name: 'Projects' }).click();
  const row = page.getByTestId('admin-project-row').filter({ hasText: 'admin-names' }).first();
  await expect(row).toContainText('net/http');
  await expect(row).not.toContainText('stdlib');
  await page.getByRole('tab', { name: 'Overview' }).click();

  // Every admin call fails: the badge says so at once, and the Refresh says it once.
  await page.route('**/api/admin/**', (r) => r.abort('connectionrefused'));
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
  await refresh.click();
  await expect(badge).toContainText('System Offline', { timeout: 20_000 });
  await expect(errorToasts(page).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(3000);
  await expect(errorToasts(page)).toHaveCount(1);
  await page.screenshot({ path: 'test-results/usability-admin-offline.png' });
  await page.unroute('**/api/admin/**');
  await refresh.click();
  await expect(badge).toContainText('System Online', { timeout: 20_000 });
  await expect(errorToasts(page)).toHaveCount(0);

  // The Users table on a phone: each row's status is on screen, nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Users' }).click();
  const first = page.getByTestId('admin-user-row').first();
  const status = first.getByText(/^(Verified|Unverified)$/);
  await expect(status).toBeInViewport({ ratio: 1 });
  expect((await box(status)).x + (await box(status)).width).toBeLessThanOrEqual(PHONE.width);
  const table = page.locator('table').filter({ has: first });
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/usability-admin-users-phone.png', fullPage: true });
  await page.context().close();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn, signUp } from '../utils/e2e-accounts';

// axe-core on every public page and on the studio's screens, on a desktop screen and on a phone: no
// serious or critical violation (axe's default rules: WCAG 2.x A and AA, contrast, names, roles...).

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/**
 * The serious and critical violations on the page as it is now, one line each (empty when none), and
 * skipped heading levels (axe rates them moderate; a screen reader's list of headings shows the gap).
 */
async function violations(page: Page, exclude?: string): Promise<string[]> {
  // Sections laid out only near the screen (content-visibility: auto, the home page's lower bands) are
  // laid out now, as they are once scrolled to: axe scrolls to each element to read its colours, and read
  // one of them before the browser had laid it out (a contrast failure once in a run, gone on the retry).
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
  const axe = new AxeBuilder({ page });
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}): ${v.help}, at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function expectNoSeriousViolations(page: Page, what: string, exclude?: string) {
  expect(await violations(page, exclude), what).toEqual([]);
}

const BOOKSHOP =
  'W3sibmFtZSI6ImF1dGhvciIsImZpZWxkcyI6W3sibmFtZSI6ImZ1bGxfbmFtZSIsInR5cGUiOiJzdHJpbmciLCJyZXF1aXJlZCI6dHJ1ZX1dfSx7Im5hbWUiOiJib29rIiwiZmllbGRzIjpbeyJuYW1lIjoidGl0bGUiLCJ0eXBlIjoic3RyaW5nIiwicmVxdWlyZWQiOnRydWUsIm1heCI6MjAwfSx7Im5hbWUiOiJhdXRob3JfaWQiLCJ0eXBlIjoicmVmZXJlbmNlIiwicmVmZXJlbmNlcyI6ImF1dGhvciIsInJlcXVpcmVkIjp0cnVlfSx7Im5hbWUiOiJnZW5yZSIsInR5cGUiOiJlbnVtIiwidmFsdWVzIjpbImZpY3Rpb24iLCJzY2llbmNlIl19LHsibmFtZSI6ImF1dGhvciIsInR5cGUiOiJyZWZlcmVuY2UiLCJyZWZlcmVuY2VzIjoiYXV0aG9yIn1dfV0';

const PUBLIC_PAGES = [
  '/',
  '/documentation',
  '/api-reference',
  '/blog',
  '/login',
  '/register',
  '/forgot-password',
  '/admin-test',
  '/admin',
  '/no-such-page',
  '/?step=stack',
  // The data step, empty, and with a model whose last field is in error (a reference not named ..._id).
  '/?framework=gin&step=data',
  `/?framework=gin&features=postgresql&step=data&resources=${BOOKSHOP}`,
  '/?framework=gin&step=features',
  // The features step with a conflict (Conflict badges, the bar's conflict state) and the review.
  '/?framework=gin&features=postgresql,mysql&step=features',
  '/?framework=gin&features=postgresql,docker&projectName=axe-check&step=review',
];

for (const viewport of VIEWPORTS) {
  test(`axe: every public page at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    // Seventeen pages, the documentation among them: axe takes a while on each.
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    for (const url of PUBLIC_PAGES) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, url);
    }
    // /verify-otp with the e-mail of a registration in progress.
    await page.addInitScript(() => sessionStorage.setItem('gostarter.pendingVerification', JSON.stringify({ email: 'axe@example.com', sentAt: Date.now() })));
    await page.goto('/verify-otp');
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
    await expectNoSeriousViolations(page, '/verify-otp');
  });
}

test('axe: the studio, each tab, at both sizes', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await signUp(page, `e2e-axe-${Date.now().toString(36)}@example.com`);
  expect((await page.request.post('/api/v1/generate', { data: { projectName: 'axe-api', framework: 'stdlib', features: ['postgresql'] } })).status()).toBe(200);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    for (const tab of ['Generator', 'History', 'Statistics', 'Profile']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoSeriousViolations(page, `studio ${tab} at ${viewport.width}`);
    }
  }
  await page.context().close();
});

for (const viewport of VIEWPORTS) {
  test(`axe: the wizard's hovered Next, Explore dialog and Complete screen at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Next under the pointer: its colour changes, its text must stay at 4.5:1.
    await page.goto('/?framework=gin&step=stack');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.hover();
    await page.waitForTimeout(400); // the colour's transition
    await expectNoSeriousViolations(page, 'hovered Next');
    // The home page's closing band: its outlined Start Generating, hovered, keeps its text at 4.5:1 too.
    await page.goto('/');
    const start = page.getByRole('region', { name: 'Your next Go service, ready to run' }).getByRole('link', { name: 'Start Generating' });
    await start.hover();
    await page.waitForTimeout(400);
    await expectNoSeriousViolations(page, 'hovered Start Generating on the band');

    // Explore: the file tree and the file's scrolling view (reachable by keyboard, named).
    await page.goto('/?framework=gin&features=postgresql,docker&projectName=axe-check&step=review');
    await page.getByRole('button', { name: /Explore/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('explore-code')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('region', { name: /^Contents of / })).toHaveAttribute('tabindex', '0');
    await expectNoSeriousViolations(page, 'Explore dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Generate: the Complete screen.
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(page.getByRole('heading', { name: 'Your Project is Ready!' })).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // The screen, not a toast over it: axe reads a fading toast's half-transparent colours, and a toast
    // may arrive after the last one left (seen once in CI). The pointer leaves the page's bottom first,
    // where it clicked Generate and where the toasts stack: a hovered toast does not leave.
    await page.mouse.move(0, 0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousViolations(page, 'Complete screen', '[data-sonner-toaster]');
  });
}

test('axe: the admin area, each section, at both sizes', async ({ page }) => {
  test.setTimeout(180_000);
  // playwright.config makes this address an admin through ADMIN_EMAILS; other specs share it, so
  // whichever runs first registers it.
  const admin = process.env.E2E_CLASSES_ADMIN_EMAIL!;
  const probe = await page.request.post('/auth/login', { data: { email: admin, password: PASSWORD } });
  await (probe.ok() ? signIn(page, admin) : signUp(page, admin));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/admin');
    const sections = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await expect(sections.first()).toBeVisible({ timeout: 20_000 });
    // The sections not built yet are named with their "Not yet" mark (WCAG 2.5.3).
    await expect(page.getByRole('tab', { name: 'Settings Not yet', exact: true })).toBeDisabled();
    for (const tab of await sections.all()) {
      if (await tab.isDisabled()) continue;
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `admin ${name} at ${viewport.width}`);
    }
  }
});

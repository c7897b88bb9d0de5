import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../utils/e2e-accounts';

// axe-core on every public page and on the studio's screens, on a desktop screen and on a phone: no
// serious or critical violation (axe's default rules: WCAG 2.x A and AA, contrast, names, roles...).

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

/** The serious and critical violations on the page as it is now, one line each (empty when none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}, at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function expectNoSeriousViolations(page: Page, what: string) {
  expect(await violations(page), what).toEqual([]);
}

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
  // The features step with a conflict (Conflict badges, the bar's conflict state) and the review.
  '/?framework=gin&features=postgresql,mysql&step=features',
  '/?framework=gin&features=postgresql,docker&projectName=axe-check&step=review',
];

for (const viewport of VIEWPORTS) {
  test(`axe: every public page at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    test.setTimeout(120_000);
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

import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, signIn, signUp } from '../utils/e2e-accounts';

// Where things sit and what they say: toasts at the bottom right clear of the wizard's buttons, the
// greeting of a new account, alternatives shown as alternatives, the admin's users table on a phone.

const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, `${locator}`).not.toBeNull();
  return b!;
}

/** The toast area's box never covers one of `buttons`, and sits at the bottom right of the screen. */
async function expectToastClear(page: Page, title: string | RegExp, buttons: Locator[], what: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  // Wait out the toast's entrance (it slides in), so the box measured is where it stays.
  await page.waitForTimeout(600);
  const t = await box(toast);
  const viewport = page.viewportSize()!;
  await page.screenshot({ path: `/tmp/toast-${what.replace(/\W+/g, '-')}.png` });
  expect(t.x + t.width, `${what}: at the right edge`).toBeGreaterThan(viewport.width - 48);
  expect(t.y, `${what}: in the bottom half`).toBeGreaterThan(viewport.height / 2);
  for (const button of buttons) expect(overlaps(t, await box(button)), `${what}: toast over ${button}`).toBe(false);
}

for (const viewport of VIEWPORTS) {
  test(`toasts sit at the bottom right, clear of the wizard's bar, at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The features step: Back and Next under a toast of the step.
    await page.goto('/?framework=gin&features=postgresql&step=features');
    const back = page.getByRole('button', { name: 'Back', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeVisible();
    // An alternative clicked replaces the chosen one, and its toast offers Undo.
    await page.getByRole('checkbox', { name: 'MySQL', exact: true }).click();
    await expectToastClear(page, 'MySQL replaces PostgreSQL', [back, next], `features ${viewport.width}`);

    // The review step: its bar holds more (Explore, Copy link, Generate), in one row on a phone too.
    await page.goto('/?framework=gin&features=postgresql&projectName=toast-check&step=review');
    const generate = page.getByRole('button', { name: /^Generate/ });
    await expect(generate).toBeVisible();
    const bar = page.getByTestId('wizard-bar');
    const tops = await bar.getByRole('button').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size, `review bar ${viewport.width}: one row (button tops ${tops.join(', ')})`).toBe(1);
    // Clicked where it shows, in the bar stuck to the bottom of the screen (a locator's click may scroll
    // the page first, taking the bar out of its sticky place).
    const copy = await box(bar.getByRole('button', { name: 'Copy link' }));
    await page.mouse.click(copy.x + copy.width / 2, copy.y + copy.height / 2);
    // Copied, or (without clipboard access) the link shown to copy by hand: a toast either way.
    await expectToastClear(page, /Link copied|Could not copy the link/, await bar.getByRole('button').all(), `review ${viewport.width}`);
  });
}

test('a new account is welcomed, not welcomed back, for the whole visit; a later sign-in is a return', async ({ page }) => {
  const email = `e2e-welcome-${Date.now().toString(36)}@example.com`;
  const name = email.split('@')[0];
  await signUp(page, email);
  await expect(page.getByTestId('studio-welcome')).toHaveText(`Welcome, ${name}!`, { timeout: 15_000 });
  // Reloaded, or back from another page of the site: still the visit that made the account.
  await page.reload();
  await expect(page.getByTestId('studio-welcome')).toHaveText(`Welcome, ${name}!`, { timeout: 15_000 });
  await page.goto('/documentation');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByTestId('studio-welcome')).toHaveText(`Welcome, ${name}!`, { timeout: 15_000 });

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email);
  await expect(page.getByTestId('studio-welcome')).toHaveText(`Welcome back, ${name}!`, { timeout: 15_000 });
});

test('databases of one kind are alternatives, not conflicts; a real conflict stays one', async ({ page }) => {
  await page.goto('/?framework=gin&features=postgresql&step=features');
  const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
  await expect(card('MySQL')).toBeVisible();
  for (const name of ['MySQL', 'SQLite', 'MongoDB']) {
    await expect(card(name), name).toContainText('Alternative to PostgreSQL');
    await expect(card(name), name).not.toContainText('Conflict');
    // Its description says what choosing it does.
    await expect(page.getByRole('checkbox', { name, exact: true })).toHaveAccessibleDescription(/an alternative to PostgreSQL: choosing it replaces/i);
  }
  await page.screenshot({ path: '/tmp/alternatives.png', fullPage: true });
  // Clicking an alternative chooses it in place of the other, as a radio button would; Undo goes back.
  const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
  await checkbox('SQLite').click();
  await expect(checkbox('SQLite')).toHaveAttribute('aria-checked', 'true');
  await expect(checkbox('PostgreSQL')).toHaveAttribute('aria-checked', 'false');
  await expect(card('PostgreSQL')).toContainText('Alternative to SQLite');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'SQLite replaces PostgreSQL' });
  await expect(toast).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'conflict' })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(checkbox('PostgreSQL')).toHaveAttribute('aria-checked', 'true');
  await expect(checkbox('SQLite')).toHaveAttribute('aria-checked', 'false');
  await expect(page).toHaveURL(/[?&]features=postgresql(&|$)/);
  // GORM without a SQL database is a conflict: still the red badge.
  await page.goto('/?framework=gin&features=gorm&step=features');
  await expect(card('GORM')).toContainText('Conflict');
});

test('the admin users table keeps e-mails readable on a phone', async ({ page }) => {
  // playwright.config makes this address an admin through ADMIN_EMAILS; tests/e2e/class-conflicts.spec.ts
  // shares it, so whichever runs first registers it.
  const admin = process.env.E2E_CLASSES_ADMIN_EMAIL!;
  const probe = await page.request.post('/auth/login', { data: { email: admin, password: PASSWORD } });
  await (probe.ok() ? signIn(page, admin) : signUp(page, admin));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  const rows = page.getByTestId('admin-user-row');
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-users-390.png', fullPage: true });
  for (const row of (await rows.all()).slice(0, 10)) {
    const email = row.locator('bdi').first();
    const text = (await email.textContent()) ?? '';
    // Every character shows: nothing clipped by an ellipsis or by the role select beside it.
    const cut = await email.evaluate((el) => {
      const holder = el.parentElement!;
      return holder.scrollWidth > holder.clientWidth + 1;
    });
    expect(cut, `${text} is cut`).toBe(false);
    const e = await box(email);
    expect(e.x + e.width, text).toBeLessThanOrEqual(390);
    expect(overlaps(e, await box(row.getByRole('combobox'))), `${text} under its role select`).toBe(false);
  }
});

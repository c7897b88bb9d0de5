import { expect, test, type Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { PASSWORD, signIn, signUp } from '../utils/e2e-accounts';

// cn() joins classes as they are (clsx): nothing drops the loser when two utilities set the same style, and
// the stylesheet's order, not the class list's, would then pick the winner. So no element may carry two
// such classes: on every screen visited here, tailwind-merge (which keeps the last of each conflicting
// group) must leave every element's class list as it is.

// playwright.config makes this address an admin through ADMIN_EMAILS.
const ADMIN_EMAIL = process.env.E2E_CLASSES_ADMIN_EMAIL!;

/** Fails with every element whose classes tailwind-merge would change, and what it would drop. */
async function expectNoConflicts(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const elements = await page.locator('[class]').evaluateAll((els) =>
    els.map((el) => ({
      tag: el.tagName.toLowerCase(),
      classes: el.getAttribute('class') ?? '',
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
    })),
  );
  const conflicts = elements.flatMap(({ tag, classes, text }) => {
    const list = classes.trim().split(/\s+/).join(' ');
    const merged = twMerge(list);
    if (merged === list) return [];
    const kept = merged.split(' ');
    const dropped = list.split(' ').filter((c, i, all) => !kept.includes(c) || all.indexOf(c) !== i);
    return [`<${tag}> "${list}" loses ${dropped.join(' ')}${text ? ` (${text})` : ''}`];
  });
  expect(conflicts, `${where}: elements with two classes for the same style`).toEqual([]);
}

async function gotoWizard(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
}

test('public pages: no element has two classes for the same style', async ({ page }) => {
  for (const url of ['/', '/documentation', '/api-reference', '/blog', '/login', '/register', '/forgot-password', '/no-such-page']) {
    await page.goto(url);
    await expectNoConflicts(page, url);
  }
});

test("the wizard's steps and screens: no element has two classes for the same style", async ({ page }) => {
  test.setTimeout(120_000);
  await gotoWizard(page, '/?step=stack');
  await expectNoConflicts(page, 'step 1');
  await page.getByRole('button', { name: 'Echo', exact: true }).click();
  await expect(page.getByText('One framework only').first()).toBeVisible();
  await expectNoConflicts(page, 'step 1, a framework chosen');
  await page.getByRole('button', { name: /^Microservice/ }).click();
  await expect(page.getByTestId('preset-status')).toContainText('Microservice preset applied');
  await expectNoConflicts(page, 'step 1, a preset applied');

  // Two databases: conflicting and greyed cards, and the conflict's alert.
  await gotoWizard(page, '/?step=features&framework=gin&features=postgresql,mysql,gorm,docker-compose');
  await expect(page.getByText('Feature Conflict Detected').first()).toBeVisible();
  await expectNoConflicts(page, 'step 2 with a conflict');
  await gotoWizard(page, '/?step=data&framework=gin&features=postgresql');
  await expect(page.getByRole('heading', { name: 'Describe your data', exact: true })).toBeVisible();
  await expectNoConflicts(page, 'the data step');
  await page.getByRole('button', { name: 'Add resource' }).click();
  await page.getByRole('button', { name: /^Add field/ }).first().click();
  await page.getByLabel('Field name').last().fill('Bad Name');
  await expect(page.getByTestId('resource-card')).toBeVisible();
  await expectNoConflicts(page, 'the data step, a resource with a bad field');

  await gotoWizard(page, '/?step=review&framework=gin&features=postgresql,gorm,docker&projectName=my-api');
  await expect(page.getByText('Generate the same project from a terminal')).toBeVisible();
  await expectNoConflicts(page, 'step 3');
  await page.getByLabel('Project name').fill('-bad');
  await expect(page.getByLabel('Project name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoConflicts(page, 'step 3, a bad name');

  await gotoWizard(page, '/?step=review&framework=gin&features=postgresql&projectName=my-api&explore=1');
  await expect(page.getByTestId('explore-code')).toBeVisible({ timeout: 20_000 });
  await expectNoConflicts(page, 'the Explore dialog');

  await gotoWizard(page, '/?step=review&framework=echo&features=redis&projectName=classes-api');
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  await expect(page.getByRole('heading', { name: 'Your Project is Ready!' })).toBeVisible({ timeout: 30_000 });
  await expectNoConflicts(page, 'the complete screen');
});

test('studio and admin: no element has two classes for the same style', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await (await browser.newContext()).newPage();
  await signUp(user, `e2e-classes-${Date.now().toString(36)}@example.com`);
  const made = await user.request.post('/api/v1/generate', { data: { projectName: 'classes-api', framework: 'fiber', features: ['postgresql', 'docker'] } });
  expect(made.status()).toBe(200);
  await user.goto('/dashboard');
  await expect(user.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
  await expectNoConflicts(user, 'the studio');
  await user.getByRole('tab', { name: 'History' }).click();
  await user.getByRole('button', { name: 'classes-api: details' }).first().click();
  await expect(user.getByRole('dialog')).toBeVisible();
  await expectNoConflicts(user, 'history, a project\'s details');
  await user.keyboard.press('Escape');
  await user.getByRole('tab', { name: 'Statistics' }).click();
  await expectNoConflicts(user, 'statistics');
  await user.getByRole('tab', { name: 'Profile' }).click();
  await user.getByRole('button', { name: 'Create token' }).click();
  await expect(user.getByRole('dialog')).toBeVisible();
  await expectNoConflicts(user, 'profile, the new token dialog');
  await user.keyboard.press('Escape');
  await user.goto('/admin-test');
  await user.getByRole('button', { name: 'Run Admin Tests' }).click();
  await expect(user.getByTestId('admin-test-result')).toHaveCount(4, { timeout: 20_000 });
  await expectNoConflicts(user, 'the admin test page as a plain user');

  // The admin of this spec: made here, or signed in on a retry.
  const admin = await (await browser.newContext()).newPage();
  const probe = await admin.request.post('/auth/login', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  await (probe.ok() ? signIn(admin, ADMIN_EMAIL) : signUp(admin, ADMIN_EMAIL));
  await admin.goto('/admin');
  await expect(admin.getByTestId('system-badge')).toContainText('System Online');
  await expectNoConflicts(admin, 'admin, overview');
  for (const tab of ['Users', 'Projects', 'System', 'Analytics']) {
    await admin.getByRole('tab', { name: tab, exact: true }).click();
    await expect(admin.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectNoConflicts(admin, `admin, ${tab}`);
  }
  await admin.goto('/admin-test');
  await admin.getByRole('button', { name: 'Run Admin Tests' }).click();
  await expect(admin.getByTestId('admin-test-result')).toHaveCount(4, { timeout: 20_000 });
  await expectNoConflicts(admin, 'the admin test page');
});

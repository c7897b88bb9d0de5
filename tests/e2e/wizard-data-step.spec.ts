import { expect, test, type Locator, type Page } from '@playwright/test';

// "Describe your data": the resource model's own step, between the framework and the features. A bookshop
// built on it at desktop and phone sizes (two resources typed, a third pasted as CREATE TABLE with a CHECK),
// with a model error reached by Next (focused, in view, clear of the sticky bar), a "Remove all resources"
// undone, and the browser's Back and Forward between the steps.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const resource = (page: Page, n: number) => page.getByRole('group', { name: `Resource ${n}`, exact: true });
const field = (res: Locator, n: number) => res.getByRole('group', { name: `Field ${n}`, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

async function gotoWizard(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
}

/** The element with the focus ends above the sticky bar's top edge (and starts inside the viewport). */
async function expectFocusClearOfBar(page: Page, where: string) {
  const { top, bottom, barTop, tag } = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const bar = document.querySelector('[data-testid="wizard-bar"]') as HTMLElement;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, barTop: bar.getBoundingClientRect().top, tag: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30)}` };
  });
  expect(top, `${where}: ${tag} is in view`).toBeGreaterThanOrEqual(0);
  expect(bottom, `${where}: ${tag} is clear of the bar`).toBeLessThanOrEqual(barTop + 0.5);
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('a bookshop is described on its own step: two resources typed, a third pasted, an error reached, a remove-all undone', async ({ page }) => {
      await gotoWizard(page, '/?step=stack');
      await page.getByRole('button', { name: 'Gin', exact: true }).click();
      await next(page).click();
      await expect(heading(page, 'Describe your data')).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=data(&|$)/);
      // The stepper names it, as the current step, second of four.
      const steps = page.getByRole('navigation', { name: 'Generator steps' }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(1)).toContainText('Describe your data');
      await expect(page.getByRole('button', { name: 'Use the notes example' })).toBeVisible();

      await page.getByRole('button', { name: 'Add resource' }).click();
      const author = resource(page, 1);
      await author.getByLabel('Resource name (singular)').fill('author');
      await field(author, 1).getByLabel('Field name').fill('full_name');
      await page.getByRole('button', { name: 'Add resource' }).click();
      const book = resource(page, 2);
      await book.getByLabel('Resource name (singular)').fill('book');
      await field(book, 1).getByLabel('Field name').fill('title');
      await book.getByRole('button', { name: 'Add field to book' }).click();
      await field(book, 2).getByLabel('Field name').fill('author_id');
      await field(book, 2).getByLabel('Type').selectOption('reference');
      await expect(field(book, 2).getByLabel('Belongs to')).toHaveValue('author');
      await expect(page.getByTestId('model-error')).toHaveCount(0);

      // The third table pasted: its reference to a resource already in the model is kept, its CHECK becomes
      // the field's bounds, and what is not carried (a DEFAULT) is listed.
      await page.getByRole('button', { name: 'Paste CREATE TABLE' }).click();
      await page.getByLabel('CREATE TABLE statements').fill(
        'CREATE TABLE reviews (\n  id SERIAL PRIMARY KEY,\n  book_id INTEGER NOT NULL REFERENCES books(id),\n' +
          "  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),\n  body TEXT DEFAULT 'none'\n);",
      );
      await page.getByRole('button', { name: 'Import tables' }).click();
      await expect(toasts(page).filter({ hasText: 'Tables imported' })).toBeVisible();
      const notes = page.getByTestId('sql-import').getByRole('status');
      await expect(notes).toContainText(`reviews.body: DEFAULT 'none' was left out`);
      await expect(notes).not.toContainText('do not create');
      await page.getByTestId('sql-import').getByRole('button', { name: 'Done' }).click();
      const review = resource(page, 3);
      await expect(review.getByLabel('Resource name (singular)')).toHaveValue('review');
      await expect(field(review, 1).getByLabel('Belongs to')).toHaveValue('book');
      await expect(field(review, 2).getByLabel('Min', { exact: true })).toHaveValue('1');
      await expect(field(review, 2).getByLabel('Max', { exact: true })).toHaveValue('5');

      // The tables and routes each resource gets, previewed on the step.
      const summary = page.getByTestId('resources-summary');
      for (const [table, route] of [['authors', '/api/v1/authors'], ['books', '/api/v1/books'], ['reviews', '/api/v1/reviews']]) {
        const row = summary.getByRole('row').filter({ hasText: route });
        await expect(row.getByRole('cell').nth(1)).toHaveText(table);
      }
      const bar = page.getByTestId('wizard-bar');
      await expect(bar).toContainText('3 resources');
      // One row: Back and Next side by side, on a phone too.
      const [back, nextBox] = await Promise.all([bar.getByRole('button', { name: 'Back' }).boundingBox(), next(page).boundingBox()]);
      expect(Math.abs(back!.y - nextBox!.y)).toBeLessThan(2);
      expect((await bar.boundingBox())!.height).toBeLessThan(90);
      await page.screenshot({ path: `/tmp/wizard-data-step-${name}.png`, fullPage: true });

      // A model error, far down the page, reached by Next: named as the model's, focused, clear of the bar.
      await review.getByRole('button', { name: 'Add field to review' }).click();
      await field(review, 4).getByLabel('Field name').fill('author');
      await field(review, 4).getByLabel('Type').selectOption('reference');
      await expect(field(review, 4).getByTestId('model-error')).toBeVisible();
      await expect(bar).toContainText('1 problem to fix');
      await expect(bar).not.toContainText('conflict');
      await page.evaluate(() => window.scrollTo(0, 0));
      await next(page).click();
      await expect(toasts(page).filter({ hasText: '1 problem in your data' })).toBeVisible();
      await expect(toasts(page).filter({ hasText: 'Feature conflicts detected' })).toHaveCount(0);
      await expect(heading(page, 'Describe your data')).toBeVisible();
      const faulty = field(review, 4).getByLabel('Field name');
      await expect(faulty).toBeFocused();
      await expect(faulty).toBeInViewport();
      await expectFocusClearOfBar(page, 'the first model error');
      await page.screenshot({ path: `/tmp/wizard-data-error-${name}.png` });
      await faulty.fill('author_id');
      await expect(page.getByTestId('model-error')).toHaveCount(0);

      // "Remove all resources" is one click from losing the model: its toast's Undo brings all three back.
      await page.getByRole('button', { name: 'Remove all resources' }).click();
      await expect(page.getByTestId('resource-card')).toHaveCount(0);
      const removed = toasts(page).filter({ hasText: 'Resources removed' });
      await removed.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByTestId('resource-card')).toHaveCount(3);
      await expect(field(resource(page, 3), 4).getByLabel('Field name')).toHaveValue('author_id');

      await next(page).click();
      await expect(heading(page, 'Select Features')).toBeVisible();
      // One place for the model: the features step has no editor.
      await expect(page.getByTestId('resources-editor')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/wizard-features-step-${name}.png` });
      // The browser's Back and Forward move between the steps, the model kept.
      await page.goBack();
      await expect(heading(page, 'Describe your data')).toBeVisible();
      await expect(page.getByTestId('resource-card')).toHaveCount(3);
      await page.goForward();
      await expect(heading(page, 'Select Features')).toBeVisible();
      await next(page).click();
      await expect(heading(page, 'Review & Generate')).toBeVisible();
      await expect(page.getByTestId('resources-summary')).toContainText('/api/v1/reviews');
      // The review's bar stays one row too.
      // (Its actions load after the step: measured once they are all there.)
      await expect(bar.getByRole('button', { name: 'Generate Backend' })).toBeVisible();
      const tops = await bar.getByRole('button').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
    });
  });
}

test('Back and Forward move between the steps, and a reload keeps the step and the choices', async ({ page }) => {
  await gotoWizard(page, '/?step=stack');
  await page.getByRole('button', { name: 'Echo', exact: true }).click();
  await next(page).click();
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await page.getByRole('button', { name: 'Use the notes example' }).click();
  await expect(heading(page, 'Select Features')).toBeVisible();
  await page.getByRole('checkbox', { name: 'PostgreSQL', exact: true }).click();
  await next(page).click();
  await expect(heading(page, 'Review & Generate')).toBeVisible();

  await page.goBack();
  await expect(heading(page, 'Select Features')).toBeVisible();
  // Nothing chosen is lost by Back.
  await expect(page.getByRole('checkbox', { name: 'PostgreSQL', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Choose Base Framework')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Echo', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]step=stack&framework=echo/);
  await page.goForward();
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Select Features')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=features&framework=echo&features=postgresql/);

  await page.reload();
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
  await expect(heading(page, 'Select Features')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'PostgreSQL', exact: true })).toHaveAttribute('aria-checked', 'true');
});

test('a link that carries a model and no step opens on the data step; the Complete screen names the model', async ({ page }) => {
  const model = [{ name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] }];
  const resources = Buffer.from(JSON.stringify(model)).toString('base64url');
  await gotoWizard(page, `/?framework=gin&features=postgresql&projectName=shop&resources=${resources}`);
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await expect(resource(page, 1).getByLabel('Resource name (singular)')).toHaveValue('author');
  // One step at a time, as a user clicks: a second click before the features step shows is lost.
  await next(page).click();
  await expect(heading(page, 'Select Features')).toBeVisible();
  await next(page).click();
  await expect(heading(page, 'Review & Generate')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  await expect(heading(page, 'Your Project is Ready!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('complete-data')).toHaveText('Describe your data: author');
});

test('on a phone, no Tab stop of the features step lands behind the sticky bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoWizard(page, '/?framework=gin&features=postgresql&step=features');
  await page.getByRole('searchbox', { name: 'Search features' }).focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const inBar = await page.evaluate(() => !!document.activeElement?.closest('[data-testid="wizard-bar"]'));
    if (inBar) break;
    await expectFocusClearOfBar(page, `Tab stop ${i + 1}`);
  }
});

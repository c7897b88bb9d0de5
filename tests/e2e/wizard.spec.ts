import fs from 'node:fs';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';

const FRAMEWORKS = [
  { id: 'gin', name: 'Gin', module: 'github.com/gin-gonic/gin' },
  { id: 'echo', name: 'Echo', module: 'github.com/labstack/echo' },
  { id: 'fiber', name: 'Fiber', module: 'github.com/gofiber/fiber' },
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Opens a wizard URL and waits until the wizard is hydrated, so the first click is not lost. */
async function gotoWizard(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
}

async function openGenerator(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Generating' }).first().click();
  await expect(heading(page, 'Choose Base Framework')).toBeVisible();
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
}

for (const fw of FRAMEWORKS) {
  test(`the whole wizard generates a ${fw.name} project`, async ({ page }) => {
    await openGenerator(page);
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: fw.name, exact: true }).click();
    await expect(page.getByText('Base Framework Selected')).toBeVisible();
    // The toast slides in over the bottom-right corner, where Next is: close it as a user would.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.getByText('Base Framework Selected')).toBeHidden();
    await expect(page.getByRole('button', { name: fw.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const other of FRAMEWORKS.filter((f) => f.id !== fw.id)) {
      await expect(page.getByRole('button', { name: other.name, exact: true })).toBeDisabled();
    }
    await expect(page.getByText('One framework only')).toHaveCount(2);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(heading(page, 'Select Features')).toBeVisible();
    await page.getByRole('checkbox', { name: 'PostgreSQL', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Docker', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'PostgreSQL', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('The following dependencies will be automatically added:')).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(heading(page, 'Review & Generate')).toBeVisible();
    await expect(page.getByLabel('Project name')).toHaveValue('MyProject');
    const name = `e2e-${fw.id}`;
    await page.getByLabel('Project name').fill(name);
    const download = page.waitForEvent('download', { timeout: 30_000 });
    if (fw.id === 'fiber') await page.keyboard.press('Control+Enter');
    else await page.getByRole('button', { name: 'Generate Backend' }).click();

    await expect(heading(page, `Generating ${name}`)).toBeVisible();
    await expect(page.getByTestId('step-counter')).toContainText('of 8');
    await expect(page.getByRole('log', { name: 'Generation log' })).toContainText('Sending features to the generator API');
    await expect(page.getByRole('log', { name: 'Generation log' })).toContainText('Processing generated files');

    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.zip`);
    const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
    const goMod = await zip.file(`${name}/go.mod`)?.async('string');
    expect(goMod).toContain(`module ${name}`);
    expect(goMod).toContain(fw.module);
    expect(goMod).toContain('github.com/jackc/pgx/v5');
    expect(zip.file(`${name}/Dockerfile`)).not.toBeNull();
    expect(zip.file(`${name}/go.sum`)).not.toBeNull();

    await expect(heading(page, 'Your Project is Ready!')).toBeVisible();
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await again).suggestedFilename()).toBe(`${name}.zip`);

    await page.getByRole('button', { name: 'Generate Another' }).click();
    await expect(heading(page, 'Choose Base Framework')).toBeVisible();
    for (const f of FRAMEWORKS) {
      await expect(page.getByRole('button', { name: f.name, exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: f.name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(page).toHaveURL(/step=stack$/);
  });
}

test('conflicts block Next with the spec notice', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&step=features');
  await expect(heading(page, 'Select Features')).toBeVisible();
  await page.getByRole('checkbox', { name: 'GORM', exact: true }).click();
  await expect(page.getByText('Feature Conflict Detected')).toBeVisible();
  await expect(page.getByText('GORM needs a SQL database')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'GORM', exact: true })).toContainText('Conflict');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Feature conflicts detected')).toBeVisible();
  await expect(page.getByText('Please resolve the conflicts before proceeding.')).toBeVisible();
  await expect(heading(page, 'Select Features')).toBeVisible();

  await page.getByRole('checkbox', { name: 'PostgreSQL', exact: true }).click();
  await expect(page.getByText('Feature Conflict Detected')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page, 'Review & Generate')).toBeVisible();
});

test('every catalogue feature can be chosen, the databases and sqlc included', async ({ page, request }) => {
  const { features } = (await (await request.get('/features')).json()) as { features: { id: string; name: string; available: boolean }[] };
  expect(features.filter((f) => !f.available).map((f) => f.id)).toEqual([]);
  await gotoWizard(page, '/?framework=echo&step=features');
  for (const name of ['MySQL', 'SQLite', 'sqlc']) await expect(page.getByRole('checkbox', { name, exact: true })).toBeEnabled();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
});

test('search filters features and offers Clear search when nothing matches', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&step=features');
  await page.getByRole('searchbox', { name: 'Search features' }).fill('postgres');
  await expect(page.getByRole('checkbox', { name: 'PostgreSQL', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Docker', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search features' }).fill('zzzz-nothing');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('checkbox', { name: 'Docker', exact: true })).toBeVisible();
});

test('toggling a framework on the features step replaces the base framework', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&step=features');
  await page.getByRole('checkbox', { name: 'Fiber', exact: true }).click();
  await expect(page.getByText('Base Framework Selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Fiber', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('checkbox', { name: 'Gin', exact: true })).toHaveAttribute('aria-checked', 'false');
  await expect(page).toHaveURL(/framework=fiber/);
  await page.getByRole('checkbox', { name: 'Fiber', exact: true }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
});

test('the share link restores the wizard, and copy-link copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGenerator(page);
  await page.getByRole('button', { name: 'Echo', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('checkbox', { name: 'PostgreSQL', exact: true }).click();
  await page.getByRole('checkbox', { name: 'GORM', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Project name').fill('shared-api');
  await expect(page).toHaveURL(/projectName=shared-api/);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('framework=echo');
  expect(link).toContain('features=postgresql,gorm');

  const other = await context.newPage();
  await gotoWizard(other, link);
  await expect(heading(other, 'Review & Generate')).toBeVisible();
  await expect(other.getByLabel('Project name')).toHaveValue('shared-api');
  await expect(other.getByText('Echo', { exact: true })).toBeVisible();
  await expect(other.getByText('GORM', { exact: true })).toBeVisible();
  await other.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(other.getByRole('checkbox', { name: 'GORM', exact: true })).toHaveAttribute('aria-checked', 'true');

  // The terminal command of the review step gives the same project.
  await other.getByRole('button', { name: 'Next', exact: true }).click();
  await other.getByText('Generate the same project from a terminal').click();
  const command = await other.getByTestId('curl-command').textContent();
  const url = /'([^']+)'/.exec(command ?? '')![1];
  const res = await other.request.get(url);
  expect(res.status()).toBe(200);
  const zip = await JSZip.loadAsync(await res.body());
  expect(await zip.file('shared-api/go.mod')?.async('string')).toContain('gorm.io/gorm');
});

test('Explore shows the file tree and highlighted contents before download', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&features=postgresql,docker&projectName=peek-api&step=review');
  await page.getByRole('button', { name: 'Explore files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Explore peek-api' });
  await expect(dialog).toBeVisible();
  const tree = dialog.getByRole('navigation', { name: 'Project files' });
  await tree.getByRole('button', { name: 'go.mod', exact: true }).click();
  await expect(dialog.getByTestId('explore-path')).toHaveText('go.mod');
  await expect(dialog.getByTestId('explore-code')).toContainText('module peek-api');
  await tree.getByRole('button', { name: 'Dockerfile', exact: true }).click();
  await expect(dialog.getByTestId('explore-code')).toContainText('FROM');
  await expect(dialog.getByTestId('explore-code').locator('.sh__line').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a project name the generator refuses returns to review', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&projectName=my%20app&step=review');
  await expect(page.getByText('Project name can only contain letters, numbers, and underscores')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  await expect(page.getByText('Invalid Project Name', { exact: true })).toBeVisible();
  await expect(heading(page, 'Review & Generate')).toBeVisible();

  await page.getByLabel('Project name').fill('fmt');
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  await expect(page.getByText('Validation failed')).toBeVisible();
  await expect(page.getByText("'fmt' is reserved by Go; choose another project name")).toBeVisible();
});

test('Generate is disabled without a base framework', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&step=review');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Gin', exact: true }).click();
  // Unselecting the base framework on the features step: review cannot generate.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Please select a base framework to continue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Backend' })).toBeDisabled();
});

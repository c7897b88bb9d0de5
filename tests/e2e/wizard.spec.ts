import fs from 'node:fs';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';
import { FEATURE_BY_ID, FRAMEWORK_BY_ID, FRAMEWORK_INFOS } from '../../lib/catalogue/features';
import { PRESETS } from '../../lib/catalogue/presets';
import { frameworkModules } from '../utils/frameworks';

// Every catalogue framework: its module (or standard-library package), and what go.mod must and must not
// require (nothing for net/http).
const FRAMEWORKS = FRAMEWORK_INFOS.map(({ id, name, framework }) => ({ id, name, module: framework.module, ...frameworkModules(id) }));

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
    await expect(page.getByText('One framework only')).toHaveCount(FRAMEWORKS.length - 1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // The model's step comes next: skipped, the project serves the notes example.
    await expect(heading(page, 'Describe your data')).toBeVisible();
    await page.getByRole('button', { name: 'Use the notes example' }).click();
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
    // The generating screen lasts as long as the request: held here until it has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/generate', async (route) => {
      await held;
      await route.continue();
    });
    const download = page.waitForEvent('download', { timeout: 30_000 });
    if (fw.id === 'fiber') await page.keyboard.press('Control+Enter');
    else await page.getByRole('button', { name: 'Generate Backend' }).click();

    await expect(heading(page, `Generating ${name}`)).toBeVisible();
    await expect(page.getByTestId('step-counter')).toHaveText('0 of 8 steps done');
    await expect(page.getByRole('log', { name: 'Generation log' })).toContainText('Sending features to the generator API');
    release();

    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.zip`);
    const zip = await JSZip.loadAsync(fs.readFileSync(await file.path()));
    const goMod = await zip.file(`${name}/go.mod`)?.async('string');
    expect(goMod).toContain(`module ${name}`);
    if (fw.required) expect(goMod).toContain(fw.required);
    for (const other of fw.others) expect(goMod).not.toContain(other);
    expect(goMod).toContain('github.com/jackc/pgx/v5');
    // The server is written on the chosen framework: it imports its module or package.
    expect(await zip.file(`${name}/internal/server/server.go`)?.async('string')).toContain(`"${fw.module}`);
    expect(zip.file(`${name}/Dockerfile`)).not.toBeNull();
    expect(zip.file(`${name}/go.sum`)).not.toBeNull();

    await expect(heading(page, 'Your Project is Ready!')).toBeVisible();
    // The command line from this site, then the zip's own gostarter.json line.
    const cli = page.getByTestId('complete-cli');
    await expect(cli).toContainText(`npm install -g ${new URL(page.url()).origin}/cli/gostarter.tgz`);
    await expect(cli).toContainText(`gostarter new --from '`);
    await expect(cli).toContainText(`framework=${fw.id}&features=postgresql,docker&projectName=${name}'`);
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await again).suggestedFilename()).toBe(`${name}.zip`);

    // Feedback once per run (it is limited per address): rated, sent, thanked in place and by the toast.
    if (fw.id === FRAMEWORKS[0].id) {
      const ratings = page.getByRole('radiogroup', { name: 'How did it go?' });
      await ratings.getByRole('radio', { name: 'Excellent' }).click();
      await expect(ratings.getByRole('radio', { name: 'Excellent' })).toHaveAttribute('aria-checked', 'true');
      // Arrow keys move the choice, as in any radio group.
      await page.keyboard.press('ArrowRight');
      await expect(ratings.getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
      await expect(ratings.getByRole('radio', { name: 'Good' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(ratings.getByRole('radio', { name: 'Excellent' })).toHaveAttribute('aria-checked', 'true');
      await page.getByLabel('Anything to add? (optional)').fill('Built on the first try.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByTestId('feedback-thanks')).toBeVisible();
      await expect(page.getByText('Thank you for your feedback!', { exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Generate Another' }).click();
    await expect(heading(page, 'Choose Base Framework')).toBeVisible();
    for (const f of FRAMEWORKS) {
      await expect(page.getByRole('button', { name: f.name, exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: f.name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(page).toHaveURL(/step=stack$/);
  });
}

test('the framework cards share one row on a wide screen and stack on a phone', async ({ page }) => {
  const cards = FRAMEWORKS.map((f) => page.getByRole('button', { name: f.name, exact: true }));
  const boxes = () => Promise.all(cards.map(async (c) => (await c.boundingBox())!));
  // Nothing sticks out of a card (long words, the badges) or out of the page.
  const overflowing = () =>
    page.evaluate(() => {
      const cut = [...document.querySelectorAll('[aria-describedby^="fw-"]')].filter((el) => el.scrollWidth > el.clientWidth).length;
      return cut + (document.documentElement.scrollWidth > window.innerWidth ? 1 : 0);
    });

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoWizard(page, '/?step=stack');
  const wide = await boxes();
  expect(new Set(wide.map((b) => Math.round(b.y))).size).toBe(1);
  expect(await overflowing()).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await boxes();
  for (const [i, b] of phone.entries()) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    if (i > 0) expect(b.y).toBeGreaterThan(phone[i - 1].y + phone[i - 1].height - 1);
  }
  expect(await overflowing()).toBe(0);
});

test('conflicts block Next with the spec notice', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&step=features');
  await expect(heading(page, 'Select Features')).toBeVisible();
  await page.getByRole('checkbox', { name: 'GORM', exact: true }).click();
  await expect(page.getByText('Feature Conflict Detected')).toBeVisible();
  await expect(page.getByText('GORM needs a SQL database')).toBeVisible();
  // The badge is on the feature's card, beside its checkbox.
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: 'GORM', exact: true }) })).toContainText('Conflict');
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
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
});

test('the share link restores the wizard, and copy-link copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGenerator(page);
  await page.getByRole('button', { name: 'Echo', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Use the notes example' }).click();
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

test('a preset selects its features, and Explore keeps the open file in the address across a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const preset = PRESETS.find((p) => p.id === 'rest-api')!;
  const featureName = (id: string) => FEATURE_BY_ID.get(id)!.name;
  await openGenerator(page);

  const presets = page.getByRole('region', { name: 'Start from a preset' });
  await presets.getByRole('button', { name: preset.name, exact: true }).click();
  await expect(page.getByText('Preset applied', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(presets.getByRole('button', { name: preset.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preset-status')).toContainText(`${preset.name} preset applied`);
  await expect(page.getByRole('button', { name: FRAMEWORK_BY_ID.get(preset.framework)!.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`framework=${preset.framework}&features=${preset.features.join(',')}`));

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page, 'Select Features')).toBeVisible();
  await expect(page.getByText(`${preset.features.length} features selected`)).toBeVisible();
  for (const id of preset.features) {
    await expect(page.getByRole('checkbox', { name: featureName(id), exact: true })).toHaveAttribute('aria-checked', 'true');
  }
  // The preset is only a starting point: its features can be changed like any other.
  const dropped = preset.features[preset.features.length - 1];
  await page.getByRole('checkbox', { name: featureName(dropped), exact: true }).click();
  await expect(page.getByRole('checkbox', { name: featureName(dropped), exact: true })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(heading(page, 'Review & Generate')).toBeVisible();
  await page.getByLabel('Project name').fill('preset-api');
  await expect(page).toHaveURL(/projectName=preset-api/);
  await page.getByRole('button', { name: 'Explore files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Explore preset-api' });
  await expect(dialog).toBeVisible();
  // The file shown first is in the address as soon as it shows.
  await expect(dialog.getByTestId('explore-path')).toBeVisible();
  await expect(page).toHaveURL(/[?&]explore=1&file=[^&]+$/);

  const path = 'internal/server/server.go';
  await dialog.getByRole('navigation', { name: 'Project files' }).getByTitle(path, { exact: true }).click();
  await expect(dialog.getByTestId('explore-path')).toHaveText(path);
  await expect(page).toHaveURL(/[?&]explore=1&file=internal\/server\/server\.go$/);
  const url = page.url();
  expect(url).toContain(`features=${preset.features.filter((id) => id !== dropped).join(',')}`);

  // The dialog's Copy link is the address that opens this file.
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('file')).toBe(path);
  expect(link.searchParams.get('explore')).toBe('1');
  expect(link.searchParams.get('projectName')).toBe('preset-api');

  await page.reload();
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
  const reopened = page.getByRole('dialog', { name: 'Explore preset-api' });
  await expect(reopened).toBeVisible();
  await expect(reopened.getByTestId('explore-path')).toHaveText(path);
  await expect(reopened.getByTestId('explore-code')).toContainText('package server');
  await expect(reopened.getByRole('navigation', { name: 'Project files' }).getByTitle(path, { exact: true })).toHaveAttribute('aria-current', 'true');
  expect(page.url()).toBe(url);

  // Closing the preview takes it out of the address; the selection stays.
  await page.keyboard.press('Escape');
  await expect(reopened).toHaveCount(0);
  await expect(page).not.toHaveURL(/explore=|file=/);
  await expect(page).toHaveURL(/projectName=preset-api/);
});

test('Download on the complete screen saves the zip of the run, with no second generation', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&features=postgresql,docker&projectName=once-api&step=review');
  const generateCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/v1/generate') generateCalls.push(req.method());
  });

  const first = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  const firstBytes = fs.readFileSync(await (await first).path());
  await expect(heading(page, 'Your Project is Ready!')).toBeVisible();
  expect(generateCalls).toEqual(['POST']);

  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const second = await again;
  expect(second.suggestedFilename()).toBe('once-api.zip');
  expect(fs.readFileSync(await second.path()).equals(firstBytes)).toBe(true);
  await expect(page.getByText('Download started', { exact: true })).toBeVisible();
  expect(generateCalls).toEqual(['POST']);
});

test('Generate stays disabled while the project name is invalid, and says why', async ({ page }) => {
  await gotoWizard(page, '/?framework=gin&projectName=my%20app&step=review');
  const generate = page.getByRole('button', { name: 'Generate Backend' });
  await expect(page.getByText('Project name can only contain letters, numbers, underscores and hyphens', { exact: true })).toBeVisible();
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(/Project name can only contain letters, numbers, underscores and hyphens/);

  await page.getByLabel('Project name').fill('fmt');
  await expect(page.getByText("'fmt' is reserved by Go; choose another project name", { exact: true })).toBeVisible();
  await expect(generate).toBeDisabled();

  await page.getByLabel('Project name').fill('my-app');
  await expect(generate).toBeEnabled();
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

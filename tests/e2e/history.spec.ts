import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';
import { FRAMEWORKS, featureName } from '../../lib/catalogue/features';
import { signUp as signUpAs } from '../utils/e2e-accounts';

const ALPHA = { projectName: 'alpha-e2e', framework: 'gin', features: ['postgresql', 'docker'] };
const BETA = { projectName: 'beta-e2e', framework: 'echo', features: ['postgresql', 'gorm', 'logger', 'config', 'makefile'] };
const GAMMA = { projectName: 'gamma-e2e', framework: 'gin', features: ['postgresql'] };

async function signUp(page: Page): Promise<string> {
  const email = `history-${Date.now().toString(36)}@example.com`;
  await signUpAs(page, email);
  return email;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const rows = (page: Page) => page.getByTestId('history-row');

test('history: generate, search, download, details, duplicate, delete, statistics', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page);

  // The Generator tab holds the wizard; a project made there lands in the history through the session.
  const generator = page.getByRole('tabpanel', { name: 'Generator' });
  await expect(heading(page, 'Choose Base Framework')).toBeVisible();
  await generator.getByRole('button', { name: 'Gin', exact: true }).click();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();
  await generator.getByRole('button', { name: 'Use the notes example' }).click();
  await generator.getByRole('checkbox', { name: 'PostgreSQL', exact: true }).click();
  await generator.getByRole('checkbox', { name: 'Docker', exact: true }).click();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();
  await generator.getByLabel('Project name').fill(ALPHA.projectName);
  const wizardDownload = page.waitForEvent('download', { timeout: 30_000 });
  await generator.getByRole('button', { name: 'Generate Backend' }).click();
  expect((await wizardDownload).suggestedFilename()).toBe('alpha-e2e.zip');
  await expect(heading(page, 'Your Project is Ready!')).toBeVisible();

  // The second one through the API, with the browser's session cookie.
  const res = await page.request.post('/api/v1/generate', { data: BETA });
  expect(res.status()).toBe(200);

  // Statistics before any change: two projects on two frameworks.
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(heading(page, 'Project Statistics')).toBeVisible();
  await expect(page.getByTestId('stat-total-projects')).toHaveText('2');
  await expect(page.getByTestId('stat-frameworks-used')).toHaveText('2');
  await expect(page.getByTestId('stat-top-features')).toContainText('PostgreSQL');

  // History: both projects, newest first; five features show as three badges and +2.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('Project History')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('beta-e2e');
  await expect(rows(page).first()).toContainText('+2');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/history-desktop.png', fullPage: true });

  // Sorting by name: asc first, then desc.
  const nameHeader = page.getByRole('columnheader', { name: /Project Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText('alpha-e2e');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText('beta-e2e');

  // Search on Enter.
  const search = page.getByRole('searchbox', { name: 'Search projects by name' });
  await search.fill('ALPHA');
  await search.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('alpha-e2e');

  // Download: a valid zip, byte-identical to a fresh (guest) generation of the same spec.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download alpha-e2e' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('alpha-e2e.zip');
  await expect(page.getByText('Download started', { exact: true })).toBeVisible();
  const stored = fs.readFileSync(await file.path());
  const zip = await JSZip.loadAsync(stored);
  expect(await zip.file('alpha-e2e/go.mod')?.async('string')).toContain('module alpha-e2e');
  const fresh = await request.post('/api/v1/generate', { data: ALPHA });
  expect(fresh.status()).toBe(200);
  expect(Buffer.compare(stored, await fresh.body())).toBe(0);

  // Details: a row click opens the dialog with selected features and added dependencies.
  await rows(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'alpha-e2e' })).toBeVisible();
  await expect(dialog.getByText('Selected features')).toBeVisible();
  await expect(dialog.getByText('Added dependencies')).toBeVisible();
  await expect(dialog.getByText('available')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/history-details.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Duplicate: name plus -copy.
  await page.getByRole('button', { name: 'Duplicate alpha-e2e' }).click();
  await expect(page.getByText('Project duplicated', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'alpha-e2e-copy: details' })).toBeVisible();

  // Filters: the echo project alone, then Reset brings everything back.
  await page.getByRole('button', { name: 'Filters' }).click();
  // Named as the catalogue names them (net/http, not stdlib).
  await expect(page.getByLabel('Framework').locator('option')).toHaveText(['All', ...FRAMEWORKS.map(featureName)]);
  await page.getByLabel('Framework').selectOption('echo');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No projects found', { exact: true })).toBeVisible(); // the search for alpha still applies
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(rows(page)).toHaveCount(3);

  // Delete with confirmation.
  await page.getByRole('button', { name: 'Delete beta-e2e' }).click();
  await expect(page.getByRole('alertdialog').getByText('Are you sure?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('The project has been removed from your history.', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'beta-e2e: details' })).toHaveCount(0);

  // Statistics changed: still two projects, now all on gin.
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByTestId('stat-total-projects')).toHaveText('2');
  await expect(page.getByTestId('stat-frameworks-used')).toHaveText('1');
  await expect(page.getByTestId('stat-top-framework')).toHaveText('Gin');
  await expect(page.getByRole('progressbar', { name: 'gin share' })).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: 'test-results/history-statistics.png', fullPage: true });
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('2 projects in the last 30 days (days in UTC).')).toBeVisible();
  await page.screenshot({ path: 'test-results/history-activity.png', fullPage: true });

  // Phones: 375 px wide.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/history-statistics-mobile.png', fullPage: true });
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.screenshot({ path: 'test-results/history-mobile.png', fullPage: true });
});

test('history of a new user: empty states', async ({ page }) => {
  await signUp(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('No projects found', { exact: true })).toBeVisible();
  await expect(page.getByText('Projects you generate while signed in are saved here')).toBeVisible();
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByText('No statistics available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible();
});

test('history and statistics: reads retry server failures, then offer Retry; a 401 says what it means', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const toast = (title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  const failure = { status: 500, json: { type: 'SERVER', message: 'Database unavailable', code: 'X', details: null } };

  // Two failures, then an answer: the list loads without a word (3 attempts, 1 s then 2 s apart).
  let listCalls = 0;
  await page.route('**/api/history?*', (r) => (++listCalls <= 2 ? r.fulfill(failure) : r.fallback()));
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('No projects found', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(listCalls).toBe(3);
  await expect(toast('Failed to load projects')).toHaveCount(0);

  // Failing every time: after 3 attempts the error state and the toast both offer Retry.
  await page.unroute('**/api/history?*');
  await page.route('**/api/history?*', (r) => r.fulfill(failure));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(toast('Failed to load projects')).toContainText('(after 3 attempts)', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Retry', exact: true }).first()).toBeVisible();
  await page.unroute('**/api/history?*');
  await page.getByRole('button', { name: 'Retry', exact: true }).first().click();
  await expect(page.getByText('No projects found', { exact: true })).toBeVisible();

  // Statistics refused with 401: the spec's own title, not 'Failed to load statistics', and no retries.
  let statsCalls = 0;
  await page.route('**/api/history/stats', (r) => {
    statsCalls++;
    return r.fulfill({ status: 401, json: { type: 'UNAUTHORIZED', message: 'Authentication required', code: 'UNAUTHORIZED', details: null } });
  });
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(toast('Authentication required to view statistics')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication required to view statistics' })).toBeVisible();
  await expect(toast('Failed to load statistics')).toHaveCount(0);
  expect(statsCalls).toBe(1);
});

/** Unpacks a zip into `dir` with the files' unix modes, as unzip would. */
async function unzipTo(bytes: Buffer, dir: string): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  for (const entry of Object.values(zip.files)) {
    const target = path.join(dir, entry.name);
    if (entry.dir) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await entry.async('nodebuffer'));
    const mode = typeof entry.unixPermissions === 'number' ? entry.unixPermissions & 0o777 : 0;
    if (mode) fs.chmodSync(target, mode);
  }
}

function git(cwd: string, ...args: string[]) {
  return spawnSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
}

test('history: add features to a project, and its patch applies to the stored zip', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  const res = await page.request.post('/api/v1/generate', { data: GAMMA });
  expect(res.status()).toBe(200);
  const listed = await page.request.get('/api/history');
  const parent = ((await listed.json()) as { projects: { id: string; project_name: string }[] }).projects.find((p) => p.project_name === GAMMA.projectName);
  expect(parent).toBeTruthy();

  // Add features: the wizard opens on the project's configuration, on the features step.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Add features to ${GAMMA.projectName}` }).click();
  const generator = page.getByRole('tabpanel', { name: 'Generator' });
  await expect(generator.getByText(/Adding features to/)).toBeVisible();
  await expect(heading(page, 'Select Features')).toBeVisible();
  await expect(generator.getByRole('checkbox', { name: 'PostgreSQL', exact: true })).toBeChecked();
  await generator.getByRole('checkbox', { name: 'Redis', exact: true }).click();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();

  // Review: the name is fixed, and the changes are summed up.
  const name = generator.getByLabel('Project name');
  await expect(name).toHaveValue(GAMMA.projectName);
  await expect(name).toHaveAttribute('readonly', '');
  await expect(generator.getByText(`Growing ${GAMMA.projectName}`)).toBeVisible();
  await expect(heading(page, `Changes to ${GAMMA.projectName}`)).toBeVisible();
  const summary = generator.getByTestId('grow-summary');
  await expect(summary).toContainText('Files added');
  await expect(summary).toContainText('Lines added');
  await expect(generator.getByRole('button', { name: 'Generate Backend' })).toHaveCount(0);

  // Explore in diff mode: changed files first, each as its diff; unchanged files keep their preview.
  await generator.getByRole('button', { name: 'Explore files' }).click();
  const explore = page.getByRole('dialog');
  await expect(explore.getByRole('heading', { name: `Changes to ${GAMMA.projectName}` })).toBeVisible();
  await explore.getByTestId('explore-changed').getByRole('button', { name: /internal\/config\/redis\.go/ }).click();
  await expect(explore.getByTestId('explore-path')).toHaveText('internal/config/redis.go');
  await expect(explore.getByTestId('explore-diff').locator('[data-kind="added"]').first()).toBeVisible();
  await explore.getByRole('navigation', { name: 'Project files' }).getByRole('button', { name: 'health_test.go', exact: true }).click();
  await expect(explore.getByTestId('explore-path')).toHaveText('internal/health/health_test.go');
  await expect(explore.getByTestId('explore-code')).toContainText('package health');
  await page.screenshot({ path: 'test-results/history-grow-explore.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(explore).toHaveCount(0);

  // Download the patch: it records the grown project.
  const download = page.waitForEvent('download');
  await generator.getByRole('button', { name: 'Download patch' }).click();
  const patch = await download;
  expect(patch.suggestedFilename()).toBe(`${GAMMA.projectName}.patch`);
  await expect(page.getByText('Patch downloaded', { exact: true })).toBeVisible();

  // The patch applies to the project as stored: unzip, commit, git apply.
  const stored = await page.request.get(`/api/history/${parent!.id}/download`);
  expect(stored.status()).toBe(200);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-grow-'));
  try {
    await unzipTo(await stored.body(), tmp);
    const project = path.join(tmp, GAMMA.projectName);
    expect(git(project, 'init', '-q').status).toBe(0);
    expect(git(project, 'add', '-A').status).toBe(0);
    expect(git(project, 'commit', '-qm', 'as downloaded').status).toBe(0);
    const patchPath = path.join(tmp, patch.suggestedFilename());
    await patch.saveAs(patchPath);
    const applied = git(project, 'apply', patchPath);
    expect(applied.stderr).toBe('');
    expect(applied.status).toBe(0);
    expect(fs.existsSync(path.join(project, 'internal/config/redis.go'))).toBe(true);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  // History lists the grown project, linked to the one it grew from.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(rows(page)).toHaveCount(2);
  // The two rows share the name: the grown one names the row it came from, by its creation time.
  const origin = new RegExp(`^Grown from ${GAMMA.projectName} of `);
  await expect(rows(page).first().getByTestId('history-row-origin')).toHaveText(origin);
  await expect(rows(page).nth(1).getByTestId('history-row-origin')).toHaveCount(0);
  await rows(page).first().click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: GAMMA.projectName })).toBeVisible();
  await expect(details.getByText(origin)).toBeVisible();
  await expect(details.getByText('Generator version', { exact: true })).toBeVisible();
  await expect(details.getByText('Redis', { exact: true })).toBeVisible();
});

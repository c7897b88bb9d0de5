import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parseCsv } from '../../lib/admin/csv';
import { FRAMEWORKS, featureName } from '../../lib/catalogue/features';
import { PASSWORD, resetCodeFor, signIn, signUp } from '../utils/e2e-accounts';

// playwright.config makes E2E_ADMIN_EMAIL an admin through ADMIN_EMAILS.
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL!;

/** A new browser context with a freshly registered and verified account (or, `existing`, signed in), on /dashboard. */
async function signedUp(browser: Browser, email: string, existing = false): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await (existing ? signIn(page, email) : signUp(page, email));
  return page;
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

async function runAdminTests(page: Page) {
  await page.goto('/admin-test');
  await expect(page.getByRole('heading', { name: 'Admin Access Test' })).toBeVisible();
  await page.getByRole('button', { name: 'Run Admin Tests' }).click();
  await expect(page.getByTestId('admin-test-result')).toHaveCount(4, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Run Admin Tests' })).toBeEnabled();
  return page.getByTestId('admin-test-result');
}

test('admin: guard, users and roles, exports, projects, system, analytics, admin test page', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(ADMIN_EMAIL, 'playwright.config sets E2E_ADMIN_EMAIL').toMatch(/@/);
  const userEmail = `e2e-member-${Date.now().toString(36)}@example.com`;

  // The admin's address is fixed for the run, so a retry signs in to the account the first try made.
  const admin = await signedUp(browser, ADMIN_EMAIL, test.info().retry > 0);
  const user = await signedUp(browser, userEmail);

  // Projects to look at: one by the user (through their session), one by a guest on the standard library.
  const made = await user.request.post('/api/v1/generate', {
    data: { projectName: 'member-api', framework: 'fiber', features: ['postgresql', 'docker', 'logger'] },
  });
  expect(made.status()).toBe(200);
  const guest = await browser.newContext();
  expect((await guest.request.post('/api/v1/generate', { data: { projectName: 'guest-api', framework: 'stdlib', features: [] } })).status()).toBe(200);

  // A plain user: /admin says Access Denied, and every admin test fails with 403.
  // The check's answer is held a moment, so its 'Verifying Admin Access' screen is there to see.
  await user.route('**/api/admin/access', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue().catch(() => {});
  });
  await user.goto('/admin');
  await expect(user.getByText('Verifying Admin Access')).toBeVisible();
  await expect(user.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await user.unroute('**/api/admin/access');
  await expect(user.getByText('Your account does not have administrator privileges. Contact support if you believe this is an error.')).toBeVisible();
  await expect(user.getByRole('button', { name: 'Return to Home' })).toBeVisible();
  await user.screenshot({ path: 'test-results/admin-denied.png', fullPage: true });
  let results = await runAdminTests(user);
  for (let i = 0; i < 4; i++) {
    await expect(results.nth(i)).toHaveAttribute('data-status', 'error');
    await expect(results.nth(i)).toContainText('Failed: Admin access required');
  }
  await expect(user.getByTestId('status-user')).toHaveText(userEmail);
  await expect(user.getByTestId('status-token')).toHaveText('Yes');
  await expect(user.getByTestId('current-status').getByText('Authenticated')).toBeVisible();
  await user.getByText('Details').first().click();
  await expect(user.getByText('"status": 403').first()).toBeVisible();
  await user.screenshot({ path: 'test-results/admin-test-user.png', fullPage: true });

  // The admin: the dashboard with live figures and a real health badge.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByTestId('system-badge')).toContainText('System Online');
  await expect(admin.getByTestId('stat-total-users')).toHaveText(/^\d+$/);
  const adminsBefore = Number(await admin.getByTestId('stat-admin-users').textContent());
  expect(adminsBefore).toBeGreaterThanOrEqual(1);
  const totalUsers = Number(await admin.getByTestId('stat-total-users').textContent());
  await expect(admin.getByTestId('overview-users').getByRole('listitem')).toHaveCount(Math.min(4, totalUsers));
  await expect(admin.getByTestId('overview-users')).toContainText(userEmail);
  await expect(admin.getByTestId('overview-projects')).toContainText('member-api');
  await expect(admin.getByTestId('overview-projects')).toContainText('guest-api');
  for (const name of ['Security', 'Database', 'Notifications', 'Settings']) {
    await expect(admin.getByRole('tab', { name: `${name} Not yet`, exact: true })).toBeDisabled();
  }
  await admin.screenshot({ path: 'test-results/admin-overview.png', fullPage: true });

  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(toast(admin, 'Data Refreshed')).toBeVisible();

  // Users: an admin cannot demote themself (the UI says so, nothing changes).
  await admin.getByRole('tab', { name: 'Users' }).click();
  const search = admin.getByLabel('Search users by e-mail');
  await search.fill(ADMIN_EMAIL);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  await admin.getByLabel(`Role of ${ADMIN_EMAIL}`).selectOption('user');
  await expect(toast(admin, 'Cannot demote yourself')).toBeVisible();
  await expect(admin.getByText('You cannot remove your own admin privileges. Ask another admin to change your role.')).toBeVisible();
  await expect(admin.getByLabel(`Role of ${ADMIN_EMAIL}`)).toHaveValue('admin');
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);

  // Promote the user, with a confirmation.
  await search.fill(userEmail);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  const role = admin.getByLabel(`Role of ${userEmail}`);
  await expect(role).toHaveValue('user');
  await role.selectOption('admin');
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog.getByText('Change role?')).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-role-dialog.png' });
  await dialog.getByRole('button', { name: 'Make admin' }).click();
  await expect(toast(admin, 'Role Updated')).toBeVisible();
  await expect(role).toHaveValue('admin');
  await admin.screenshot({ path: 'test-results/admin-users.png', fullPage: true });

  // Export Users: a real CSV with the user in it.
  const [usersCsv] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export Users' }).click()]);
  expect(usersCsv.suggestedFilename()).toMatch(/^gostarter-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const userRows = parseCsv(fs.readFileSync(await usersCsv.path(), 'utf8'));
  expect(userRows[0]).toEqual(['id', 'email', 'role', 'is_verified', 'created_at', 'projects_count']);
  expect(userRows.find((r) => r[1] === userEmail)?.slice(2)).toEqual(['admin', 'true', expect.any(String), '1']);

  // Overview stats moved with the promotion.
  await admin.getByRole('tab', { name: 'Overview' }).click();
  await expect(admin.getByTestId('stat-admin-users')).toHaveText(String(adminsBefore + 1));

  // Projects: every owner's, guests marked, two feature badges then +N; Export Projects.
  await admin.getByRole('tab', { name: 'Projects' }).click();
  const memberRow = admin.getByTestId('admin-project-row').filter({ hasText: 'member-api' }).first();
  await expect(memberRow).toContainText(userEmail);
  await expect(memberRow).toContainText('PostgreSQL');
  await expect(memberRow).toContainText('Docker');
  await expect(memberRow).toContainText('+1');
  await expect(admin.getByTestId('admin-project-row').filter({ hasText: 'guest-api' }).first()).toContainText('Guest');
  await expect(admin.locator('#projects-framework option')).toHaveText(['All', ...FRAMEWORKS.map(featureName)]);
  await admin.screenshot({ path: 'test-results/admin-projects.png', fullPage: true });
  const [projectsCsv] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export Projects' }).click()]);
  const projectRows = parseCsv(fs.readFileSync(await projectsCsv.path(), 'utf8'));
  expect(projectRows.find((r) => r[1] === 'member-api' && r[6] === userEmail)?.slice(2, 6)).toEqual(['fiber', 'postgresql docker logger', expect.any(String), 'user']);

  // Export Data: one zip.
  const [archive] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export Data' }).click()]);
  expect(archive.suggestedFilename()).toMatch(/^gostarter-export-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(fs.statSync(await archive.path()).size).toBeGreaterThan(200);

  // System: the real state, with maintenance.
  await admin.getByRole('tab', { name: 'System' }).click();
  for (const card of ['system-api-server', 'system-database-connection', 'system-file-storage']) await expect(admin.getByTestId(card)).toContainText('Online');
  await expect(admin.getByTestId('system-database-connection')).toContainText(/\d+(\.\d)? ms/);
  // What kept zips take in file storage: the plans shared by the projects of each selection.
  await expect(admin.getByTestId('system-file-storage')).toContainText(/Zip plans\s*\d+ \(\d/);
  await expect(admin.getByTestId('maintenance-status')).toContainText('File clean-up');
  await admin.screenshot({ path: 'test-results/admin-system.png', fullPage: true });

  // Analytics from the data.
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  await expect(admin.getByTestId('analytics-frameworks')).toContainText('Fiber');
  await expect(admin.getByTestId('analytics-frameworks')).toContainText('net/http');
  await expect(admin.getByTestId('analytics-features')).toContainText('PostgreSQL');
  await admin.screenshot({ path: 'test-results/admin-analytics.png', fullPage: true });

  // The promoted user now reaches the dashboard, with the same session, and passes every admin test.
  await user.goto('/admin');
  await expect(user.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  results = await runAdminTests(user);
  for (let i = 0; i < 4; i++) {
    await expect(results.nth(i)).toHaveAttribute('data-status', 'success');
    await expect(results.nth(i)).toContainText('Endpoint accessible');
  }
  await user.screenshot({ path: 'test-results/admin-test-success.png', fullPage: true });
  await user.setViewportSize({ width: 375, height: 812 });
  await user.screenshot({ path: 'test-results/admin-test-mobile.png', fullPage: true });

  // And the admin's own run.
  results = await runAdminTests(admin);
  for (let i = 0; i < 4; i++) await expect(results.nth(i)).toHaveAttribute('data-status', 'success');

  // Small screens.
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.getByTestId('admin-stats')).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-mobile.png', fullPage: true });
  await admin.getByRole('tab', { name: 'Users' }).click();
  await expect(admin.getByTestId('admin-user-row').first()).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-mobile-users.png', fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The guard when the check fails: a server error, then no connection; Try Again re-runs the check.
  await admin.route('**/api/admin/access', (r) => r.fulfill({ status: 500, json: { type: 'SERVER', message: 'Database unavailable', code: 'X', details: null } }));
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 15_000 });
  await expect(admin.getByText('Server error occurred while verifying your permissions. Please try again later.')).toBeVisible();
  await expect(admin.getByTestId('denied-detail')).toHaveText('Database unavailable');
  await expect(toast(admin, 'Operation Failed')).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-denied-server.png', fullPage: true });
  await admin.unroute('**/api/admin/access');
  await admin.route('**/api/admin/access', (r) => r.abort('connectionrefused'));
  await admin.getByRole('button', { name: 'Try Again' }).click();
  await expect(admin.getByText('Unable to verify your permissions due to a connection error. Please check your internet connection and try again.')).toBeVisible({
    timeout: 15_000,
  });
  await admin.unroute('**/api/admin/access');
  await admin.getByRole('button', { name: 'Retry', exact: true }).first().click();
  await expect(admin.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Logout from the sidebar ends the session.
  const cookie = (await admin.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'))!;
  await admin.getByRole('button', { name: 'Logout' }).click();
  await expect(admin).toHaveURL(/\/$/);
  expect((await admin.request.get('/api/admin/access')).status()).toBe(401);

  // A stale session cookie passes the route guard but not the session check: Authentication Required.
  // Leave the site first: a session check of the open home page would otherwise clear the cookie
  // again before /admin is requested.
  await admin.goto('about:blank');
  await admin.context().addCookies([cookie]);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(admin.getByText('You need to be logged in with admin credentials to access this area.')).toBeVisible();
  await admin.screenshot({ path: 'test-results/admin-denied-unauthorized.png', fullPage: true });
  await admin.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(admin).toHaveURL(/\/login\?/);
  const login = new URL(admin.url());
  expect(login.searchParams.get('notice')).toBe('admin-required');
  expect(login.searchParams.get('callbackUrl')).toBe('/admin');
});

test('admin: Add User invites an address; the invitation code sets the password, verifies and signs in', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `e2e-invited-${Date.now().toString(36)}@example.com`;
  const invitedPassword = 'Inv1ted!pass';

  // The admin of this run: made by the first test, or here when this test runs alone.
  const admin = await (await browser.newContext()).newPage();
  const probe = await admin.request.post('/auth/login', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  await (probe.ok() ? signIn(admin, ADMIN_EMAIL) : signUp(admin, ADMIN_EMAIL));
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Users' }).click();
  const addButton = admin.getByRole('button', { name: 'Add User' });

  // Keyboard only: the button opens the dialog on the e-mail field; Enter submits; a bad address is refused on the spot.
  await addButton.focus();
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(dialog.getByLabel('Role')).toHaveValue('user');
  await admin.keyboard.type('not-an-address');
  await admin.keyboard.press('Enter');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter a valid e-mail address' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill(email);
  await admin.screenshot({ path: 'test-results/admin-add-user.png' });
  await admin.keyboard.press('Enter');
  await expect(toast(admin, 'User Added')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(addButton).toBeFocused();

  // The list, newest first, shows the new account, unverified (first but for an account another test
  // registered meanwhile).
  const row = admin.getByTestId('admin-user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Unverified');
  await expect(admin.getByLabel(`Role of ${email}`)).toHaveValue('user');

  // The same address again: 409, said under the field; Escape closes.
  await addButton.click();
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: `An account with the e-mail ${email} already exists.` })).toBeVisible();
  await expect(toast(admin, 'Failed to add user')).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The invitation: a code and a link to the reset page with the address.
  const code = await resetCodeFor(email, 0, 'invitation');
  const outbox = path.resolve(process.env.DATA_DIR ?? '.data', 'outbox');
  const mail = fs.readdirSync(outbox).filter((f) => f.includes(`-${email}-`)).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')).join('\n');
  const link = /https?:\/\/\S+\/forgot-password\?email=\S+/.exec(mail)?.[0];
  expect(link).toContain(`/forgot-password?email=${encodeURIComponent(email)}`);

  // No password yet: signing in fails.
  const invited = await (await browser.newContext()).newPage();
  expect((await invited.request.post('/auth/login', { data: { email, password: invitedPassword } })).status()).toBe(401);

  // The link's page: the address is filled in; "I have a code" leads to the code and the new password.
  await invited.goto(`/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(invited.getByLabel('Email')).toHaveValue(email);
  await invited.getByRole('button', { name: 'I have a code' }).click();
  await expect(invited.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await invited.getByLabel('Digit 1 of 6').click();
  await invited.keyboard.type(code);
  await invited.getByLabel('New password', { exact: true }).fill(invitedPassword);
  await invited.getByLabel('Confirm new password').fill(invitedPassword);
  await invited.getByRole('button', { name: 'Reset password' }).click();
  await expect(invited).toHaveURL(/\/login\?notice=account-ready$/);
  await expect(invited.getByText('Your password is set and your account is ready. Please sign in.')).toBeVisible();
  // Signed in from that page, as its owner would.
  await invited.getByLabel('Email').fill(email);
  await invited.getByLabel('Password', { exact: true }).fill(invitedPassword);
  await invited.getByRole('button', { name: 'Sign In' }).click();
  await expect(invited).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // Its first sign-in is a welcome, not a return.
  await expect(invited.getByTestId('studio-welcome')).toHaveText(`Welcome, ${email.split('@')[0]}!`, { timeout: 15_000 });

  // Verified by setting the password.
  const search = admin.getByLabel('Search users by e-mail');
  await search.fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(admin.getByTestId('admin-user-row')).toContainText('Verified');
  await expect(admin.getByTestId('admin-user-row')).not.toContainText('Unverified');
});

test('admin: signed out, /admin says Authentication Required and Login as Admin signs in with the admin message; /admin-test shows the state', async ({ page }) => {
  // The guard checks first ('Verifying Admin Access', held here by a slow session answer), then says why.
  await page.route('**/api/auth/session', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => {});
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Verifying Admin Access' })).toBeVisible();
  await expect(page.getByText('Please wait while we verify your permissions...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('You need to be logged in with admin credentials to access this area.')).toBeVisible();
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('callbackUrl')).toBe('/admin');
  expect(url.searchParams.get('notice')).toBe('admin-required');
  await expect(page.getByText('Please log in with admin credentials to access the admin dashboard')).toBeVisible();

  await page.goto('/admin-test');
  await expect(page.getByTestId('current-status').getByText('Not Authenticated')).toBeVisible();
  await expect(page.getByTestId('status-user')).toHaveText('None');
  await expect(page.getByTestId('status-token')).toHaveText('No');
  const results = await runAdminTests(page);
  for (let i = 0; i < 4; i++) await expect(results.nth(i)).toContainText('Failed: No authentication token found');
  await page.screenshot({ path: 'test-results/admin-test-guest.png', fullPage: true });
});

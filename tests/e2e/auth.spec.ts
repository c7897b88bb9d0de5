import { expect, test, type Page } from '@playwright/test';
import { codeFor, PASSWORD } from '../utils/e2e-accounts';

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
}

test('register, verify with the mailed code, use the dashboard, sign out and sign in again', async ({ page, request }) => {
  const email = `e2e-${Date.now().toString(36)}@example.com`;

  // Register: the submit button waits for every password rule and the confirmation.
  await page.goto('/register');
  await page.getByLabel('Email').fill(email.toUpperCase());
  const submit = page.getByRole('button', { name: 'Create Account' });
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD + 'x');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: 'test-results/auth-register.png', fullPage: true });
  await submit.click();

  // Verify: type the code from the outbox; the boxes advance on their own and submit when full.
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Code expires in (10:00|9:5\d)/)).toBeVisible();
  // Resend waits as long as the server does between two codes (its answer says), not a fixed minute.
  const cooldown = Number(process.env.OTP_RESEND_COOLDOWN_SECONDS);
  await expect(page.getByRole('button', { name: new RegExp(`^Resend code in (${cooldown}|${cooldown - 1}|${cooldown - 2})s$`) })).toBeDisabled();
  const code = await codeFor(email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code.slice(0, 3));
  await expect(page.getByLabel('Digit 4 of 6')).toBeFocused();
  await page.screenshot({ path: 'test-results/auth-verify.png', fullPage: true });
  await page.keyboard.type(code.slice(3));

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // The spec's toast survives the page load to the dashboard, and a new account is not welcomed "back".
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Account verified successfully' })).toContainText('Welcome to the product!');
  await expect(page.getByTestId('studio-welcome')).toHaveText(`Welcome, ${email.split('@')[0]}!`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  for (const tab of ['Generator', 'History', 'Statistics', 'Profile']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByText(email, { exact: true })).toBeVisible();
  await expect(profile.getByText('Free plan')).toBeVisible();
  await expect(profile.getByTestId('projects-count')).toHaveText('0');
  await page.screenshot({ path: 'test-results/auth-dashboard-profile.png', fullPage: true });

  // The session cookie is httpOnly and the page keeps no token of its own.
  const cookie = await sessionCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('session-token');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/gst_/);
  const me = await page.request.get('/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);

  // Sign out: back on /, the token inside the old cookie no longer works.
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  const replay = await request.get('/auth/me', { headers: { Cookie: `${cookie!.name}=${cookie!.value}` } });
  expect(replay.status()).toBe(401);

  // The dashboard now sends to sign-in, which returns there afterwards.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong!passw0rd');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page.getByText('Login failed')).toBeVisible();
  await page.screenshot({ path: 'test-results/auth-login-error.png', fullPage: true });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${email.split('@')[0]}!`)).toBeVisible();
});

test('the verification page needs an e-mail from registration', async ({ page }) => {
  await page.goto('/verify-otp');
  await expect(page).toHaveURL(/\/register$/);
});

test('the login page shows the product’s own notices by key, never text from the address', async ({ page }) => {
  await page.goto('/login?message=Your%20account%20is%20locked.%20Call%20555-0100&notice=Call%20555-0100');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('555-0100')).toHaveCount(0);
  await page.goto('/login?notice=session-expired&callbackUrl=%2Fadmin');
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await page.screenshot({ path: 'test-results/auth-login.png', fullPage: true });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, resetCodeFor, signIn, signUp } from '../utils/e2e-accounts';

// Password recovery and the account settings of the Profile tab: change password, e-mail notifications,
// API tokens, sign out everywhere. Each test has its own account.

const NEW_PASSWORD = 'N3w!passw0rd';
/** One code per address per cooldown, whatever the purpose: the sign-up's code counts too. */
const CODE_COOLDOWN_MS = Number(process.env.OTP_RESEND_COOLDOWN_SECONDS ?? 60) * 1000;

const newEmail = (prefix: string) => `e2e-${prefix}-${Date.now().toString(36)}@example.com`;

/** A bearer token from the API sign-in, as a script gets one. */
async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

const meWith = (request: APIRequestContext, token: string) => request.get('/auth/me', { headers: { Authorization: `Bearer ${token}` } });

async function openProfile(page: Page) {
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByText('API access')).toBeVisible();
  return profile;
}

test('forgot password: the mailed code sets a new password and the old one stops working', async ({ page, request }) => {
  test.setTimeout(70_000 + CODE_COOLDOWN_MS);
  const email = newEmail('reset');
  await signUp(page, email);
  // The sign-up's code went out before the dashboard opened.
  const codeSentAt = Date.now();
  const scriptToken = await apiLogin(request, email, PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Sign-in page: the link carries the typed e-mail to the recovery page (and out of its address).
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.screenshot({ path: 'test-results/account-forgot-email.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/account-forgot-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A malformed address is refused on the spot.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid e-mail address' })).toBeVisible();
  await page.getByLabel('Email').fill(email);

  // The sign-up's code holds the address's send slot for the cooldown.
  await page.waitForTimeout(Math.max(0, codeSentAt + CODE_COOLDOWN_MS + 2000 - Date.now()));
  const requestedAt = Date.now();
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText('If an account exists for this e-mail, we sent it a 6-digit reset code.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d:\d\d/ })).toBeDisabled();
  await expect(page.getByText(/Code expires in 9:5\d/)).toBeVisible();
  const code = await resetCodeFor(email, requestedAt);

  // Reset stays disabled until the code is whole and the new password meets every rule, twice.
  const reset = page.getByRole('button', { name: 'Reset password' });
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByRole('list', { name: 'Password requirements' }).getByText('At least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD + 'x');
  await page.getByLabel('Confirm new password').blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(reset).toBeDisabled();

  // A wrong code: the error says how many tries are left and the boxes empty.
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(wrong);
  await expect(reset).toBeEnabled();
  await reset.click();
  await expect(page.getByRole('alert').filter({ hasText: /Invalid OTP code\. \d attempts? left\./ })).toBeVisible();
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/account-forgot-reset.png', fullPage: true });

  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await reset.click();
  await expect(page).toHaveURL(/\/login\?notice=password-reset$/);
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-reset-done.png', fullPage: true });

  // The reset ended every sign-in made with the old password.
  expect((await meWith(request, scriptToken)).status()).toBe(401);

  // The old password is refused, the new one works.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
});

test('profile: e-mail notifications persist, and a password change needs the current password', async ({ page, request }) => {
  const email = newEmail('profile');
  await signUp(page, email);
  const otherSession = await apiLogin(request, email, PASSWORD);
  let profile = await openProfile(page);

  // An API token made from a script's point of view (the session's own call): the password change ends it.
  const created = await page.request.post('/auth/tokens', { data: { name: 'before the change', expiresInDays: 30 } });
  expect(created.status()).toBe(201);
  const apiToken = (await created.json()).token as string;

  // Notifications: on by default; the switch saves at once and the choice survives a reload.
  const notifications = profile.getByRole('switch', { name: 'E-mail notifications' });
  await expect(notifications).toHaveAttribute('aria-checked', 'true');
  await notifications.focus();
  await page.keyboard.press('Space');
  await expect(notifications).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('E-mail notifications off')).toBeVisible();
  await page.reload();
  profile = await openProfile(page);
  await expect(profile.getByRole('switch', { name: 'E-mail notifications' })).toHaveAttribute('aria-checked', 'false');
  expect((await (await page.request.get('/auth/me')).json()).emailNotifications).toBe(false);
  await expect(profile.getByRole('list', { name: 'API tokens' })).toContainText('before the change');
  await page.screenshot({ path: 'test-results/account-profile.png', fullPage: true });

  // Password: a wrong current password is refused next to the field.
  const form = profile.getByRole('form', { name: 'Change password' });
  const submit = form.getByRole('button', { name: 'Change password' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Current password').fill('Wrong!passw0rd');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: 'The current password is not correct' })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/account-change-password-error.png', fullPage: true });

  // The right one: changed, this browser stays signed in, the other sign-in ends.
  await form.getByLabel('Current password').fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');
  expect((await page.request.get('/auth/me')).status()).toBe(200);
  expect((await meWith(request, otherSession)).status()).toBe(401);
  expect((await meWith(request, apiToken)).status()).toBe(401);
  await expect(profile.getByText('No API tokens yet')).toBeVisible();

  // The next sign-in needs the new password.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);

  // On a phone the profile stacks without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await openProfile(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/account-profile-phone.png', fullPage: true });
});

test('API tokens: shown once, work as bearer tokens until revoked; sign out everywhere ends every sign-in', async ({ page, request }) => {
  const email = newEmail('tokens');
  await signUp(page, email);
  let profile = await openProfile(page);
  await expect(profile.getByText('No API tokens yet')).toBeVisible();

  // Create: the dialog shows the secret once, with a warning and a curl line.
  await profile.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create API token' })).toBeVisible();
  await dialog.getByLabel('Name').fill('e2e script');
  await dialog.getByLabel('Expires after').selectOption('30');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByRole('heading', { name: 'Token created' })).toBeVisible();
  await expect(dialog.getByText('This token will not be shown again.')).toBeVisible();
  const token = await dialog.getByTestId('created-token').inputValue();
  expect(token).toMatch(/^gst_/);
  await expect(dialog.getByText(`curl -H "Authorization: Bearer ${token}" `)).toContainText('/api/history');
  await page.screenshot({ path: 'test-results/account-token-created.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  const tokens = profile.getByRole('list', { name: 'API tokens' });
  const item = tokens.getByRole('listitem').filter({ hasText: 'e2e script' });
  await expect(item).toContainText('Last used');
  await expect(item).toContainText('Never');
  await expect(profile.getByText(token)).toHaveCount(0);

  // The token works as a bearer token...
  const history = (t: string) => request.get('/api/history', { headers: { Authorization: `Bearer ${t}` } });
  expect((await history(token)).status()).toBe(200);
  await page.reload();
  profile = await openProfile(page);
  await expect(tokens.getByRole('listitem').filter({ hasText: 'e2e script' })).not.toContainText('Never');
  await page.screenshot({ path: 'test-results/account-token-list.png', fullPage: true });

  // ...until revoked, after a confirmation.
  await profile.getByRole('button', { name: 'Revoke e2e script' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Revoke this token?' })).toBeVisible();
  await page.screenshot({ path: 'test-results/account-token-revoke.png' });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(profile.getByText('No API tokens yet')).toBeVisible();
  expect((await history(token)).status()).toBe(401);

  // Sign out everywhere: a script's sign-in and a second API token end with this browser's session.
  const scriptToken = await apiLogin(request, email, PASSWORD);
  expect((await meWith(request, scriptToken)).status()).toBe(200);
  // This time by keyboard alone: the name field has the focus, Enter creates, Escape closes.
  await profile.getByRole('button', { name: 'Create token' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('second');
  await page.keyboard.press('Enter');
  const second = await dialog.getByTestId('created-token').inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(profile.getByRole('button', { name: 'Create token' })).toBeFocused();
  expect((await history(second)).status()).toBe(200);

  // Escape cancels and gives the focus back; the second time it goes through.
  const signOutAllButton = profile.getByRole('button', { name: 'Sign out everywhere' });
  await signOutAllButton.click();
  await page.keyboard.press('Escape');
  await expect(signOutAllButton).toBeFocused();
  expect((await meWith(request, scriptToken)).status()).toBe(200);
  await signOutAllButton.click();
  const signOutAll = page.getByRole('alertdialog');
  await expect(signOutAll.getByRole('heading', { name: 'Sign out everywhere?' })).toBeVisible();
  await page.screenshot({ path: 'test-results/account-sign-out-everywhere.png' });
  await signOutAll.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login\?notice=signed-out$/);
  await expect(page.getByText('You were signed out everywhere. Please sign in again.')).toBeVisible();
  expect((await meWith(request, scriptToken)).status()).toBe(401);
  expect((await history(second)).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard/);
});

import { expect, test } from '@playwright/test';
import { CATEGORIES, FEATURES } from '../../lib/catalogue/features';

test('home page states no signup is required and the real feature count', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('No signup required', { exact: true })).toBeVisible();
  const counted = `${FEATURES.length} features in ${CATEGORIES.length} categories`;
  await expect(page.getByText(new RegExp(`choose from ${counted}`))).toBeVisible();
  await expect(page.getByRole('heading', { name: counted })).toBeVisible();
  await expect(page.getByText(/50\+/)).toHaveCount(0);
  const header = page.getByRole('banner');
  for (const name of ['Home', 'Docs', 'API', 'Sign In']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/home.png', fullPage: true });
});

test('unknown pages show the 404 with a way home', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the generate endpoint serves a zip to a browser client', async ({ request }) => {
  const res = await request.post('/api/v1/generate', { data: { projectName: 'e2e-app', framework: 'gin', features: ['postgresql'] } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toBe('attachment; filename="e2e-app.zip"');
  const bytes = await res.body();
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

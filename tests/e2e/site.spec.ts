import { expect, test } from '@playwright/test';

test('the home page opens the generator from its call to action and answers the FAQ', async ({ page }) => {
  await page.goto('/');
  for (const q of ['Which frameworks can I choose?', 'Which databases are supported?', 'Do I get Docker and CI?', 'What about authentication?', 'Are there AI integrations?']) {
    await expect(page.getByText(q)).toBeVisible();
  }
  await page.getByText('Which databases are supported?').click();
  await expect(page.locator('details', { hasText: 'Which databases are supported?' })).toContainText('PostgreSQL');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Start Generating' }).last().click();
  await expect(page).toHaveURL(/\?step=stack/);
  await expect(page.getByRole('heading', { name: 'Choose Base Framework' })).toBeVisible();
  await expect(page.getByText('Popular')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByText('No signup required', { exact: true })).toBeVisible();
});

test('documentation: sticky contents, nine sections, copy buttons with a 2 s Copied indicator', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/documentation');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const s of ['Quick Start Guide', 'Command line', 'MCP for coding agents', 'Framework Guides', 'Feature Documentation', 'Deployment Guide', 'Testing Guide', 'Troubleshooting', 'Best Practices']) {
    await expect(contents.getByRole('link', { name: new RegExp(s) })).toBeVisible();
    await expect(page.getByRole('heading', { name: s, exact: true })).toBeVisible();
  }
  await expect(page.getByText('replicas: 3')).toBeVisible();
  await expect(contents.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/api-reference');
  await expect(contents.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

  const copy = page.getByRole('button', { name: 'Copy Run the project' });
  await copy.click();
  const copied = page.getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('go run ./cmd/server');
  await expect(copied).toHaveCount(0, { timeout: 3500 });
  await expect(copy).toBeVisible();
});

// The long pages lay out their lower sections when they near the screen (render-when-seen): a link to a
// section must still land on it, under the sticky header, from another page and from the contents.
for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`documentation at ${width}x${height}: a link to a section lands on its heading`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const headerBottom = async () => (await page.getByRole('banner').boundingBox())!.height;
    const landsOn = async (name: string) => {
      const heading = page.getByRole('heading', { name, exact: true, level: 2 });
      await expect(async () => {
        const top = (await heading.boundingBox())!.y;
        expect(top).toBeGreaterThanOrEqual(await headerBottom());
        expect(top).toBeLessThan(height / 2);
      }).toPass();
    };
    await page.goto('/documentation#troubleshooting');
    await landsOn('Troubleshooting');
    await page.goto('/documentation');
    for (const name of ['Testing Guide', 'Deployment Guide', 'Feature Documentation']) {
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: new RegExp(name) }).click();
      await landsOn(name);
    }
  });
}

test('API reference: version badge, tabs from the OpenAPI document, served as JSON too', async ({ page, request }) => {
  await page.goto('/api-reference');
  await expect(page.getByText('v1.0.0')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'API sections' });
  for (const t of ['Generator', 'Catalogue', 'Authentication', 'Schemas']) await expect(tabs.getByRole('tab', { name: t })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Generate a project zip from a link' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.paths['/api/v1/generate/preview'].post).toBeDefined();
});

test('blog: featured post, five recent posts, category chips with counts, honest subscribe', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="recent-title"] article')).toHaveCount(5);
  for (const chip of ['All Posts (25)', 'Tutorials (12)', 'Best Practices (8)', 'Community (5)']) {
    await expect(page.getByRole('button', { name: chip })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Community (5)' }).click();
  await expect(page.locator('section[aria-labelledby="recent-title"] article')).toHaveCount(1);
  await page.getByLabel('Email address').fill('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscriptions open later')).toBeVisible();
});

test('GET /api/v1/generate serves the zip of a link', async ({ request }) => {
  const res = await request.get('/api/v1/generate?framework=fiber&features=postgresql,docker&projectName=link-app');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toBe('attachment; filename="link-app.zip"');
  expect((await res.body()).subarray(0, 2).toString()).toBe('PK');
  const bad = await request.get('/api/v1/generate?framework=gin&projectName=bad%20name');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).details.projectname).toBeTruthy();
});

test('phone width: no horizontal scrolling in the wizard and pages', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  for (const url of ['/?framework=gin&features=postgresql&step=features', '/?framework=gin&features=postgresql&projectName=x&step=review', '/documentation', '/blog', '/api-reference']) {
    await page.goto(url);
    // The header belongs to the layout; measure the page's own content.
    const width = await page.evaluate(() => document.querySelector('main')!.scrollWidth);
    expect(width, url).toBeLessThanOrEqual(375);
  }
  await context.close();
});

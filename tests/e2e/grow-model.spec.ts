import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUp } from '../utils/e2e-accounts';

// Add features to a project with a resource model: the wizard opens with the project's model in the
// Resources panel, a field added there shows on the review's changes, and the patch carries it.

const SHELF = {
  projectName: 'shelf-e2e',
  framework: 'chi',
  features: ['postgresql', 'migrations'],
  resources: [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }] }],
};

test('growing a project with a model: the model loads, a field is added, the patch names it', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, `grow-model-${Date.now().toString(36)}@example.com`);
  expect((await page.request.post('/api/v1/generate', { data: SHELF })).status()).toBe(200);

  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: `Add features to ${SHELF.projectName}` }).click();
  const generator = page.getByRole('tabpanel', { name: 'Generator' });
  await expect(generator.getByText(/Adding features to/)).toBeVisible();

  // The project's model, open in the Resources panel.
  const book = generator.getByRole('group', { name: 'Resource 1', exact: true });
  await expect(book.getByLabel('Resource name (singular)')).toHaveValue('book');
  await expect(book.getByRole('group', { name: 'Field 1', exact: true }).getByLabel('Field name')).toHaveValue('title');

  // A field added, checked live as on a new project: a reserved name is refused, then renamed.
  await book.getByRole('button', { name: 'Add field to book' }).click();
  const isbn = book.getByRole('group', { name: 'Field 2', exact: true });
  await isbn.getByLabel('Field name').fill('func');
  await expect(isbn.getByTestId('model-error')).toContainText('func');
  await isbn.getByLabel('Field name').fill('isbn');
  await expect(book.getByTestId('model-error')).toHaveCount(0);
  await generator.getByRole('button', { name: 'Next', exact: true }).click();

  // Review: the model's change is named beside the file figures, the model listed.
  await expect(generator.getByTestId('grow-model-changes')).toContainText('book (fields added isbn)');
  await expect(generator.getByTestId('grow-summary')).toContainText('Files modified');
  await expect(generator.getByTestId('resources-summary')).toContainText('/api/v1/books');

  const download = page.waitForEvent('download');
  await generator.getByRole('button', { name: 'Download patch' }).click();
  const patch = await download;
  expect(patch.suggestedFilename()).toBe(`${SHELF.projectName}.patch`);
  const text = fs.readFileSync(await patch.path(), 'utf8');
  expect(text).toContain('diff --git a/internal/books/books.go b/internal/books/books.go');
  expect(text).toMatch(/^\+.*isbn/m);
  await expect(page.getByText('Patch downloaded', { exact: true })).toBeVisible();
});

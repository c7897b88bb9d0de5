import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUp } from '../utils/e2e-accounts';

// Add features to a project with a resource model: the wizard opens on its data step with the project's
// model, a field added there shows on the review's changes with the migration it adds (its
// SQL and the command that applies it), and the patch carries it. A change that loses data says what
// it loses and waits for the user's agreement.

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

  // The project's model, on the data step.
  await expect(generator.getByRole('heading', { name: 'Describe your data', exact: true })).toBeVisible();
  // The framework stays: the data step is the first one offered.
  await expect(generator.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
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
  await expect(generator.getByRole('heading', { name: 'Select Features', exact: true })).toBeVisible();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();

  // Review: the model's change in words, the migration it adds with its SQL and how to apply it.
  await expect(generator.getByTestId('grow-model-changes')).toContainText('add book.isbn (string)');
  const migrations = generator.getByTestId('grow-migrations');
  await migrations.getByText('migrations/0003_add_isbn_to_book.up.sql').click();
  await expect(migrations).toContainText('ALTER TABLE books ADD COLUMN isbn VARCHAR(255) NULL;');
  await expect(migrations).toContainText('go run ./cmd/migrate up');
  await expect(generator.getByTestId('grow-data-loss')).toHaveCount(0);
  await expect(generator.getByTestId('grow-summary')).toContainText('Files modified');
  await expect(generator.getByTestId('resources-summary')).toContainText('/api/v1/books');
  await page.screenshot({ path: test.info().outputPath('grow-review-migration.png'), fullPage: true });

  // Back: removing title too would delete its values. The review says so and waits for agreement.
  // The review's summary leads back to the data step; Back goes through the features.
  await generator.getByRole('button', { name: 'Change on the Describe your data step' }).click();
  await book.getByRole('group', { name: 'Field 1', exact: true }).getByRole('button', { name: /Remove field/ }).click();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(generator.getByRole('heading', { name: 'Select Features', exact: true })).toBeVisible();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();
  const loss = generator.getByTestId('grow-data-loss');
  await expect(loss).toContainText('the title of every book is deleted with its column');
  const patchButton = generator.getByRole('button', { name: 'Download patch' });
  await expect(patchButton).toBeDisabled();
  await loss.getByRole('checkbox', { name: /apply this change and lose that data/ }).check();
  await expect(generator.getByTestId('grow-migrations')).toContainText('migrations/0003_change_book.up.sql');
  await expect(patchButton).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('grow-review-data-loss.png'), fullPage: true });
  // Taking the loss back: isbn is added, title kept.
  await generator.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(generator.getByRole('heading', { name: 'Select Features', exact: true })).toBeVisible();
  await generator.getByRole('button', { name: 'Back', exact: true }).click();
  await book.getByRole('button', { name: 'Add field to book' }).click();
  const title = book.getByRole('group', { name: 'Field 2', exact: true });
  await title.getByLabel('Field name').fill('title');
  await title.getByLabel('Required').check();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(generator.getByRole('heading', { name: 'Select Features', exact: true })).toBeVisible();
  await generator.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(generator.getByTestId('grow-model-changes')).toContainText('add book.isbn (string)');
  await expect(generator.getByTestId('grow-data-loss')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await generator.getByRole('button', { name: 'Download patch' }).click();
  const patch = await download;
  expect(patch.suggestedFilename()).toBe(`${SHELF.projectName}.patch`);
  const text = fs.readFileSync(await patch.path(), 'utf8');
  expect(text).toContain('diff --git a/internal/books/books.go b/internal/books/books.go');
  expect(text).toMatch(/^\+.*isbn/m);
  await expect(page.getByText('Patch downloaded', { exact: true })).toBeVisible();
});

import { expect, test, type Locator, type Page } from '@playwright/test';

// The resource model in the wizard: built on its own step ("Describe your data") by keyboard and mouse, checked live,
// listed on the review step, sent with the wizard's calls (Explore shows its files) and carried by the share link.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function gotoWizard(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
}

const resource = (page: Page, n: number) => page.getByRole('group', { name: `Resource ${n}`, exact: true });
const field = (res: Locator, n: number) => res.getByRole('group', { name: `Field ${n}`, exact: true });

test('a two-resource model is built in the wizard, checked live, sent with the calls and carried by the share link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoWizard(page, '/?framework=gin&features=postgresql&step=data');
  await expect(heading(page, 'Describe your data')).toBeVisible();

  // Empty at first, saying what a project without resources serves.
  await expect(page.getByText('Without resources, the project serves the notes example (/api/v1/notes).')).toBeVisible();

  // author: added with the mouse, named from the keyboard (the new resource's name box has the focus).
  await page.getByRole('button', { name: 'Add resource' }).click();
  const author = resource(page, 1);
  await expect(author.getByLabel('Resource name (singular)')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('author');
  await expect(author.getByTestId('resource-route')).toHaveText('/api/v1/authors');
  await field(author, 1).getByLabel('Field name').fill('full_name');
  await field(author, 1).getByLabel('Max length').fill('120');

  // book: a title, a reference to author, an enum.
  await page.getByRole('button', { name: 'Add resource' }).click();
  const book = resource(page, 2);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('book');
  await expect(book.getByTestId('resource-route')).toHaveText('/api/v1/books');
  await book.getByRole('button', { name: 'Add field to book' }).click();
  await expect(field(book, 2).getByLabel('Field name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('author_id');
  // The type from the keyboard: Tab to the select, then choose.
  await page.keyboard.press('Tab');
  await expect(field(book, 2).getByLabel('Type')).toBeFocused();
  await field(book, 2).getByLabel('Type').selectOption('reference');
  await expect(field(book, 2).getByLabel('Belongs to')).toHaveValue('author');
  // Deleting an author: refused by default while books name it; here, the books go with it.
  await expect(field(book, 2).getByLabel('When it is deleted')).toHaveValue('restrict');
  await field(book, 2).getByLabel('When it is deleted').selectOption('cascade');
  await field(book, 2).getByLabel('Required').check();

  await book.getByRole('button', { name: 'Add field to book' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('genre');
  await field(book, 3).getByLabel('Type').selectOption('enum');
  await field(book, 3).getByLabel('Values (comma separated)').fill('fiction, science');

  // price: exact, its digits in boxes of their own (a decimal has no min or max).
  await book.getByRole('button', { name: 'Add field to book' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('price');
  await field(book, 4).getByLabel('Type').selectOption('decimal');
  await expect(field(book, 4).getByLabel('Min', { exact: true })).toHaveCount(0);
  await field(book, 4).getByLabel('Digits').fill('10');
  await field(book, 4).getByLabel('After the point').fill('2');

  // Live validation, as for features: a reserved name is refused beside the field, naming it.
  await book.getByRole('button', { name: 'Add field to book' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('func');
  await expect(field(book, 5).getByTestId('model-error')).toContainText('func');
  await expect(field(book, 5).getByLabel('Field name')).toHaveAttribute('aria-invalid', 'true');
  // Next names the model's problem (not a feature conflict) and takes the focus to it.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('1 problem in your data')).toBeVisible();
  await expect(field(book, 5).getByLabel('Field name')).toBeFocused();
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await book.getByRole('button', { name: 'Remove field func of book' }).click();
  await expect(book.getByTestId('model-error')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page, 'Select Features')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(heading(page, 'Review & Generate')).toBeVisible();
  await page.getByLabel('Project name').fill('library');
  const summary = page.getByTestId('resources-summary');
  await expect(summary.getByRole('row')).toHaveCount(3);
  await expect(summary.getByRole('row').nth(1)).toContainText('author');
  await expect(summary.getByRole('row').nth(1)).toContainText('/api/v1/authors');
  await expect(summary.getByRole('row').nth(1)).toContainText('1');
  await expect(summary.getByRole('row').nth(2)).toContainText('/api/v1/books');
  await expect(summary.getByRole('row').nth(2)).toContainText('4');

  const model = [
    { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true, max: 120 }] },
    {
      name: 'book',
      fields: [
        { name: 'title', type: 'string', required: true },
        { name: 'author_id', type: 'reference', required: true, references: 'author', on_delete: 'cascade' },
        { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
        { name: 'price', type: 'decimal', precision: 10, scale: 2 },
      ],
    },
  ];

  // Explore previews the project the model describes: the model is in the request.
  const preview = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/generate/preview');
  await page.getByRole('button', { name: 'Explore files' }).click();
  expect((await preview).postDataJSON()).toEqual({ projectName: 'library', framework: 'gin', features: ['gin', 'postgresql'], resources: model });
  const dialog = page.getByRole('dialog', { name: 'Explore library' });
  await expect(dialog).toBeVisible();
  // Each resource's files are in the preview.
  const tree = dialog.getByRole('navigation', { name: 'Project files' });
  for (const path of ['internal/authors/authors.go', 'internal/books/books.go']) await expect(tree.getByTitle(path, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The share link carries the model.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('resources')).toMatch(/^[A-Za-z0-9_-]+$/);

  const other = await context.newPage();
  await gotoWizard(other, link);
  await expect(heading(other, 'Review & Generate')).toBeVisible();
  await expect(other.getByTestId('resources-summary').getByRole('row')).toHaveCount(3);
  await expect(other.getByTestId('resources-summary')).toContainText('/api/v1/books');
  // The validate call before generating carries it too.
  const validate = other.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/generate/validate');
  const generate = other.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/generate', { timeout: 30_000 });
  await other.getByRole('button', { name: 'Generate Backend' }).click();
  expect((await validate).postDataJSON().resources).toEqual(model);
  expect((await generate).postDataJSON().resources).toEqual(model);
  await expect(heading(other, 'Your Project is Ready!')).toBeVisible({ timeout: 30_000 });

  // On the data step of the link, the editor shows the same model.
  await gotoWizard(other, link.replace('step=review', 'step=data'));
  const sharedBook = resource(other, 2);
  await expect(resource(other, 1).getByLabel('Resource name (singular)')).toHaveValue('author');
  await expect(sharedBook.getByLabel('Resource name (singular)')).toHaveValue('book');
  await expect(field(sharedBook, 2).getByLabel('Type')).toHaveValue('reference');
  await expect(field(sharedBook, 2).getByLabel('Belongs to')).toHaveValue('author');
  await expect(field(sharedBook, 2).getByLabel('When it is deleted')).toHaveValue('cascade');
  await expect(field(sharedBook, 2).getByLabel('Required')).toBeChecked();
  await expect(field(sharedBook, 3).getByLabel('Values (comma separated)')).toHaveValue('fiction, science');
  await expect(field(sharedBook, 4).getByLabel('Digits')).toHaveValue('10');
  await expect(field(sharedBook, 4).getByLabel('After the point')).toHaveValue('2');
});

test('Paste CREATE TABLE fills the model, and says what it cannot read', async ({ page }) => {
  await gotoWizard(page, '/?framework=echo&features=mysql&step=data');
  await page.getByRole('button', { name: 'Paste CREATE TABLE' }).click();
  await expect(page.getByLabel('CREATE TABLE statements')).toBeFocused();
  await page.getByLabel('Dialect').selectOption('mysql');
  await page.getByLabel('CREATE TABLE statements').fill('CREATE TABLE `books` (`id` INT PRIMARY KEY, `genre` ENUM(');
  await page.getByRole('button', { name: 'Import tables' }).click();
  await expect(page.getByText(/^The statements could not be read at line 1/)).toBeVisible();

  await page.getByLabel('CREATE TABLE statements').fill(
    'CREATE TABLE `authors` (`id` INT AUTO_INCREMENT PRIMARY KEY, `full_name` VARCHAR(120) NOT NULL);\n' +
      "CREATE TABLE `books` (`id` INT AUTO_INCREMENT PRIMARY KEY, `title` VARCHAR(200) NOT NULL UNIQUE, `genre` ENUM('fiction','science'), `cover` BLOB,\n" +
      '  `author_id` INT NOT NULL, FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`));',
  );
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText('Tables imported', { exact: true })).toBeVisible();
  await expect(page.getByText('books.cover: the type BLOB has no field type; the column was left out.')).toBeVisible();
  await expect(resource(page, 1).getByLabel('Resource name (singular)')).toHaveValue('author');
  const book = resource(page, 2);
  await expect(book.getByLabel('Resource name (singular)')).toHaveValue('book');
  await expect(field(book, 1).getByLabel('Max length')).toHaveValue('200');
  await expect(field(book, 1).getByLabel('Unique')).toBeChecked();
  await expect(field(book, 2).getByLabel('Type')).toHaveValue('enum');
  await expect(field(book, 3).getByLabel('Type')).toHaveValue('reference');
  await expect(field(book, 3).getByLabel('Belongs to')).toHaveValue('author');
  await expect(page).toHaveURL(/[?&]resources=[A-Za-z0-9_-]+/);
});

test('a link whose resources cannot be read says so, and the wizard goes on with the notes example', async ({ page }) => {
  // A link cut short in a message: the parameter is no longer a model.
  await gotoWizard(page, '/?framework=chi&features=postgresql&step=features&resources=W3sibmFtZSI6ImF1dGhvciIsImZpZWxkc');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Resources not read' })).toContainText(
    "This link's resources could not be read, so the project serves the notes example. Add yours on the Describe your data step.",
  );
  await expect(heading(page, 'Select Features')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(heading(page, 'Describe your data')).toBeVisible();
  await expect(page.getByText('Without resources, the project serves the notes example (/api/v1/notes).')).toBeVisible();
});

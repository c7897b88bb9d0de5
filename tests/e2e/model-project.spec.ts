import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import postgres from 'postgres';
import { expect, test, type Page } from '@playwright/test';

// A model built in the wizard becomes a service that keeps it: the zip the wizard downloads builds
// with the Go toolchain, starts on a PostgreSQL database of its own, and serves each resource's CRUD
// (with the reference checked) as the wizard described it.

test.skip(spawnSync('go', ['version']).status !== 0, 'the Go toolchain is not on PATH');
test.setTimeout(300_000);

const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function buildModel(page: Page) {
  await page.goto('/?framework=chi&features=postgresql,migrations&step=data');
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
  const resource = (n: number) => page.getByRole('group', { name: `Resource ${n}`, exact: true });
  const field = (r: number, n: number) => resource(r).getByRole('group', { name: `Field ${n}`, exact: true });

  await page.getByRole('button', { name: 'Add resource' }).click();
  await resource(1).getByLabel('Resource name (singular)').fill('author');
  await field(1, 1).getByLabel('Field name').fill('full_name');
  await field(1, 1).getByLabel('Required').check();

  await page.getByRole('button', { name: 'Add resource' }).click();
  await resource(2).getByLabel('Resource name (singular)').fill('book');
  await field(2, 1).getByLabel('Field name').fill('title');
  await field(2, 1).getByLabel('Required').check();
  await resource(2).getByRole('button', { name: 'Add field to book' }).click();
  await field(2, 2).getByLabel('Field name').fill('author_id');
  await field(2, 2).getByLabel('Type').selectOption('reference');
  await field(2, 2).getByLabel('Required').check();
  await resource(2).getByRole('button', { name: 'Add field to book' }).click();
  await field(2, 3).getByLabel('Field name').fill('genre');
  await field(2, 3).getByLabel('Type').selectOption('enum');
  await field(2, 3).getByLabel('Values (comma separated)').fill('fiction, science');

  // The data step, then the features step (as chosen by the link), then the review.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Select Features', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Project name').fill('library');
}

test('a two-resource model downloaded from the wizard builds, starts on PostgreSQL and serves its CRUD', async ({ page }) => {
  await buildModel(page);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  const zip = await JSZip.loadAsync(fs.readFileSync(await (await download).path()));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-project-'));
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await entry.async('nodebuffer'));
  }
  const root = path.join(dir, 'library');
  expect(fs.existsSync(path.join(root, 'internal/books/books.go'))).toBe(true);
  const binary = path.join(dir, 'library-server');
  const build = spawnSync('go', ['build', '-o', binary, './cmd/server'], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);

  // A database of its own; the service creates the tables at start (MIGRATE_ON_START).
  const database = `e2e_model_${process.pid}_${Date.now()}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${database}`);
  const port = await freePort();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  url.searchParams.set('sslmode', 'disable');
  const service = spawn(binary, [], {
    cwd: root,
    // The environment the README gives it, nothing of this site's.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATABASE_URL: url.toString(), MIGRATE_ON_START: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  service.stdout!.on('data', (b) => (output += b));
  service.stderr!.on('data', (b) => (output += b));
  const base = `http://127.0.0.1:${port}`;
  try {
    await expect(async () => expect((await fetch(`${base}/health`)).status).toBe(200)).toPass({ timeout: 30_000 });
    const send = async (method: string, p: string, body?: unknown) => {
      const res = await fetch(base + p, { method, headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      return { status: res.status, location: res.headers.get('Location'), json: text ? JSON.parse(text) : null };
    };

    const author = await send('POST', '/api/v1/authors', { full_name: 'Ursula K. Le Guin' });
    expect(author.status, output).toBe(201);
    expect(author.location).toBe(`/api/v1/authors/${author.json.id}`);
    const book = await send('POST', '/api/v1/books', { title: 'The Dispossessed', author_id: author.json.id, genre: 'fiction' });
    expect(book.status).toBe(201);
    expect(book.json).toMatchObject({ title: 'The Dispossessed', author_id: author.json.id, genre: 'fiction' });

    // What the model says: a reference to a missing row and a value outside the enum are 400s naming the field.
    const dangling = await send('POST', '/api/v1/books', { title: 'Lost', author_id: author.json.id + 1000 });
    expect(dangling.status).toBe(400);
    expect(dangling.json.error).toContain('author_id');
    const badGenre = await send('POST', '/api/v1/books', { title: 'Odd', author_id: author.json.id, genre: 'poetry' });
    expect(badGenre.status).toBe(400);
    expect(badGenre.json.error).toContain('genre');

    const list = await send('GET', `/api/v1/books?author_id=${author.json.id}&sort=-title`);
    expect(list.status).toBe(200);
    expect(list.json.books.map((b: { id: number }) => b.id)).toEqual([book.json.id]);
    const replaced = await send('PUT', `/api/v1/books/${book.json.id}`, { title: 'The Dispossessed: An Ambiguous Utopia', author_id: author.json.id });
    expect(replaced.status).toBe(200);
    expect(replaced.json.genre).toBeNull();
    expect((await send('DELETE', `/api/v1/books/${book.json.id}`)).status).toBe(204);
    expect((await send('GET', `/api/v1/books/${book.json.id}`)).status).toBe(404);
    expect((await send('GET', `/api/v1/authors/${author.json.id}`)).json.full_name).toBe('Ursula K. Le Guin');
  } finally {
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

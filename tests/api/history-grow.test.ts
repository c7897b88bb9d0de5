// Growing a project (POST /api/history/{id}/grow) and upgrading one (GET /api/history/{id}/upgrade).
// The upgrade's patch is applied with real git to the tree of the stored zip and must leave exactly
// today's generation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { getDb, schema } from '@/db';
import { POST as growRoute } from '@/app/api/history/[id]/grow/route';
import { GET as upgradeRoute } from '@/app/api/history/[id]/upgrade/route';
import { diffConfigurations } from '@/lib/generation/compare';
import { generateProjectZip, generatorVersion, isPlanKey, parsePlan, zipFromPlan } from '@/lib/generator';
import { openApiRegistry } from '@/lib/openapi';
import { getStorage } from '@/lib/storage';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { createVerifiedUser, newIp } from '../utils/auth';
import { BASE } from '../utils/http';
import { commitTree, compareTrees, git, readTree, zipTree } from '../utils/git-tree';
import { bytesEqual, generateAs, history, listAs, rowOf, settled, type Item } from '../utils/history';

const { generations } = schema;

let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'history-grow-'));

const headers = (token?: string): Record<string, string> => ({
  [PEER_ADDRESS_HEADER]: newIp(),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });

const grow = (id: string, body: unknown, token?: string) =>
  settled(
    growRoute(
      new Request(`${BASE}/api/history/${id}/grow`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers(token) }, body: JSON.stringify(body) }),
      idCtx(id),
    ),
  );
const upgrade = (id: string, token?: string) => upgradeRoute(new Request(`${BASE}/api/history/${id}/upgrade`, { headers: headers(token) }), idCtx(id));

async function created(token: string, name: string, framework: string, features: string[]): Promise<Item> {
  await generateAs(token, { projectName: name, framework, features });
  const item = (await listAs(token, { search: name })).projects.find((p) => p.project_name === name);
  if (!item) throw new Error(`no project ${name}`);
  return item;
}

async function itemOf(id: string, token = owner.token): Promise<Item> {
  const res = await history.get(id, token);
  expect(res.status).toBe(200);
  return res.json();
}


/** The zip a project's row keeps: written from its selection's stored plan with its names. */
async function keptZip(id: string): Promise<Uint8Array> {
  const row = await rowOf(id);
  expect(isPlanKey(row.fileKey!), `${row.fileKey} is a plan key`).toBe(true);
  const plan = await getStorage().get(row.fileKey!);
  expect(plan, `plan ${row.fileKey} in storage`).not.toBeNull();
  return zipFromPlan(parsePlan(plan!), row.zipNames!);
}

/** The documented error body of an operation's status. */
function documented(path: string, method: string, status: number) {
  const registry = openApiRegistry();
  const route = registry.listRoutes().find((r) => r.path === path && r.method === method)!;
  return registry.resolve(route.responses[status].schema!);
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('POST /api/history/{id}/grow', () => {
  it('records the grown project with its parent and generator version, and answers the patch of the diff engine', async () => {
    const parent = await created(owner.token, 'grow-me', 'gin', ['postgresql']);
    expect(parent).toMatchObject({ generator_version: generatorVersion(), parent_project_id: null, parent_project_name: null, parent_project_created_at: null, can_upgrade: false });

    const res = await grow(parent.id, { features: ['postgresql', 'gorm', 'makefile'], format: 'patch' }, owner.token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/x-diff');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="grow-me.patch"');
    const patch = await res.text();
    const expected = await diffConfigurations({
      from: { projectName: 'grow-me', framework: 'gin', features: ['postgresql'] },
      to: { projectName: 'grow-me', framework: 'gin', features: ['postgresql', 'gorm', 'makefile'] },
    });
    expect(patch).toBe(expected.patch);
    expect(patch).toContain('diff --git a/Makefile b/Makefile');

    const childId = res.headers.get('x-project-id')!;
    const child = await itemOf(childId);
    expect(child).toMatchObject({
      project_name: 'grow-me',
      framework: 'gin',
      features: ['postgresql', 'gorm', 'makefile'],
      zip_file_status: 'available',
      generator_version: generatorVersion(),
      parent_project_id: parent.id,
      parent_project_name: 'grow-me',
      // Parent and child share the name: the parent's creation time tells which row it grew from.
      parent_project_created_at: parent.created_at,
      can_upgrade: false,
    });
    const row = await rowOf(childId);
    expect(row).toMatchObject({ userId: owner.user.id, parentProjectId: parent.id, generatorVersion: generatorVersion() });
    // Another selection: the grown project is kept on a plan of its own, not its parent's.
    expect(row.fileKey).not.toBe((await rowOf(parent.id)).fileKey);
    expect(row.zipNames).toMatchObject({ projectName: 'grow-me' });
    const spec = { projectName: 'grow-me', framework: 'gin' as const, features: child.adjusted_features, requested: child.features };
    expect(bytesEqual(await keptZip(childId), await generateProjectZip(spec))).toBe(true);
    // The list shows the link too.
    const listed = (await listAs(owner.token, { search: 'grow-me' })).projects.find((p) => p.id === childId);
    expect(listed).toMatchObject({ parent_project_id: parent.id, parent_project_name: 'grow-me', parent_project_created_at: parent.created_at });
  });

  it('answers the new zip for format zip', async () => {
    const parent = await created(owner.token, 'grow-zip', 'echo', ['redis']);
    const res = await grow(parent.id, { features: ['redis', 'docker'], format: 'zip' }, owner.token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="grow-zip.zip"');
    const zip = new Uint8Array(await res.arrayBuffer());
    const child = await itemOf(res.headers.get('x-project-id')!);
    expect(child).toMatchObject({ parent_project_id: parent.id, features: ['redis', 'docker'] });
    expect(bytesEqual(zip, await generateProjectZip({ projectName: 'grow-zip', framework: 'echo', features: child.adjusted_features }))).toBe(true);
    expect(bytesEqual(await keptZip(child.id), zip)).toBe(true);
  });

  it('answers 404 for another user’s project or an unknown id, 401 for a guest', async () => {
    const theirs = await created(stranger.token, 'not-yours', 'gin', ['postgresql']);
    const body = { features: ['postgresql', 'docker'], format: 'patch' };
    const other = await grow(theirs.id, body, owner.token);
    expect(other.status).toBe(404);
    expect((await other.json()).code).toBe('PROJECT_NOT_FOUND');
    expect((await grow('00000000-0000-4000-8000-000000000000', body, owner.token)).status).toBe(404);
    const guest = await grow(theirs.id, body);
    expect(guest.status).toBe(401);
    const rows = await (await getDb()).select().from(generations).where(eq(generations.parentProjectId, theirs.id));
    expect(rows).toEqual([]);
  });

  it('refuses an invalid feature, naming the side: to', async () => {
    const parent = await created(owner.token, 'grow-bad', 'gin', ['postgresql']);
    const res = await grow(parent.id, { features: ['postgresql', 'no-such-feature'], format: 'patch' }, owner.token);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toMatch(/^to: /);
    expect(body.message).toContain('no-such-feature');
    expect(body.details.to.validation_result.is_valid).toBe(false);
    expect(documented('/api/history/{id}/grow', 'post', 400).safeParse(body).success).toBe(true);

    const conflict = await grow(parent.id, { features: ['postgresql', 'mysql'], format: 'patch' }, owner.token);
    expect(conflict.status).toBe(400);
    expect((await conflict.json()).message).toMatch(/^to: /);
  });

  it('refuses the same configuration', async () => {
    const parent = await created(owner.token, 'grow-same', 'gin', ['postgresql']);
    // env is always added: the same project.
    for (const features of [['postgresql'], ['env', 'postgresql']]) {
      const res = await grow(parent.id, { features, format: 'patch' }, owner.token);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ message: 'Nothing to add: the configuration is the same', code: 'SAME_CONFIGURATION' });
      expect(documented('/api/history/{id}/grow', 'post', 400).safeParse(body).success).toBe(true);
    }
  });
});

describe('POST /api/history/{id}/grow with a changed model', () => {
  const FEATURES = ['postgresql', 'migrations'];
  const SHELF = [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }] }];
  const WITH_ISBN = [{ name: 'book', fields: [...SHELF[0].fields, { name: 'isbn', type: 'string', unique: true }] }];

  it('answers a patch with the new field that git apply -3 merges with the user’s own edit, refuses an invalid model, and goes back to the notes', async () => {
    await generateAs(owner.token, { projectName: 'grow-model', framework: 'chi', features: FEATURES, resources: SHELF });
    const parent = await itemOf((await listAs(owner.token, { search: 'grow-model' })).projects[0].id);
    expect(parent.resources).toEqual(SHELF);

    // Only the model changes: the features are the project's own.
    const res = await grow(parent.id, { features: FEATURES, format: 'patch', resources: WITH_ISBN }, owner.token);
    expect(res.status, await res.clone().text()).toBe(200);
    const patch = await res.text();
    const side = { projectName: 'grow-model', framework: 'chi', features: FEATURES };
    expect(patch).toBe((await diffConfigurations({ from: { ...side, resources: SHELF }, to: { ...side, resources: WITH_ISBN } })).patch);
    expect(patch).toMatch(/^\+.*isbn/m);
    // A deployed database has the first migration applied: it stays as it was, and the new field is a migration of its own.
    expect(patch).not.toContain('diff --git a/migrations/0001_create_resources.up.sql');
    expect(patch).toContain('diff --git a/migrations/0003_add_isbn_to_book.up.sql b/migrations/0003_add_isbn_to_book.up.sql\nnew file mode 100644');
    expect(patch).toContain('+ALTER TABLE books ADD COLUMN isbn VARCHAR(255) NULL;');
    const childId = res.headers.get('x-project-id')!;
    expect(await itemOf(childId)).toMatchObject({ parent_project_id: parent.id, resources: WITH_ISBN });
    expect((await rowOf(childId)).modelHistory).toEqual([SHELF]);
    // Its details carry the history: growing it again numbers the next migration after this one.
    expect(await itemOf(childId)).toMatchObject({ model_history: [SHELF] });

    // The user's copy, with a line of their own in a file the patch changes: the three-way apply keeps both.
    const dir = path.join(work, 'grow-model');
    commitTree(dir, await zipTree(await keptZip(parent.id), 'grow-model'));
    const edited = 'internal/books/books.go';
    const userLine = '// Our own note: books are shelved by title.\n';
    fs.writeFileSync(path.join(dir, edited), userLine + fs.readFileSync(path.join(dir, edited), 'utf8'));
    expect(git(dir, ['commit', '-q', '-am', 'our note']).code).toBe(0);
    const applied = git(dir, ['apply', '-3'], patch);
    expect(applied.code, applied.output).toBe(0);
    // The grown project as stored, with the user's line on top of the changed file.
    const expected = await zipTree(await keptZip(childId), 'grow-model');
    const grownFile = expected.get(edited)!;
    expect(grownFile.bytes.toString('utf8')).toMatch(/isbn/i);
    expected.set(edited, { ...grownFile, bytes: Buffer.concat([Buffer.from(userLine), grownFile.bytes]) });
    expect(compareTrees(readTree(dir), expected)).toEqual([]);

    // A model validation refuses: 400 naming the field, and nothing recorded.
    const reserved = [{ name: 'book', fields: [...SHELF[0].fields, { name: 'func', type: 'string' }] }];
    const refused = await grow(childId, { features: FEATURES, format: 'patch', resources: reserved }, owner.token);
    expect(refused.status).toBe(400);
    const refusal = await refused.json();
    expect(refusal.message).toMatch(/^to: /);
    expect(refusal.details.to.validation_result.errors).toContainEqual(expect.objectContaining({ error_code: 'RESERVED_NAME', resource: 'book', field: 'func' }));
    expect(documented('/api/history/{id}/grow', 'post', 400).safeParse(refusal).success).toBe(true);
    expect(await (await getDb()).select().from(generations).where(eq(generations.parentProjectId, childId))).toEqual([]);

    // The model removed: the patch takes the project back to the notes example.
    const back = await grow(childId, { features: FEATURES, format: 'patch', resources: [] }, owner.token);
    expect(back.status, await back.clone().text()).toBe(200);
    const backPatch = await back.text();
    expect(backPatch).toContain('diff --git a/internal/books/books.go b/internal/books/books.go\ndeleted file mode 100644');
    expect(backPatch).toContain('diff --git a/migrations/0001_create_notes.up.sql b/migrations/0001_create_notes.up.sql\nnew file mode 100644');
    expect(await itemOf(back.headers.get('x-project-id')!)).toMatchObject({ parent_project_id: childId, has_resources: false, resources: null });
  });
});

// ---------------------------------------------------------------------------------------------------
// Upgrade

/** The zip as an older generator might have made it: a file edited, one missing, one the generator no longer writes. */
async function olderZip(zip: Uint8Array, projectName: string): Promise<Uint8Array> {
  const archive = await JSZip.loadAsync(zip);
  const readme = archive.file(`${projectName}/README.md`)!;
  const text = await readme.async('string');
  const lines = text.split('\n');
  lines.splice(3, 1, 'A line an older generator wrote.');
  archive.file(`${projectName}/README.md`, lines.join('\n'), { unixPermissions: 0o100644 });
  const gone = Object.keys(archive.files).find((n) => n.endsWith('/.env.example'))!;
  archive.remove(gone);
  archive.file(`${projectName}/internal/legacy/legacy.go`, 'package legacy\n\n// Old is what older projects had.\nconst Old = true\n', { unixPermissions: 0o100644 });
  return archive.generateAsync({ type: 'uint8array', platform: 'UNIX', compression: 'DEFLATE' });
}

describe('GET /api/history/{id}/upgrade', () => {
  it('answers the patch that turns the stored zip into today’s generation, byte for byte', async () => {
    const item = await created(owner.token, 'upgrade-me', 'gin', ['postgresql', 'gorm', 'docker', 'makefile']);
    const current = await keptZip(item.id);
    // A zip an older generator made, kept before plans: the project's own file in storage.
    const stored = await olderZip(current, 'upgrade-me');
    const ownKey = `projects/${item.id}/${crypto.randomUUID()}.zip`;
    await getStorage().put(ownKey, stored);
    const db = await getDb();
    await db.update(generations).set({ fileKey: ownKey, zipNames: null, generatorVersion: '000000000000' }).where(eq(generations.id, item.id));
    expect(await itemOf(item.id)).toMatchObject({ generator_version: '000000000000', can_upgrade: true });

    const res = await upgrade(item.id, owner.token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/x-diff');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="upgrade-me-upgrade.patch"');
    expect(res.headers.get('x-upgrade-status')).toBe('available');
    const patch = await res.text();
    expect(patch).toContain('diff --git a/README.md b/README.md');
    expect(patch).toContain('deleted file mode 100644');

    const dir = path.join(work, 'upgrade-me');
    commitTree(dir, await zipTree(stored, 'upgrade-me'));
    const applied = git(dir, ['apply'], patch);
    expect(applied.code, applied.output).toBe(0);
    const today = await generateProjectZip({ projectName: 'upgrade-me', framework: 'gin', features: item.adjusted_features, requested: item.features });
    expect(bytesEqual(today, current)).toBe(true);
    expect(compareTrees(readTree(dir), await zipTree(today, 'upgrade-me'))).toEqual([]);
    // Still not upgraded: the stored zip is the old one.
    expect((await itemOf(item.id)).can_upgrade).toBe(true);
  });

  it('answers an empty body with X-Upgrade-Status: up-to-date when nothing differs', async () => {
    const item = await created(owner.token, 'upgrade-none', 'fiber', ['sqlite']);
    const res = await upgrade(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upgrade-status')).toBe('up-to-date');
    expect(await res.text()).toBe('');

    // An older version whose zip did not change: up to date, and recorded as today's from then on.
    await (await getDb()).update(generations).set({ generatorVersion: null }).where(eq(generations.id, item.id));
    expect(await itemOf(item.id)).toMatchObject({ generator_version: null, can_upgrade: true });
    const again = await upgrade(item.id, owner.token);
    expect(again.headers.get('x-upgrade-status')).toBe('up-to-date');
    expect(await again.text()).toBe('');
    expect(await itemOf(item.id)).toMatchObject({ generator_version: generatorVersion(), can_upgrade: false });
  });

  it('answers 410 FILE_EXPIRED when the stored zip is gone', async () => {
    const item = await created(owner.token, 'upgrade-expired', 'gin', ['postgresql']);
    await (await getDb())
      .update(generations)
      .set({ zipFileStatus: 'expired', fileKey: null, fileStoredAt: null, generatorVersion: null })
      .where(eq(generations.id, item.id));
    expect((await itemOf(item.id)).can_upgrade).toBe(false);
    const res = await upgrade(item.id, owner.token);
    expect(res.status).toBe(410);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'FILE_EXPIRED', message: 'An upgrade needs the stored zip, which has expired. Regenerate the project instead.' });
    expect(documented('/api/history/{id}/upgrade', 'get', 410).safeParse(body).success).toBe(true);
  });

  it('answers 404 for another user’s project and 401 for a guest', async () => {
    const theirs = await created(stranger.token, 'upgrade-theirs', 'gin', ['postgresql']);
    const res = await upgrade(theirs.id, owner.token);
    expect(res.status).toBe(404);
    expect((await upgrade(theirs.id)).status).toBe(401);
  });
});

describe('GET /api/history/cache-info', () => {
  it('names today’s generator version', async () => {
    const res = await history.cacheInfo(owner.token);
    expect((await res.json()).generator_version).toBe(generatorVersion());
  });
});

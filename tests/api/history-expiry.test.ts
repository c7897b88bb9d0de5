// Retention: the maintenance job expires old zips (410 FILE_EXPIRED on download), regeneration makes
// them available again, and stored plans no project points to are removed once unused for a day; the
// cron trigger and the admin status of maintenance.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { GET as statusRoute } from '@/app/api/maintenance/status/route';
import { GET as runGetRoute, POST as runRoute } from '@/app/api/maintenance/run/route';
import { isPlanKey } from '@/lib/generator';
import { runMaintenance } from '@/lib/maintenance';
import { getStorage } from '@/lib/storage';
import { createVerifiedUser, uniqueEmail } from '../utils/auth';
import { BASE } from '../utils/http';
import { bytesEqual, generateAs, history, listAs, projectNamed, rowOf } from '../utils/history';

const { generations, storedFiles, maintenanceJobs, zipPlans } = schema;
const CRON_SECRET = 'cron-secret-for-tests-0123456789';
const adminEmail = uniqueEmail('admin');
const DAY = 86_400_000;

// Read by the configuration on first use in this file.
process.env.CRON_SECRET = CRON_SECRET;
process.env.ADMIN_EMAILS = adminEmail;
process.env.FILE_RETENTION_DAYS = '7';

let user: Awaited<ReturnType<typeof createVerifiedUser>>;
let admin: Awaited<ReturnType<typeof createVerifiedUser>>;

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
const run = (token?: string, method: 'POST' | 'GET' = 'POST') =>
  (method === 'POST' ? runRoute : runGetRoute)(new Request(`${BASE}/api/maintenance/run`, { method, headers: bearer(token) }), {});
const status = (token?: string) => statusRoute(new Request(`${BASE}/api/maintenance/status`, { headers: bearer(token) }), {});

async function storedCount(id: string) {
  const db = await getDb();
  return (await db.select().from(storedFiles).where(like(storedFiles.key, `projects/${id}/%`))).length;
}

/** The stored plans zip_plans knows among `keys`. */
async function knownPlans(keys: string[]) {
  const db = await getDb();
  return db.select().from(zipPlans).where(inArray(zipPlans.key, keys));
}

/** The counts of a file_cleanup run that ran and succeeded. */
function cleanupCounts(run: Awaited<ReturnType<typeof runMaintenance>>) {
  const out = run.file_cleanup;
  expect(out).toMatchObject({ ran: true, ok: true });
  if (!out?.ran || !out.ok) throw new Error('file_cleanup did not run');
  return out.counts;
}

beforeAll(async () => {
  [user, admin] = await Promise.all([createVerifiedUser(), createVerifiedUser(adminEmail)]);
  expect(admin.user.role).toBe('admin');
});

describe('expiry and regeneration', () => {
  it('expires files after the retention period (moved clock): 410, then regenerate brings the same bytes back', async () => {
    const specs = [
      { projectName: 'old-one', framework: 'gin', features: ['postgresql'] },
      { projectName: 'old-two', framework: 'echo', features: ['docker'] },
    ];
    const zips = [];
    for (const s of specs) zips.push(await generateAs(user.token, s));
    const page = await listAs(user.token, { search: 'old-', sort_by: 'project_name', sort_order: 'asc' });
    const [one, two] = page.projects;
    expect(one.zip_file_status).toBe('available');
    expect(Date.parse(one.file_expires_at!) - Date.parse(one.created_at)).toBeGreaterThan(7 * DAY - 60_000);
    const planKeys = [(await rowOf(one.id)).fileKey!, (await rowOf(two.id)).fileKey!];
    expect(planKeys.every(isPlanKey)).toBe(true);
    expect(planKeys[0]).not.toBe(planKeys[1]);
    const planBytes = (await knownPlans(planKeys)).reduce((n, p) => n + p.size, 0);

    // Six days on: nothing expires yet, and the plans the projects point to stay.
    cleanupCounts(await runMaintenance({ now: new Date(Date.now() + 6 * DAY), jobs: ['file_cleanup'] }));
    expect((await listAs(user.token, { search: 'old-', status: 'available' })).total).toBe(2);
    expect(await knownPlans(planKeys)).toHaveLength(2);

    // Eight days on: both expire. Their plans then have no project and were unused for longer than a day:
    // the same run removes them, and their bytes go.
    const later = cleanupCounts(await runMaintenance({ now: new Date(Date.now() + 8 * DAY), jobs: ['file_cleanup'] }));
    expect(later.processed).toBeGreaterThanOrEqual(2);
    expect(later.plans_removed).toBeGreaterThanOrEqual(2);
    expect(later.freed_bytes).toBeGreaterThanOrEqual(planBytes);
    const expired = await listAs(user.token, { search: 'old-', status: 'expired', sort_by: 'project_name', sort_order: 'asc' });
    expect(expired.projects.map((p) => p.project_name)).toEqual(['old-one', 'old-two']);
    expect(expired.projects[0]).toMatchObject({ can_download: false, can_regenerate: true, file_expires_at: null });
    expect(await rowOf(one.id)).toMatchObject({ fileKey: null, fileStoredAt: null });
    expect(await knownPlans(planKeys)).toEqual([]);
    for (const key of planKeys) expect(await getStorage().get(key)).toBeNull();

    const gone = await history.download(one.id, user.token);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({
      type: 'GONE',
      code: 'FILE_EXPIRED',
      message: 'This project file has expired. You can regenerate it.',
    });

    const regen = await history.regenerate(one.id, user.token);
    expect(regen.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await regen.arrayBuffer()), zips[0])).toBe(true);
    const back = await (await history.get(one.id, user.token)).json();
    expect(back).toMatchObject({ zip_file_status: 'available', can_download: true });
    // Back on the same plan, stored again.
    expect((await rowOf(one.id)).fileKey).toBe(planKeys[0]);
    expect(await getStorage().get(planKeys[0])).not.toBeNull();
    const dl = await history.download(one.id, user.token);
    expect(dl.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), zips[0])).toBe(true);
    // The other one stays expired.
    expect((await history.download(two.id, user.token)).status).toBe(410);
  });

  it('expires a zip kept before plans by deleting its own file', async () => {
    const zip = await generateAs(user.token, { projectName: 'own-old', framework: 'chi', features: ['websocket'] });
    const item = await projectNamed(user.token, 'own-old');
    const key = `projects/${item.id}/${crypto.randomUUID()}.zip`;
    await getStorage().put(key, zip);
    const db = await getDb();
    await db.update(generations).set({ fileKey: key, zipNames: null, fileStoredAt: new Date(Date.now() - 8 * DAY) }).where(eq(generations.id, item.id));
    expect(await storedCount(item.id)).toBe(1);
    const counts = cleanupCounts(await runMaintenance({ jobs: ['file_cleanup'] }));
    expect(counts.processed).toBeGreaterThanOrEqual(1);
    expect(counts.freed_bytes).toBeGreaterThanOrEqual(zip.byteLength);
    expect(await rowOf(item.id)).toMatchObject({ zipFileStatus: 'expired', fileKey: null });
    expect(await storedCount(item.id)).toBe(0);
    expect((await history.download(item.id, user.token)).status).toBe(410);
  });

  it('counts retention from the last time the file was stored, not from creation', async () => {
    await generateAs(user.token, { projectName: 'renewed', framework: 'fiber' });
    const item = (await listAs(user.token, { search: 'renewed' })).projects[0];
    const db = await getDb();
    // Created ten days ago, regenerated just now: stays available.
    await db.update(generations).set({ createdAt: new Date(Date.now() - 10 * DAY), fileStoredAt: new Date(Date.now() - 10 * DAY) }).where(eq(generations.id, item.id));
    expect((await history.regenerate(item.id, user.token)).status).toBe(200);
    await runMaintenance({ jobs: ['file_cleanup'] });
    expect((await (await history.get(item.id, user.token)).json()).zip_file_status).toBe('available');
  });
});

describe('stored plans', () => {
  it('keeps a plan while a project points to it, and removes it once none does and it was unused for a day', async () => {
    // A selection no other test uses: only these two projects point to its plan.
    const spec = { framework: 'stdlib', features: ['kubernetes'] };
    await generateAs(user.token, { projectName: 'plan-user-a', ...spec });
    const zipB = await generateAs(user.token, { projectName: 'plan-user-b', ...spec });
    const a = await projectNamed(user.token, 'plan-user-a');
    const b = await projectNamed(user.token, 'plan-user-b');
    const key = (await rowOf(a.id)).fileKey!;
    expect((await rowOf(b.id)).fileKey).toBe(key);
    const twoDaysOn = () => runMaintenance({ now: new Date(Date.now() + 2 * DAY), jobs: ['file_cleanup'] });

    // Deleting a project leaves the plan to the other one, even once unused for longer than a day.
    expect((await history.delete(a.id, user.token)).status).toBe(200);
    cleanupCounts(await twoDaysOn());
    expect(await knownPlans([key])).toHaveLength(1);
    expect(await getStorage().get(key)).not.toBeNull();
    const dl = await history.download(b.id, user.token);
    expect(dl.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), zipB)).toBe(true);

    // Once the last one is deleted, a run within the day leaves the plan (a generation may point to it
    // again); a run a day later removes it.
    expect((await history.delete(b.id, user.token)).status).toBe(200);
    cleanupCounts(await runMaintenance({ now: new Date(Date.now() + 12 * 3_600_000), jobs: ['file_cleanup'] }));
    expect(await getStorage().get(key)).not.toBeNull();
    const swept = cleanupCounts(await twoDaysOn());
    expect(swept.plans_removed).toBeGreaterThanOrEqual(1);
    expect(await knownPlans([key])).toEqual([]);
    expect(await getStorage().get(key)).toBeNull();
  });
});

describe('POST /api/maintenance/run', () => {
  it('runs for the cron secret or an admin; 401 without or with a wrong bearer, 403 for other users', async () => {
    expect((await run()).status).toBe(401);
    expect((await run('wrong-secret-wrong-secret')).status).toBe(401);
    expect((await run(user.token)).status).toBe(403);

    await generateAs(user.token, { projectName: 'cron-target', framework: 'gin' });
    const item = (await listAs(user.token, { search: 'cron-target' })).projects[0];
    const db = await getDb();
    await db.update(generations).set({ fileStoredAt: new Date(Date.now() - 8 * DAY), createdAt: new Date(Date.now() - 8 * DAY) }).where(eq(generations.id, item.id));

    const res = await run(CRON_SECRET);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.file_cleanup).toMatchObject({ ran: true, ok: true });
    expect(body.file_cleanup.counts.processed).toBeGreaterThanOrEqual(1);
    expect(body.database_maintenance).toMatchObject({ ran: true, ok: true });
    expect((await (await history.get(item.id, user.token)).json()).zip_file_status).toBe('expired');
    expect((await history.download(item.id, user.token)).status).toBe(410);

    expect((await run(admin.token)).status).toBe(200);
    expect((await run(CRON_SECRET, 'GET')).status).toBe(200);
  });

  it('skips a job another instance holds, and takes it over once the lease has run out', async () => {
    const db = await getDb();
    await runMaintenance({ jobs: ['file_cleanup'] });
    await db.update(maintenanceJobs).set({ lockedBy: 'other-instance', lockedUntil: new Date(Date.now() + 60_000) }).where(eq(maintenanceJobs.name, 'file_cleanup'));
    const skipped = await runMaintenance({ jobs: ['file_cleanup'] });
    expect(skipped.file_cleanup).toEqual({ ran: false, reason: 'locked' });
    const st = await (await status(admin.token)).json();
    expect(st.file_cleanup.in_progress).toBe(true);
    await db.update(maintenanceJobs).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(maintenanceJobs.name, 'file_cleanup'));
    expect((await runMaintenance({ jobs: ['file_cleanup'] })).file_cleanup).toMatchObject({ ran: true, ok: true });
  });
});

describe('GET /api/maintenance/status', () => {
  it('is for admins only', async () => {
    expect((await status()).status).toBe(401);
    expect((await status(user.token)).status).toBe(403);
    expect((await status(CRON_SECRET)).status).toBe(401);
  });

  it('reports both jobs with their configuration, last runs and storage figures', async () => {
    await runMaintenance();
    const res = await status(admin.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    for (const job of ['database_maintenance', 'file_cleanup']) {
      expect(body[job]).toMatchObject({
        running: true,
        config: { maintenance_interval: 60, cleanup_batch_size: 100, enable_scheduling: true },
        in_progress: false,
        last_succeeded: true,
        last_error: null,
      });
      expect(Date.now() - Date.parse(body[job].last_run_at)).toBeLessThan(60_000);
      expect(body[job].runs).toBeGreaterThanOrEqual(1);
      expect(typeof body[job].last_result.processed).toBe('number');
    }
    expect(body.file_cleanup).toMatchObject({ retention_days: 7, storage_backend: 'database', pending_expiry: 0 });
    expect(body.file_cleanup.files_stored).toBeGreaterThanOrEqual(1);
    expect(body.file_cleanup.bytes_stored).toBeGreaterThan(0);
    // The available projects point to plans in storage.
    expect(body.file_cleanup.plans_stored).toBeGreaterThanOrEqual(1);
    expect(body.file_cleanup.plan_bytes).toBeGreaterThan(0);
    expect(body.file_cleanup.expired_files).toBeGreaterThanOrEqual(2);
    expect(body.file_cleanup.total_processed).toBeGreaterThanOrEqual(3);
  });
});

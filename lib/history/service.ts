// The history of a signed-in user's projects: list, details, download, regenerate, duplicate, delete,
// statistics. Every function takes the caller's id and reaches only that user's rows: another user's
// project, an unknown id and a malformed id all look the same (404).
import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { isFramework } from '@/lib/catalogue/features';
import { projectNameError } from '@/lib/catalogue/project-name';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { getConfig } from '@/lib/config';
import { generateKeptZip, generatorVersion, implementedFeatureIds, isPlanKey, zipFromPlan, type ProjectSpec } from '@/lib/generator';
import { siteOf } from '@/lib/generation/request';
import { generatorSite } from '@/lib/site/site-address';
import { getStorage } from '@/lib/storage';
import { canonicalModel } from '@/lib/resources/canonical';
import { modelKey, modelOrNone } from '@/lib/resources/model';
import type { HistoryQuery } from './query';
import { isPlanStored, readPlan, storePlans } from './plans';
import { hasRoomFor, quotaBytes, quotaFullNotice, recordGeneration } from './record';
import { escapeLike, frameworkIdsSql, num, rowsOf } from './sql';
import type { CacheInfo, DashboardSummary, DuplicateResult, HistoryPage, HistoryProject, ProjectStats } from '@/lib/schemas/projects';

const { generations } = schema;
export type Row = typeof generations.$inferSelect;

const DAY_MS = 86_400_000;
const ACTIVITY_DAYS = 30;
const TOP_FEATURES = 5;
const RECENT_PROJECTS = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FILE_EXPIRED_MESSAGE = 'This project file has expired. You can regenerate it.';

// ---------------------------------------------------------------------------------------------------
// The item every call answers

export type HistoryItem = HistoryProject;

/**
 * Whether configurations with a model are valid, by framework, features and canonical model: a page of
 * the history lists up to 100 projects, and checking a large model again for each would cost
 * milliseconds apiece. The rules and the implemented features change only with a new deployment, so
 * an answer holds for the process; at most REGENERABLE_LIMIT are kept.
 */
const regenerableModels = new Map<string, boolean>();
const REGENERABLE_LIMIT = 1000;

/** The stored configuration (its model included) can be built again with today's catalogue and generator. */
function regenerable(row: Pick<Row, 'projectName' | 'framework' | 'adjustedFeatures' | 'resources'>, available: ReadonlySet<string>): boolean {
  if (projectNameError(row.projectName) || !isFramework(row.framework)) return false;
  const check = () => validateConfiguration({ framework: row.framework, features: row.adjustedFeatures, resources: row.resources }, available).is_valid;
  const model = modelKey(row.resources);
  if (model === '') return check();
  const key = `${row.framework}\n${row.adjustedFeatures.join(',')}\n${[...available].sort().join(',')}\n${model}`;
  let valid = regenerableModels.get(key);
  if (valid === undefined) {
    valid = check();
    regenerableModels.set(key, valid);
    if (regenerableModels.size > REGENERABLE_LIMIT) regenerableModels.delete(regenerableModels.keys().next().value!);
  }
  return valid;
}

/** What an item says of the project a row was grown from: only a project still in the same user's history. */
type Parents = ReadonlyMap<string, { userId: string | null; projectName: string; createdAt: Date }>;

interface ItemContext {
  available: ReadonlySet<string>;
  retentionDays: number;
  version: string;
  parents: Parents;
}

/** `withModel`: the item carries the project's resource model (details; lists leave it out, it can be large). */
function toItem(row: Row, ctx: ItemContext, withModel = false): HistoryItem {
  const stored = row.zipFileStatus === 'available' && row.fileStoredAt;
  const parent = row.parentProjectId ? ctx.parents.get(row.parentProjectId) : undefined;
  const linked = parent && row.userId && parent.userId === row.userId ? parent : undefined;
  const canRegenerate = regenerable(row, ctx.available);
  return {
    id: row.id,
    project_name: row.projectName,
    framework: row.framework,
    features: row.features,
    adjusted_features: row.adjustedFeatures,
    created_at: new Date(row.createdAt).toISOString(),
    generation_duration_ms: row.generationDurationMs,
    zip_file_size: row.zipFileSize,
    zip_file_status: row.zipFileStatus,
    can_download: row.zipFileStatus === 'available',
    can_regenerate: canRegenerate,
    file_expires_at: stored ? new Date(new Date(row.fileStoredAt!).getTime() + ctx.retentionDays * DAY_MS).toISOString() : null,
    generator_version: row.generatorVersion,
    parent_project_id: linked ? row.parentProjectId : null,
    parent_project_name: linked ? linked.projectName : null,
    parent_project_created_at: linked ? new Date(linked.createdAt).toISOString() : null,
    // An upgrade diffs the stored zip against today's generation of the same configuration: it needs both.
    can_upgrade: row.zipFileStatus === 'available' && canRegenerate && row.generatorVersion !== ctx.version,
    has_resources: row.resources !== null && row.resources.length > 0,
    ...(withModel ? { resources: row.resources && row.resources.length > 0 ? row.resources : null, model_history: row.modelHistory ?? [] } : {}),
  };
}

/** The items of `rows`, with their parents' names in one query. */
async function toItems(rows: Row[], withModel = false): Promise<HistoryItem[]> {
  const parentIds = [...new Set(rows.map((r) => r.parentProjectId).filter((id): id is string => !!id))];
  const parents = new Map<string, { userId: string | null; projectName: string; createdAt: Date }>();
  if (parentIds.length > 0) {
    const db = await getDb();
    const found = await db
      .select({ id: generations.id, userId: generations.userId, projectName: generations.projectName, createdAt: generations.createdAt })
      .from(generations)
      .where(inArray(generations.id, parentIds));
    for (const p of found) parents.set(p.id, { userId: p.userId, projectName: p.projectName, createdAt: p.createdAt });
  }
  const ctx: ItemContext = { available: implementedFeatureIds(), retentionDays: getConfig().FILE_RETENTION_DAYS, version: generatorVersion(), parents };
  return rows.map((r) => toItem(r, ctx, withModel));
}

const notFound = () => new AppError('NOT_FOUND', 'Project not found', 'PROJECT_NOT_FOUND');

/** The caller's project, or 404 (also for ids that are not UUIDs). */
export async function ownRow(userId: string, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------------
// List

export type { CacheInfo, DashboardSummary, DuplicateResult, HistoryPage, ProjectStats };

export type HistoryScope = { userId: string } | { allUsers: true };

function filters(scope: HistoryScope, q: HistoryQuery): SQL[] {
  const where: SQL[] = [];
  if ('userId' in scope) where.push(eq(generations.userId, scope.userId));
  if (q.search) where.push(ilike(generations.projectName, `%${escapeLike(q.search)}%`));
  const frameworks = [...new Set([...(q.framework ?? []), ...(q.frameworks ?? [])])];
  if (frameworks.length > 0) where.push(inArray(generations.framework, frameworks));
  if (q.features && q.features.length > 0) where.push(sql`${generations.adjustedFeatures} @> ${JSON.stringify(q.features)}::jsonb`);
  if (q.status) where.push(eq(generations.zipFileStatus, q.status));
  if (q.date_from) where.push(gte(generations.createdAt, new Date(q.date_from.start)));
  if (q.date_to) where.push(lt(generations.createdAt, new Date(q.date_to.end)));
  return where;
}

const SORT: Record<HistoryQuery['sort_by'], SQL> = {
  created_at: sql`${generations.createdAt}`,
  project_name: sql`lower(${generations.projectName})`,
  framework: sql`${generations.framework}`,
  zip_file_size: sql`${generations.zipFileSize}`,
};

/**
 * One page of projects. `scope` is the caller ({ userId }); `{ allUsers: true }` is there for the admin
 * project list (which must check the admin role before calling).
 */
export async function listProjects(scope: HistoryScope, q: HistoryQuery): Promise<HistoryPage> {
  const db = await getDb();
  const where = and(...filters(scope, q));
  const dir = q.sort_order === 'asc' ? asc : desc;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(generations).where(where),
    db
      .select()
      .from(generations)
      .where(where)
      .orderBy(dir(SORT[q.sort_by]), desc(generations.createdAt), desc(generations.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  return {
    projects: await toItems(rows),
    total_pages: Math.ceil(num(total) / q.page_size),
    page: q.page,
    total: num(total),
    page_size: q.page_size,
  };
}

// ---------------------------------------------------------------------------------------------------
// One project

/** One project with its resource model (null for the notes example). */
export async function getProject(userId: string, id: string): Promise<HistoryItem> {
  const [item] = await toItems([await ownRow(userId, id)], true);
  return item;
}

/**
 * Removes the project from the user's history and deletes its zip. The row stays, without its user, as an
 * anonymous generation (like a guest's) so platform counts do not shrink.
 */
export async function deleteProject(userId: string, id: string): Promise<{ id: string }> {
  if (!UUID.test(id)) throw notFound();
  const db = await getDb();
  const rows = await rowsOf<{ id: string; old_key: string | null }>(
    db,
    sql`with old as (
          select ${generations.id} as id, ${generations.fileKey} as file_key from ${generations}
          where ${generations.id} = ${id} and ${generations.userId} = ${userId} for update
        )
        update ${generations} g set user_id = null, zip_file_status = 'deleted', file_key = null, zip_names = null, file_stored_at = null, file_pending = false
        from old where g.id = old.id
        returning g.id as id, old.file_key as old_key`,
  );
  if (rows.length === 0) throw notFound();
  await dropFiles(rows.map((r) => r.old_key));
  return { id };
}

/** Deletes projects' own files; plans are shared, and removed by the maintenance job once unused. */
async function dropFiles(keys: (string | null)[]): Promise<void> {
  const present = keys.filter((k): k is string => !!k && !isPlanKey(k));
  if (present.length === 0) return;
  try {
    await getStorage().delete(present);
  } catch (err) {
    // The row no longer points at the file; the maintenance job sweeps such leftovers (database storage).
    console.error('Could not delete stored files', present, err);
  }
}

export interface ProjectFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The stored zip; 410 FILE_EXPIRED when it expired or is gone. */
export async function downloadProject(userId: string, id: string): Promise<ProjectFile> {
  const row = await ownRow(userId, id);
  if (row.zipFileStatus !== 'available' || !row.fileKey) throw fileGone(row.zipFileStatus);
  const bytes = await readStoredZip(row);
  if (!bytes) throw fileGone('deleted');
  return { fileName: `${row.projectName}.zip`, bytes };
}

/**
 * The bytes of an available row's zip: written from its plan with its names, or, kept before plans, its
 * own file. A zip whose plan is not in storage (still on its way: file_pending; or gone) is built again
 * from the row while that gives its bytes: pending, or made by today's generator (rebuildZip).
 * Otherwise null, and the row marked deleted, when storage no longer has them.
 */
export async function readStoredZip(row: Row): Promise<Uint8Array | null> {
  if (!row.fileKey) return null;
  if (isPlanKey(row.fileKey)) {
    const plan = row.zipNames && (await readPlan(row.fileKey));
    if (plan) return zipFromPlan(plan, row.zipNames!);
    if (row.generatorVersion === generatorVersion()) return rebuildZip(row);
  } else {
    const bytes = await getStorage().get(row.fileKey);
    if (bytes) return bytes;
  }
  if (row.filePending) return rebuildZip(row);
  // Missing from storage: say so from now on.
  await updateSameZip(row, { zipFileStatus: 'deleted', fileKey: null, zipNames: null, fileStoredAt: null, filePending: false });
  return null;
}

/**
 * Updates the row unless its zip moved on since it was read (another key): a late change must not undo
 * a newer one.
 */
async function updateSameZip(row: Row, set: Partial<typeof generations.$inferInsert>): Promise<void> {
  const db = await getDb();
  await db
    .update(generations)
    .set(set)
    .where(and(eq(generations.id, row.id), eq(generations.fileKey, row.fileKey!)));
}

/**
 * Settles a row whose zip write was not confirmed (the maintenance job, for rows pending longer than the
 * writer can take): confirms the zip when storage has it, and otherwise builds it again.
 */
export async function settlePendingZip(row: Row): Promise<'confirmed' | 'rebuilt' | 'failed'> {
  if (!row.fileKey) return 'failed';
  if (isPlanKey(row.fileKey) ? await isPlanStored(row.fileKey) : await getStorage().get(row.fileKey)) {
    await updateSameZip(row, { filePending: false });
    return 'confirmed';
  }
  return (await rebuildZip(row)) ? 'rebuilt' : 'failed';
}

/**
 * Builds a row's zip again and keeps it, its plan stored now: a pending row's, or one whose plan went
 * missing. With the generator that made the row these are its bytes (the same plan); after a new
 * generator was deployed they are today's, and a pending row says so. A configuration that can no longer
 * be built marks the row error. Null when there are no bytes.
 */
async function rebuildZip(row: Row): Promise<Uint8Array | null> {
  let spec: ProjectSpec;
  try {
    spec = specOf(row);
  } catch {
    await updateSameZip(row, { zipFileStatus: 'error', fileKey: null, zipNames: null, fileStoredAt: null, filePending: false });
    return null;
  }
  const { zip, plan, names } = await generateKeptZip(spec);
  await storePlans([plan], { recheck: true });
  const db = await getDb();
  // Unless the writer confirmed the row meanwhile, or the project changed.
  await db
    .update(generations)
    .set({ fileKey: plan.key, zipNames: names, filePending: false, zipFileSize: zip.byteLength, generatorVersion: generatorVersion() })
    .where(and(eq(generations.id, row.id), eq(generations.fileKey, row.fileKey!), eq(generations.filePending, true)));
  return zip;
}

function fileGone(status: string): AppError {
  if (status === 'error') {
    return new AppError('GONE', 'The file of this project could not be stored. You can regenerate it.', 'FILE_NOT_STORED', { zip_file_status: status });
  }
  return new AppError('GONE', FILE_EXPIRED_MESSAGE, 'FILE_EXPIRED', { zip_file_status: status });
}

export function specOf(row: Pick<Row, 'projectName' | 'framework' | 'features' | 'adjustedFeatures' | 'resources' | 'modelHistory'>, projectName = row.projectName): ProjectSpec {
  if (!regenerable({ ...row, projectName }, implementedFeatureIds())) {
    throw new AppError(
      'UNPROCESSABLE',
      'This project uses features the generator no longer offers, so it cannot be generated again.',
      'PROJECT_NOT_REGENERABLE',
    );
  }
  const model = modelOrNone(row.resources);
  return {
    projectName,
    framework: row.framework as ProjectSpec['framework'],
    features: row.adjustedFeatures,
    // As generate made it: gostarter.json records the features as chosen and the site.
    requested: row.features,
    ...(model ? { resources: canonicalModel(model) } : {}),
    ...(model && row.modelHistory?.length ? { modelHistory: row.modelHistory } : {}),
    ...siteOf(generatorSite()),
  };
}

/**
 * Builds the zip again from the stored configuration (the same bytes) and stores it: available again.
 * Past the storage quota the zip is answered but not kept (`notice` says so).
 */
export async function regenerateProject(userId: string, id: string): Promise<ProjectFile & { project: HistoryItem; notice?: string }> {
  const row = await ownRow(userId, id);
  const { zip: bytes, plan, names } = await generateKeptZip(specOf(row));
  const alreadyKept = row.zipFileStatus === 'available' ? row.zipFileSize : 0;
  if (!(await hasRoomFor(userId, bytes.byteLength - alreadyKept))) {
    return { fileName: `${row.projectName}.zip`, bytes, project: await getProject(userId, id), notice: quotaFullNotice() };
  }
  try {
    await storePlans([plan]);
  } catch (err) {
    console.error('Could not store the regenerated zip of project', row.id, err);
    throw new AppError('SERVER', 'The project was generated but could not be stored. Please try again.', 'STORAGE_FAILED');
  }
  const db = await getDb();
  const rows = await rowsOf<{ id: string; old_key: string | null }>(
    db,
    sql`with old as (
          select ${generations.id} as id, ${generations.fileKey} as file_key from ${generations}
          where ${generations.id} = ${row.id} and ${generations.userId} = ${userId} for update
        )
        update ${generations} g set zip_file_status = 'available', file_key = ${plan.key}, zip_names = ${JSON.stringify(names)}::jsonb,
          file_stored_at = now(), file_pending = false, zip_file_size = ${bytes.byteLength}, generator_version = ${generatorVersion()}
        from old where g.id = old.id
        returning g.id as id, old.file_key as old_key`,
  );
  // Deleted meanwhile.
  if (rows.length === 0) throw notFound();
  await dropFiles([rows[0].old_key]);
  return { fileName: `${row.projectName}.zip`, bytes, project: await getProject(userId, id) };
}

export const duplicateRequestSchema = z.object({
  original_project_id: z.string({ error: 'original_project_id is required' }).max(64),
  new_project_name: z.string({ error: 'new_project_name is required' }).max(256),
});
export type DuplicateRequest = z.infer<typeof duplicateRequestSchema>;


/** A new project with the original's framework and features under a new name, zip stored. */
export async function duplicateProject(userId: string, req: DuplicateRequest): Promise<DuplicateResult> {
  const nameProblem = projectNameError(req.new_project_name);
  if (nameProblem) {
    throw new AppError('VALIDATION', `Invalid project name: ${nameProblem}`, 'INVALID_PROJECT_NAME', { projectname: nameProblem });
  }
  const original = await ownRow(userId, req.original_project_id);
  const spec = specOf(original, req.new_project_name);
  const started = performance.now();
  const kept = await generateKeptZip(spec);
  const durationMs = Math.max(1, Math.round(performance.now() - started));
  const recorded = await recordGeneration({
    userId,
    projectName: spec.projectName,
    framework: spec.framework,
    features: original.features,
    adjustedFeatures: spec.features,
    resources: spec.resources,
    modelHistory: spec.modelHistory,
    durationMs,
    kept,
  });
  return {
    duplicate_config: {
      project_name: spec.projectName,
      framework: spec.framework,
      features: original.features,
      adjusted_features: spec.features,
      resources: spec.resources ?? null,
    },
    project: await getProject(userId, recorded.id),
    ...(recorded.notice ? { storage_notice: recorded.notice } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Statistics, dashboard, storage figures


const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function projectStats(userId: string, now = new Date()): Promise<ProjectStats> {
  const db = await getDb();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = today - (ACTIVITY_DAYS - 1) * DAY_MS;
  const [frameworkRows, featureRows, activityRows] = await Promise.all([
    db
      .select({ framework: generations.framework, count: sql<number>`count(*)::int` })
      .from(generations)
      .where(eq(generations.userId, userId))
      .groupBy(generations.framework)
      .orderBy(desc(sql`count(*)`), asc(generations.framework)),
    rowsOf<{ feature: string; count: number }>(
      db,
      sql`select f as feature, count(*)::int as count
          from ${generations}, jsonb_array_elements_text(${generations.features}) as f
          where ${generations.userId} = ${userId} and f not in (${frameworkIdsSql()})
          group by f order by count(*) desc, f asc limit ${TOP_FEATURES}`,
    ),
    rowsOf<{ day: string; count: number }>(
      db,
      sql`select to_char(${generations.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
          from ${generations}
          where ${generations.userId} = ${userId} and ${generations.createdAt} >= ${new Date(since).toISOString()}::timestamptz
          group by day`,
    ),
  ]);
  const byDay = new Map(activityRows.map((r) => [r.day, num(r.count)]));
  const framework_distribution = Object.fromEntries(frameworkRows.map((r) => [r.framework, num(r.count)]));
  return {
    total_projects: frameworkRows.reduce((n, r) => n + num(r.count), 0),
    most_used_framework: frameworkRows[0]?.framework ?? null,
    most_used_features: featureRows.map((r) => r.feature),
    feature_usage: featureRows.map((r) => ({ feature: r.feature, count: num(r.count) })),
    framework_distribution,
    recent_activity: Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
      const date = isoDay(since + i * DAY_MS);
      return { date, count: byDay.get(date) ?? 0 };
    }),
  };
}


async function fileFigures(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      available: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'available')::int`,
      bytes: sql<number>`coalesce(sum(${generations.zipFileSize}) filter (where ${generations.zipFileStatus} = 'available'), 0)::float8`,
      expired: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'expired')::int`,
      deleted: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'deleted')::int`,
      error: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'error')::int`,
      oldest: sql<string | null>`min(${generations.fileStoredAt}) filter (where ${generations.zipFileStatus} = 'available')`,
      last7: sql<number>`count(*) filter (where ${generations.createdAt} >= now() - interval '7 days')::int`,
      last30: sql<number>`count(*) filter (where ${generations.createdAt} >= now() - interval '30 days')::int`,
    })
    .from(generations)
    .where(eq(generations.userId, userId));
  return row;
}

export async function cacheInfo(userId: string): Promise<CacheInfo> {
  const f = await fileFigures(userId);
  const retention = getConfig().FILE_RETENTION_DAYS;
  return {
    storage_backend: getStorage().backend,
    retention_days: retention,
    quota_bytes: quotaBytes(),
    files_stored: num(f.available),
    bytes_stored: num(f.bytes),
    expired_files: num(f.expired),
    deleted_files: num(f.deleted),
    error_files: num(f.error),
    next_expiry_at: f.oldest ? new Date(new Date(f.oldest).getTime() + retention * DAY_MS).toISOString() : null,
    generator_version: generatorVersion(),
  };
}


export async function dashboardSummary(userId: string): Promise<DashboardSummary> {
  const db = await getDb();
  const [f, recent, top] = await Promise.all([
    fileFigures(userId),
    db.select().from(generations).where(eq(generations.userId, userId)).orderBy(desc(generations.createdAt), desc(generations.id)).limit(RECENT_PROJECTS),
    db
      .select({ framework: generations.framework })
      .from(generations)
      .where(eq(generations.userId, userId))
      .groupBy(generations.framework)
      .orderBy(desc(sql`count(*)`), asc(generations.framework))
      .limit(1),
  ]);
  return {
    total_projects: num(f.total),
    projects_last_7_days: num(f.last7),
    projects_last_30_days: num(f.last30),
    available_files: num(f.available),
    expired_files: num(f.expired),
    storage_used_bytes: num(f.bytes),
    retention_days: getConfig().FILE_RETENTION_DAYS,
    most_used_framework: top[0]?.framework ?? null,
    recent_projects: await toItems(recent),
  };
}

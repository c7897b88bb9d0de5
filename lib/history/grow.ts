// Growing a project (POST /api/history/{id}/grow): the same project with other features, recorded as a new
// project linked to the one it grew from, answered as the patch between the two or as the new zip. And
// upgrading one (GET /api/history/{id}/upgrade): the patch from the zip the user downloaded, as stored, to
// what today's generator makes of the same configuration.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { toProjectSpec } from '@/lib/generation';
import { historyAfter } from '@/lib/generation/request';
import { compareProjects } from '@/lib/generation/compare';
import { projectFiles, zipProjectFiles } from '@/lib/generation/project-files';
import { diffProjectsInSlices } from '@/lib/generation/diff';
import { generateKeptZip, generatorVersion, type ProjectSpec } from '@/lib/generator';
import { nextTurn, runHeavy } from '@/lib/heavy-work';
import { modelKey, type ResourceModel } from '@/lib/resources/model';
import { resourcesSchema } from '@/lib/resources/schema';
import { recordGeneration } from './record';
import { ownRow, readStoredZip, specOf } from './service';

const { generations } = schema;

export const growRequestSchema = z.object({
  features: z.array(z.string().max(64), { error: 'features must be a list of feature ids' }).max(100),
  format: z.enum(['patch', 'zip'], { error: 'format must be patch or zip' }).default('patch'),
  allowDataLoss: z.boolean().optional().describe('Accept a change of model that loses data (DATA_LOSS names what)'),
  resources: resourcesSchema
    .optional()
    .describe("The grown project's resources: absent keeps the project's own, an empty list goes back to the notes example"),
});
export type GrowRequest = z.infer<typeof growRequestSchema>;

export interface GrownProject {
  /** The new project's id in the history. */
  id: string;
  fileName: string;
  /** The answer: the new zip (format zip) or the patch from the project to it (format patch). */
  file: { zip: Uint8Array } | { patch: string };
  /** Why the new zip was not kept (storage quota full). */
  notice?: string;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The grown configuration, checked as generate checks a body; a refusal is named `to: ` as the diff names its sides. */
function grownSpec(from: ProjectSpec, features: string[], resources: ResourceModel | undefined, allowDataLoss: boolean | undefined): ProjectSpec {
  try {
    const modelHistory = historyAfter(from, resources);
    return toProjectSpec({ projectName: from.projectName, framework: from.framework, features, resources, modelHistory, allowDataLoss }).spec;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    throw new AppError('VALIDATION', `to: ${err.message}`, err.code, { to: { code: err.code, message: err.message, details: err.details ?? null, ...err.extra } });
  }
}

export async function growProject(userId: string, id: string, req: GrowRequest): Promise<GrownProject> {
  const row = await ownRow(userId, id);
  const from = specOf(row);
  const to = grownSpec(from, req.features, req.resources ?? from.resources, req.allowDataLoss);
  if (sameSet(from.features, to.features) && modelKey(from.resources) === modelKey(to.resources)) {
    throw new AppError('VALIDATION', 'Nothing to add: the configuration is the same', 'SAME_CONFIGURATION', { features: to.features });
  }
  // The patch first: when the heavy-work pool refuses it (503), nothing is recorded.
  const patch = req.format === 'patch' ? (await compareProjects(from, to)).patch : undefined;
  const started = performance.now();
  const kept = await generateKeptZip(to);
  const durationMs = Math.max(1, Math.round(performance.now() - started));
  const recorded = await recordGeneration({
    userId,
    projectName: to.projectName,
    framework: to.framework,
    features: req.features,
    adjustedFeatures: to.features,
    resources: to.resources,
    modelHistory: to.modelHistory,
    durationMs,
    kept,
    parentProjectId: row.id,
  });
  if (patch === undefined) return { id: recorded.id, fileName: `${to.projectName}.zip`, file: { zip: kept.zip }, notice: recorded.notice };
  return { id: recorded.id, fileName: `${to.projectName}.patch`, file: { patch }, notice: recorded.notice };
}

const UPGRADE_NEEDS_ZIP = 'An upgrade needs the stored zip, which has expired. Regenerate the project instead.';

export interface UpgradePatch {
  fileName: string;
  /** Empty when the stored zip already is what today's generator makes. */
  patch: string;
}

export async function upgradeProject(userId: string, id: string): Promise<UpgradePatch> {
  const row = await ownRow(userId, id);
  const gone = (status: string) => new AppError('GONE', UPGRADE_NEEDS_ZIP, 'FILE_EXPIRED', { zip_file_status: status });
  if (row.zipFileStatus !== 'available' || !row.fileKey) throw gone(row.zipFileStatus);
  const spec = specOf(row);
  const fileKey = row.fileKey;
  // Heavy work (lib/heavy-work): the same upgrade asked again while it runs is computed once.
  const patch = await runHeavy(`upgrade:${row.id}:${fileKey}`, async () => {
    const stored = await readStoredZip(row);
    if (!stored) throw gone('deleted');
    const before = await zipProjectFiles(stored, row.projectName);
    await nextTurn();
    const after = await projectFiles(spec);
    await nextTurn();
    const { patch } = await diffProjectsInSlices(before, after);
    if (!patch && row.generatorVersion !== generatorVersion()) {
      // The stored zip is today's project: it no longer needs an upgrade (can_upgrade turns false).
      const db = await getDb();
      await db
        .update(generations)
        .set({ generatorVersion: generatorVersion() })
        .where(and(eq(generations.id, row.id), eq(generations.fileKey, fileKey)));
    }
    return patch;
  });
  return { fileName: `${row.projectName}-upgrade.patch`, patch };
}

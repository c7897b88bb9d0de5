// The difference between two configurations, as POST /api/v1/generate/diff, the MCP diff tool and the
// command line answer it: each side checked exactly as generate checks its request (a refused side is
// named), both projects generated, then compared. Pure: the comparison's scheduling is the caller's.
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import type { ProjectSpec } from '@/lib/generator';
import type { DiffResponse, ModelChangeReport } from '@/lib/schemas/generation';
import type { ProjectDiff } from './diff';
import { modelChangeOf } from './model-change';
import { generateRequestSchema, historyAfter, specFromRequest } from './request';

const SIDES = ['from', 'to'] as const;
export type Side = (typeof SIDES)[number];

/** The POST body as documented; each side is checked on its own (checkSides), so its errors can name it. */
export const diffRequestSchema = z.object({
  from: generateRequestSchema.describe('The configuration the project was generated from'),
  to: generateRequestSchema.describe('The configuration to move to'),
});

interface SideError {
  code: string;
  message: string;
  details: unknown;
  validation_result?: unknown;
}

/**
 * Both sides checked with generate's schema and validation. A refused side is named: the message is
 * prefixed `from: ` / `to: ` and details are keyed by side, both sides' problems in one answer.
 */
function checkSides(body: unknown, site: string | undefined): Record<Side, ProjectSpec> {
  const raw = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const specs: Partial<Record<Side, ProjectSpec>> = {};
  const errors: Partial<Record<Side, SideError>> = {};
  for (const side of SIDES) {
    try {
      let value = raw[side];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        const message = `${side} must be an object: { projectName, framework, features }`;
        throw new AppError('VALIDATION', `Invalid request: ${message}`, 'INVALID_REQUEST', [{ field: side, message }]);
      }
      // The project grows from `from`: its model, if `to` changes it, joins the history of its migrations.
      if (side === 'to' && specs.from) value = { ...value, modelHistory: historyAfter(specs.from, (value as { resources?: unknown }).resources) };
      const parsed = generateRequestSchema.safeParse(value);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
        throw new AppError('VALIDATION', `Invalid request: ${details[0].field}: ${details[0].message}`, 'INVALID_REQUEST', details);
      }
      specs[side] = specFromRequest(parsed.data, site).spec;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors[side] = { code: err.code, message: err.message, details: err.details ?? null, ...err.extra };
    }
  }
  const refused = SIDES.filter((s) => errors[s]);
  if (refused.length > 0) {
    const message = refused.map((s) => `${s}: ${errors[s]!.message}`).join('; ');
    throw new AppError('VALIDATION', message, errors[refused[0]]!.code, errors);
  }
  return specs as Record<Side, ProjectSpec>;
}

export interface ConfigurationDiff {
  answer: DiffResponse;
  patch: string;
  /** The `to` project's name: the patch downloads as `<name>.patch`. */
  projectName: string;
}

/**
 * The diff of a body's two configurations, each generated for `site` (gostarter.json's address) and
 * compared by `compare`: the site schedules it as heavy work, the command line runs it at once.
 */
export async function diffConfigurationsWith(
  body: unknown,
  options: { site?: string; compare(from: ProjectSpec, to: ProjectSpec): Promise<ProjectDiff> },
): Promise<ConfigurationDiff> {
  const specs = checkSides(body, options.site);
  const { summary, files, patch } = await options.compare(specs.from, specs.to);
  const side = (s: ProjectSpec) => ({ projectName: s.projectName, framework: s.framework, features: s.features, ...(s.resources ? { resources: s.resources } : {}) });
  const model_change = modelChangeOf(specs.from.resources, specs.to);
  return { answer: { message: describe(summary, model_change), from: side(specs.from), to: side(specs.to), summary, files, model_change }, patch, projectName: specs.to.projectName };
}

function describe(s: DiffResponse['summary'], model: DiffResponse['model_change']): string {
  const count = s.files_added + s.files_modified + s.files_deleted;
  if (count === 0) return 'The two configurations generate identical projects: there is nothing to change.';
  const files = `${count} file${count === 1 ? '' : 's'} changed (${s.files_added} added, ${s.files_modified} modified, ${s.files_deleted} deleted)`;
  return `${files}: ${s.lines_added} line${s.lines_added === 1 ? '' : 's'} added, ${s.lines_removed} removed.${model ? ` ${modelChangeText(model)}` : ''}`;
}

/** A model change in sentences: what changes, what it loses, the migration and how to apply it. */
export function modelChangeText(m: ModelChangeReport): string {
  const migration = m.migrations.filter((f) => f.path.endsWith('.up.sql')).map((f) => f.path);
  return [
    `The model changes: ${m.changes.join('; ')}.`,
    m.data_loss.length > 0 ? `This loses data: ${m.data_loss.join('; ')}.` : '',
    migration.length > 0 ? `New migration: ${migration.join(', ')}; after applying the patch, run \`${m.run}\` to apply it to your database.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

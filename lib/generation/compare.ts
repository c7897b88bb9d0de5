// The difference between two configurations (POST and GET /api/v1/generate/diff): each side checked
// exactly as generate checks its request, both projects generated in memory by the generator, then
// compared by ./diff. Nothing is recorded: no project is downloaded.
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { selectionKey, type ProjectSpec } from '@/lib/generator';
import type { DiffResponse } from '@/lib/schemas/generation';
import { nextTurn, runHeavy } from '@/lib/heavy-work';
import { diffProjectsInSlices, type ProjectDiff } from './diff';
import { projectFiles } from './project-files';
import { generateRequestSchema, toProjectSpec } from './index';
import { refuseModelInQuery } from './query';

const SIDES = ['from', 'to'] as const;
type Side = (typeof SIDES)[number];

/** The POST body as documented; each side is checked on its own (checkSides), so its errors can name it. */
export const diffRequestSchema = z.object({
  from: generateRequestSchema.describe('The configuration the project was generated from'),
  to: generateRequestSchema.describe('The configuration to move to'),
});

const formatSchema = z.enum(['patch', 'json']);

export const diffQuerySchema = z.object({
  projectName: z.string().describe('Project name of both sides (letters, digits, _ and -, starting with a letter or digit, at most 64 characters)'),
  framework: z.string().describe(`Base framework of both sides: ${listText(FRAMEWORKS)}`),
  from: z.string().optional().describe('Comma-separated feature ids of the project as it is (the parameter may be repeated); none: the base project'),
  to: z.string().optional().describe('Comma-separated feature ids to move to (the parameter may be repeated)'),
  toFramework: z.string().optional().describe('Framework of the `to` side, when it changes'),
  toProjectName: z.string().optional().describe('Project name of the `to` side, when it changes'),
  format: formatSchema.optional().describe('patch (default here) or json'),
});

/** POST's query: the answer's format (JSON by default). */
export const diffPostQuerySchema = z.object({
  format: formatSchema.optional().describe('json (default here) or patch; `Accept: text/x-diff` asks for the patch too'),
});

export type DiffFormat = z.infer<typeof formatSchema>;
const PATCH_TYPES = ['text/x-diff', 'text/x-patch'];

/**
 * `?format=` first, then the Accept header: a patch type or application/json, whichever it prefers (q);
 * otherwise (neither named, as from browsers and curl) `fallback`.
 */
export function diffFormat(req: Request, fallback: DiffFormat): DiffFormat {
  const format = new URL(req.url).searchParams.get('format');
  if (format !== null) {
    const parsed = formatSchema.safeParse(format);
    if (parsed.success) return parsed.data;
    const message = 'format must be patch or json';
    throw new AppError('VALIDATION', `Invalid request: format: ${message}`, 'INVALID_REQUEST', [{ field: 'format', message }]);
  }
  const ranges = (req.headers.get('accept') ?? '').split(',').map((range) => {
    const [type, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { type, q: q === undefined ? 1 : Number(q.slice(2)) || 0 };
  });
  const preference = (types: string[]) => Math.max(0, ...ranges.filter((r) => types.includes(r.type)).map((r) => r.q));
  const patch = preference(PATCH_TYPES);
  const json = preference(['application/json']);
  return patch > json ? 'patch' : json > patch ? 'json' : fallback;
}

/**
 * The two sides of GET /api/v1/generate/diff, as the POST body would hold them. A resource model does
 * not fit a link: `resources` here is refused (400) rather than ignored, so no one takes the patch of
 * the notes example for theirs.
 */
export function diffRequestFromQuery(url: URL): Record<Side, Record<string, unknown>> {
  const q = url.searchParams;
  refuseModelInQuery(q);
  const list = (name: string) =>
    q
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
  const named = (projectName: string | null, framework: string | null) => ({
    ...(projectName !== null ? { projectName } : {}),
    ...(framework !== null ? { framework } : {}),
  });
  return {
    from: { ...named(q.get('projectName'), q.get('framework')), features: list('from') },
    to: { ...named(q.get('toProjectName') ?? q.get('projectName'), q.get('toFramework') ?? q.get('framework')), features: list('to') },
  };
}

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
function checkSides(body: unknown): Record<Side, ProjectSpec> {
  const raw = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const specs: Partial<Record<Side, ProjectSpec>> = {};
  const errors: Partial<Record<Side, SideError>> = {};
  for (const side of SIDES) {
    try {
      const value = raw[side];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        const message = `${side} must be an object: { projectName, framework, features }`;
        throw new AppError('VALIDATION', `Invalid request: ${message}`, 'INVALID_REQUEST', [{ field: side, message }]);
      }
      const parsed = generateRequestSchema.safeParse(value);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
        throw new AppError('VALIDATION', `Invalid request: ${details[0].field}: ${details[0].message}`, 'INVALID_REQUEST', details);
      }
      specs[side] = toProjectSpec(parsed.data).spec;
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

export async function diffConfigurations(body: unknown): Promise<ConfigurationDiff> {
  const specs = checkSides(body);
  const { summary, files, patch } = await compareProjects(specs.from, specs.to);
  const side = (s: ProjectSpec) => ({ projectName: s.projectName, framework: s.framework, features: s.features, ...(s.resources ? { resources: s.resources } : {}) });
  return { answer: { message: describe(summary), from: side(specs.from), to: side(specs.to), summary, files }, patch, projectName: specs.to.projectName };
}

/**
 * The difference between the projects of two checked specs: heavy work (lib/heavy-work), so it waits for
 * its place in the pool (or is refused, 503), and identical comparisons in flight (a diff, a grow) are
 * computed once. Each side's generation and the comparison's slices leave the event loop a turn between
 * them.
 */
export function compareProjects(from: ProjectSpec, to: ProjectSpec): Promise<ProjectDiff> {
  // Generation does not depend on the order of the features: neither does the key. It does on the model.
  const key = (s: ProjectSpec) => [s.projectName, selectionKey(s)];
  return runHeavy(`diff:${JSON.stringify([key(from), key(to)])}`, async () => {
    const before = await projectFiles(from);
    await nextTurn();
    const after = await projectFiles(to);
    await nextTurn();
    return diffProjectsInSlices(before, after);
  });
}

function describe(s: DiffResponse['summary']): string {
  const count = s.files_added + s.files_modified + s.files_deleted;
  if (count === 0) return 'The two configurations generate identical projects: there is nothing to change.';
  const files = `${count} file${count === 1 ? '' : 's'} changed (${s.files_added} added, ${s.files_modified} modified, ${s.files_deleted} deleted)`;
  return `${files}: ${s.lines_added} line${s.lines_added === 1 ? '' : 's'} added, ${s.lines_removed} removed.`;
}

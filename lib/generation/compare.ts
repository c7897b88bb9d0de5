// The site's diff of two configurations (POST and GET /api/v1/generate/diff): the request's forms, and
// the comparison (./configuration-diff) run as heavy work. Nothing is recorded: no project is downloaded.
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { selectionKey, type ProjectSpec } from '@/lib/generator';
import { generatorSite } from '@/lib/site/site-address';
import { nextTurn, runHeavy } from '@/lib/heavy-work';
import { diffProjectsInSlices, type ProjectDiff } from './diff';
import { projectFiles } from './project-files';
import { diffConfigurationsWith, type ConfigurationDiff, type Side } from './configuration-diff';
import { chargeComposition, type ChargeComposition } from './index';
import { refuseModelInQuery } from './query';

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

/**
 * The diff of a request's two configurations, on this site, as heavy work; `charge` counts a side never
 * generated before against the caller's limit by its size, before the work (lib/generation chargeComposition).
 */
export function diffConfigurations(body: unknown, charge?: ChargeComposition): Promise<ConfigurationDiff> {
  return diffConfigurationsWith(body, {
    site: generatorSite(),
    compare: async (from, to) => {
      await chargeComposition(from, charge);
      await chargeComposition(to, charge);
      return compareProjects(from, to);
    },
  });
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


// The link `gostarter new --from` reads: gostarter.json's `regenerate` line and the Complete screen's
// carry one (lib/wizard/state.ts projectLink), and any share link of the site is one too. It is read
// here, offline: the link holds the whole configuration, and its address is the site that gostarter.json
// names, so the command writes the same files as the site's zip.
import { generateRequestSchema, type GenerateRequest } from '@/lib/generation/request';
import { CliError, EXIT } from './errors';

export interface ProjectLink {
  /** The site's address (the link's origin). */
  site: string;
  request: GenerateRequest;
}

const bad = (message: string) => new CliError(EXIT.invalid, 'BAD_LINK', message);

/** The JSON a base64url parameter holds; `name` says which in the error. */
function jsonParam(value: string, name: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw bad(`The link's ${name} is not base64url: was the link cut short or edited?`);
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw bad(`The link's ${name} is not a model: was the link cut short or edited?`);
  }
}

export function readProjectLink(link: string): ProjectLink {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new CliError(EXIT.usage, 'BAD_LINK', `--from takes the link of a project, like gostarter.json's regenerate line shows (got "${link.slice(0, 80)}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError(EXIT.usage, 'BAD_LINK', '--from takes an http or https link');
  const q = url.searchParams;
  const one = (name: string) => q.get(name) ?? undefined;
  const framework = one('framework');
  if (!framework) throw bad('The link names no framework: copy the whole line from gostarter.json or the site.');
  const resources = one('resources');
  const history = one('history');
  const parsed = generateRequestSchema.safeParse({
    projectName: one('projectName') ?? '',
    framework,
    features: (one('features') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    ...(resources ? { resources: jsonParam(resources, 'resources') } : {}),
    ...(history ? { modelHistory: jsonParam(history, 'history') } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw bad(`The link's ${issue.path.join('.')}: ${issue.message}`);
  }
  // A history is what the site already generated: a change in it that lost data was accepted then, and
  // writing the project again loses nothing.
  return { site: url.origin, request: history ? { ...parsed.data, allowDataLoss: true } : parsed.data };
}

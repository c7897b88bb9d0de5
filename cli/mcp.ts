// `gostarter mcp`: the site's MCP tools over stdio, with this command line as their host: generate writes
// a new project (as `gostarter new`), add grows one in a folder (as `gostarter add`), and diff runs at
// once on the bundled engine (an agent's own process has no pool to share). The agent chooses the folders
// and may be misled by what it reads: generate and add write only inside one folder, the root (where
// the command was started, or --root).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { diffProjects } from '@/lib/generation/diff';
import { diffConfigurationsWith, modelChangeText } from '@/lib/generation/configuration-diff';
import { modelChangeSchema } from '@/lib/schemas/generation';
import { projectFiles } from '@/lib/generation/project-files';
import { generateRequestSchema } from '@/lib/generation/request';
import { hostTool } from '@/lib/mcp/server';
import { serveStdio } from '@/lib/mcp/stdio';
import { addFeatures, changeModel, newProject } from './commands';
import { bundledGeneratorVersion } from './engine';
import { CliError, EXIT } from './errors';
import { gitTry } from './git';

const folder = z.string().max(4096);

const projectSchema = z.object({
  dir: z.string().describe('The project folder'),
  features: z.array(z.string()).describe('The features as chosen, after the change'),
  adjustedFeatures: z.array(z.string()).describe('What was generated: the chosen features and their dependencies'),
  generatorVersion: z.string(),
});

/** A command's refusal as the tools answer one: its message, and its name and details beside it. */
async function asTool<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof CliError) || err.exitCode === EXIT.unexpected) throw err;
    throw new AppError('VALIDATION', err.message, err.code, err.details ?? null, err.details?.validation ? { validation_result: err.details.validation } : undefined);
  }
}

const isWithin = (root: string, p: string) => {
  const relative = path.relative(root, p);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
};

/**
 * `dir` (relative to the root) as a real path inside the root, or a tool error: an absolute path
 * elsewhere, a `..` or a symbolic link leading out is refused. A folder not made yet is judged by its
 * nearest existing parent.
 */
function insideRoot(root: string, dir: string): string {
  const outside = () => new CliError(EXIT.usage, 'OUTSIDE_ROOT', `${dir} is outside ${root}, the only folder this MCP server writes in (gostarter mcp --root <folder> names another).`);
  const wanted = path.resolve(root, dir);
  let existing = wanted;
  while (!fs.lstatSync(existing, { throwIfNoEntry: false })) existing = path.dirname(existing);
  let real: string;
  try {
    real = path.join(fs.realpathSync(existing), path.relative(existing, wanted));
  } catch {
    throw outside(); // a link to nowhere
  }
  if (!isWithin(root, real)) throw outside();
  return real;
}

/**
 * The repository add would change must be inside the root too: its files (git's top level, which may be
 * above `dir`) and its git folder (a .git file may point anywhere).
 */
async function requireRepositoryInside(root: string, dir: string): Promise<void> {
  const found = await gitTry(dir, ['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-common-dir']);
  if (!found.ok) return; // not a repository: the command says so
  const outside = found.stdout.trim().split('\n').find((p) => !isWithin(root, fs.realpathSync(p)));
  if (outside) throw new CliError(EXIT.repository, 'OUTSIDE_ROOT', `The git repository of ${dir} is at ${outside}, outside ${root}, the only folder this MCP server writes in.`);
}

const generate = (root: string) =>
  hostTool({
    title: 'Generate a project',
    description:
      "Writes the project of a configuration into a new folder inside the server's folder (default <that folder>/<projectName>), with a git repository: main holds it and the gostarter branch its pristine generation, which add builds on.",
    inputSchema: generateRequestSchema.extend({ dir: folder.optional().describe("The folder to write into, inside the server's folder (relative to it); it must not exist or be empty") }),
    outputSchema: projectSchema.extend({ files: z.number().int(), commit: z.string() }),
    run: ({ dir, projectName, framework, features, resources }) =>
      asTool(async () => {
        const r = await newProject({ name: projectName, framework, features, resources, dir: insideRoot(root, dir ?? projectName) });
        const result = { dir: r.dir, features: r.configuration.features, adjustedFeatures: r.configuration.adjustedFeatures, generatorVersion: r.configuration.generatorVersion, files: r.files, commit: r.commit };
        return { text: `Wrote ${r.files} files into ${r.dir} (git: main, and the gostarter branch).`, result };
      }),
  });

const add = (root: string) =>
  hostTool({
    title: 'Add features or change the model',
    description:
      "Adds features to the project in a folder, or moves it to a new resource model, or both: its gostarter branch gets the new generation, which git merges into the current branch, keeping the user's edits. A model change adds a migration (model_change says each change, what it loses and the command that applies it); one that loses data is refused with DATA_LOSS unless allowDataLoss is true. Refused on uncommitted changes; conflicts are left for the user.",
    inputSchema: z.object({
      dir: folder.default('.').describe("The project's folder (the root of its repository), inside the server's folder (relative to it)"),
      features: z.array(z.string().max(64)).max(100).default([]).describe('The feature ids to add'),
      resources: generateRequestSchema.shape.resources.describe("The model to move to; absent keeps the project's"),
      allowDataLoss: generateRequestSchema.shape.allowDataLoss,
    }),
    outputSchema: projectSchema.extend({ changedFiles: z.array(z.string()), mergeCommit: z.string().nullable(), model_change: modelChangeSchema.nullable() }),
    run: ({ dir: asked, features, resources, allowDataLoss }) =>
      asTool(async () => {
        if (features.length === 0 && resources === undefined) throw new CliError(EXIT.usage, 'NOTHING_TO_ADD', 'Nothing to add: name features to add or a model to move to');
        const dir = insideRoot(root, asked);
        await requireRepositoryInside(root, dir);
        // Features first, then the model: each its own merge, as the commands do them.
        const added = features.length > 0 ? await addFeatures({ dir, ids: features }) : null;
        const r = resources !== undefined ? await changeModel({ dir, file: '(the tool\'s resources)', resources, allowDataLoss }) : added!;
        const changedFiles = [...new Set([...(added?.changedFiles ?? []), ...r.changedFiles])];
        const result = {
          dir: r.dir,
          features: r.after.features,
          adjustedFeatures: r.after.adjustedFeatures,
          generatorVersion: r.after.generatorVersion,
          changedFiles,
          mergeCommit: r.mergeCommit ?? added?.mergeCommit ?? null,
          model_change: r.modelChange,
        };
        const text = [
          changedFiles.length > 0 ? `${changedFiles.length} files changed, merged into ${r.branch}.` : 'Nothing to change: the project already is this configuration.',
          r.modelChange ? modelChangeText(r.modelChange) : '',
        ]
          .filter(Boolean)
          .join(' ');
        return { text, result };
      }),
  });

/** Serves the tools on stdin and stdout until the agent closes stdin; they write inside `root` only (default: the current folder). */
export function serveMcp(root = '.'): Promise<void> {
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) throw new CliError(EXIT.usage, 'BAD_ROOT', `--root ${root} is not a folder.`);
  const top = fs.realpathSync(root);
  // Points the engine at the bundled go-templates before the server names its version.
  bundledGeneratorVersion();
  return serveStdio({
    generate: generate(top),
    add: add(top),
    diff: (body) =>
      diffConfigurationsWith(body, { compare: async (from, to) => diffProjects(await projectFiles(from), await projectFiles(to)) }),
    beforeCostlyWork: async () => {},
  });
}

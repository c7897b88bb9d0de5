// `gostarter mcp`: the site's MCP tools over stdio, with this command line as their host: generate writes
// a new project (as `gostarter new`), add grows one in a folder (as `gostarter add`), and diff runs at
// once on the bundled engine (an agent's own process has no pool to share).
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

const generate = hostTool({
  title: 'Generate a project',
  description:
    'Writes the project of a configuration into a new folder (default ./<projectName> where the server runs), with a git repository: main holds it and the gostarter branch its pristine generation, which add builds on.',
  inputSchema: generateRequestSchema.extend({ dir: folder.optional().describe('The folder to write into; it must not exist or be empty') }),
  outputSchema: projectSchema.extend({ files: z.number().int(), commit: z.string() }),
  run: ({ dir, projectName, framework, features, resources }) =>
    asTool(async () => {
      const r = await newProject({ name: projectName, framework, features, resources, dir });
      const result = { dir: r.dir, features: r.configuration.features, adjustedFeatures: r.configuration.adjustedFeatures, generatorVersion: r.configuration.generatorVersion, files: r.files, commit: r.commit };
      return { text: `Wrote ${r.files} files into ${r.dir} (git: main, and the gostarter branch).`, result };
    }),
});

const add = hostTool({
  title: 'Add features or change the model',
  description:
    "Adds features to the project in a folder, or moves it to a new resource model, or both: its gostarter branch gets the new generation, which git merges into the current branch, keeping the user's edits. A model change adds a migration (model_change says each change, what it loses and the command that applies it); one that loses data is refused with DATA_LOSS unless allowDataLoss is true. Refused on uncommitted changes; conflicts are left for the user.",
  inputSchema: z.object({
    dir: folder.default('.').describe("The project's folder (the root of its repository)"),
    features: z.array(z.string().max(64)).max(100).default([]).describe('The feature ids to add'),
    resources: generateRequestSchema.shape.resources.describe("The model to move to; absent keeps the project's"),
    allowDataLoss: generateRequestSchema.shape.allowDataLoss,
  }),
  outputSchema: projectSchema.extend({ changedFiles: z.array(z.string()), mergeCommit: z.string().nullable(), model_change: modelChangeSchema.nullable() }),
  run: ({ dir, features, resources, allowDataLoss }) =>
    asTool(async () => {
      if (features.length === 0 && resources === undefined) throw new CliError(EXIT.usage, 'NOTHING_TO_ADD', 'Nothing to add: name features to add or a model to move to');
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

/** Serves the tools on stdin and stdout until the agent closes stdin. */
export function serveMcp(): Promise<void> {
  // Points the engine at the bundled go-templates before the server names its version.
  bundledGeneratorVersion();
  return serveStdio({
    generate,
    add,
    diff: (body) =>
      diffConfigurationsWith(body, { compare: async (from, to) => diffProjects(await projectFiles(from), await projectFiles(to)) }),
    beforeCostlyWork: async () => {},
  });
}

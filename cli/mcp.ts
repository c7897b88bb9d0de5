// `gostarter mcp`: the site's MCP tools over stdio, with this command line as their host: generate writes
// a new project (as `gostarter new`), add grows one in a folder (as `gostarter add`), and diff runs at
// once on the bundled engine (an agent's own process has no pool to share).
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { diffProjects } from '@/lib/generation/diff';
import { diffConfigurationsWith } from '@/lib/generation/configuration-diff';
import { projectFiles } from '@/lib/generation/project-files';
import { generateRequestSchema } from '@/lib/generation/request';
import { hostTool } from '@/lib/mcp/server';
import { serveStdio } from '@/lib/mcp/stdio';
import { addFeatures, newProject } from './commands';
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
  title: 'Add features',
  description:
    "Adds features to the project in a folder: its gostarter branch gets the new generation, which git merges into the current branch, keeping the user's edits. Refused on uncommitted changes; conflicts are left for the user.",
  inputSchema: z.object({ dir: folder.default('.').describe("The project's folder (the root of its repository)"), features: z.array(z.string().max(64)).min(1).max(100) }),
  outputSchema: projectSchema.extend({ changedFiles: z.array(z.string()), mergeCommit: z.string().nullable() }),
  run: ({ dir, features }) =>
    asTool(async () => {
      const r = await addFeatures({ dir, ids: features });
      const result = { dir: r.dir, features: r.after.features, adjustedFeatures: r.after.adjustedFeatures, generatorVersion: r.after.generatorVersion, changedFiles: r.changedFiles, mergeCommit: r.mergeCommit ?? null };
      const text = r.changed ? `${r.changedFiles.length} files changed, merged into ${r.branch}.` : 'Nothing to change: these features were already there.';
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

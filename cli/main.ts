// gostarter: the site's generator on the command line. Parses the arguments, runs one command of
// ./commands, prints its answer (text, or one JSON object with --json) and exits with a code of ./errors.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { featureName } from '@/lib/catalogue/features';
import type { ValidationResult } from '@/lib/catalogue/validate';
import {
  addFeatures,
  adoptProject,
  changeModel,
  diffProject,
  listFeatures,
  newProject,
  readResources,
  removeFeatures,
  upgradeProject,
  validateProject,
  type ChangeResult,
} from './commands';
import { CLI_COMMANDS } from '@/lib/catalogue/commands';
import { bundledGeneratorVersion } from './engine';
import { CliError, EXIT } from './errors';
import { readProjectLink } from './link';
import { serveMcp } from './mcp';
import { terminalText } from './terminal-text';

/** The installed package's version (scripts/pack-cli.ts writes its package.json beside the bundle); 'dev' from the sources. */
function packageVersion(): string {
  const manifest = path.join(path.dirname(fileURLToPath(import.meta.url)), 'package.json');
  if (!fs.existsSync(manifest)) return 'dev';
  const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
  return name === 'gostarter' && version ? version : 'dev';
}

// The commands' lines come from the list the site's documentation shows too.
const USAGE = `gostarter: Go backend projects from the Gostarter generator, grown with git.

Usage:
${CLI_COMMANDS.map((c) => `  ${c.usage}\n      ${c.summary}`).join('\n')}

Options:
  --dir <folder>     the project's folder (default: the current one; for new: ./<name>)
  --server <url>     use a deployed site's API instead of the bundled generator
  --json             print one JSON object on stdout (errors too)
  --root <folder>    mcp: the folder its tools may write in (default: the current one)
  --version, --help

Exit codes: 0 ok, 1 unexpected error, 2 usage, 3 invalid configuration, 4 repository not ready
(git missing, not a repository, uncommitted changes, no gostarter branch, folder not empty),
5 merge conflicts to resolve, 6 generator version mismatch (adopt), 7 the --server site failed.`;

const OPTIONS = {
  framework: { type: 'string' },
  features: { type: 'string' },
  resources: { type: 'string' },
  from: { type: 'string' },
  name: { type: 'string' },
  dir: { type: 'string' },
  to: { type: 'string' },
  'allow-data-loss': { type: 'boolean' },
  server: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;
type OptionName = keyof typeof OPTIONS;

/** The options each command takes besides --server, --json and --help. */
const COMMAND_OPTIONS: Record<string, OptionName[]> = {
  new: ['framework', 'features', 'resources', 'from', 'dir'],
  add: ['dir'],
  remove: ['dir'],
  upgrade: ['dir'],
  model: ['dir', 'allow-data-loss'],
  adopt: ['dir'],
  diff: ['dir', 'to'],
  validate: ['dir', 'framework', 'features', 'resources', 'name'],
  features: [],
  mcp: [],
};

const usage = (message: string) => new CliError(EXIT.usage, 'USAGE', `${message}\nRun gostarter --help for the commands.`);
const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

type Answer = { command: string; warnings?: string[] } & Record<string, unknown>;

async function runCommand(argv: string[]): Promise<{ answer: Answer; text: string; exitCode: number }> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw usage((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.version) {
    const version = packageVersion();
    const generator = bundledGeneratorVersion();
    return { answer: { command: 'version', version, generatorVersion: generator }, text: `gostarter ${version} (generator ${generator})`, exitCode: EXIT.ok };
  }
  if (values.help || !command) return { answer: { command: 'help', usage: USAGE }, text: USAGE, exitCode: command || values.help ? EXIT.ok : EXIT.usage };
  const allowed = COMMAND_OPTIONS[command];
  if (!allowed) throw usage(`Unknown command "${command}".`);
  const stray = (Object.keys(values) as OptionName[]).filter((o) => !['server', 'json'].includes(o) && !allowed.includes(o));
  if (stray.length > 0) throw usage(`gostarter ${command} takes no --${stray[0]}.`);
  const takesIds = command === 'add' || command === 'remove' || command === 'new' || command === 'model';
  if (!takesIds && args.length > 0) throw usage(`gostarter ${command} takes no arguments (got "${args[0]}").`);
  const common = { server: values.server, dir: values.dir };

  switch (command) {
    case 'new': {
      const result = await newProject({ ...common, ...newRequest(args, values) });
      const c = result.configuration;
      return {
        answer: { ...result },
        text: `Created ${result.dir}: ${c.projectName}, ${c.framework} with ${c.features.join(', ') || 'no extra features'} (${result.files} files, generator ${c.generatorVersion}).\nBranches: main (yours) and gostarter (the generator's output, which add, remove and upgrade build on).\nNext: cd ${result.dir} && go build ./...`,
        exitCode: EXIT.ok,
      };
    }
    case 'add':
    case 'remove':
    case 'upgrade': {
      const run = command === 'add' ? addFeatures : command === 'remove' ? removeFeatures : upgradeProject;
      const result = await run({ ...common, ids: args });
      return { answer: { ...result }, text: changeText(result), exitCode: EXIT.ok };
    }
    case 'model': {
      if (args.length !== 1) throw usage('gostarter model takes the file holding the resources: gostarter model model.json');
      const result = await changeModel({ ...common, file: args[0], resources: readResources(args[0]), allowDataLoss: values['allow-data-loss'] });
      return { answer: { ...result }, text: changeText(result), exitCode: EXIT.ok };
    }
    case 'adopt': {
      const result = await adoptProject(common);
      const made = result.initialized ? `Made a git repository and committed the files as they are on ${result.branch}.\n` : '';
      return {
        answer: { ...result },
        text: `${made}Adopted: the gostarter branch holds ${result.configuration.projectName} as generator ${result.configuration.generatorVersion} wrote it, merged into ${result.branch} without changing your files.\nNow: gostarter add <feature>, gostarter remove <feature>, gostarter upgrade.`,
        exitCode: EXIT.ok,
      };
    }
    case 'diff': {
      if (values.to === undefined) throw usage('gostarter diff needs --to: the features to move to, e.g. --to postgresql,redis');
      const result = await diffProject({ ...common, to: list(values.to) });
      const count = result.files.length;
      return { answer: { ...result }, text: count === 0 ? 'No difference: both configurations generate the same project.' : result.patch.trimEnd(), exitCode: EXIT.ok };
    }
    case 'validate': {
      const given = values.framework !== undefined || values.features !== undefined || values.resources !== undefined || values.name !== undefined;
      if (given && !values.framework) throw usage('gostarter validate needs --framework with --features (or no option: the project in --dir).');
      const configuration = given
        ? { framework: values.framework!, features: list(values.features), ...(values.name !== undefined ? { projectName: values.name } : {}), ...(values.resources ? { resources: readResources(values.resources) } : {}) }
        : undefined;
      const result = await validateProject({ ...common, configuration });
      return { answer: { ...result }, text: validationText(result.validation), exitCode: result.validation.is_valid ? EXIT.ok : EXIT.invalid };
    }
    case 'mcp':
      throw usage('gostarter mcp comes first and takes only --root <folder>: an agent starts it and speaks MCP on its stdin and stdout.');
    default: {
      const result = await listFeatures(common);
      const available = new Map(result.features.map((f) => [f.id, f]));
      const lines = Object.entries(result.categories).flatMap(([category, ids]) => [
        `${category}:`,
        ...ids.map((id) => `  ${id.padEnd(16)} ${available.get(id)?.description ?? ''}${available.get(id)?.available === false ? ' (not available yet)' : ''}`),
      ]);
      return { answer: { ...result }, text: lines.join('\n'), exitCode: EXIT.ok };
    }
  }
}

/** What `gostarter new` writes: the configuration a link carries, or the one its name and options give. */
function newRequest(args: string[], values: { framework?: string; features?: string; resources?: string; from?: string }) {
  if (values.from !== undefined) {
    if (args.length > 0 || values.framework !== undefined || values.features !== undefined || values.resources !== undefined) {
      throw usage('gostarter new --from takes the link alone: it names the project, its framework, features and model.');
    }
    const { site, request } = readProjectLink(values.from);
    return { name: request.projectName, framework: request.framework, features: request.features, resources: request.resources, modelHistory: request.modelHistory, allowDataLoss: request.allowDataLoss, site };
  }
  if (args.length !== 1) throw usage("gostarter new takes the project name: gostarter new my-api --framework chi (or a link: gostarter new --from '<link>')");
  if (!values.framework) throw usage('gostarter new needs --framework (see gostarter features).');
  return { name: args[0], framework: values.framework, features: list(values.features), resources: values.resources ? readResources(values.resources) : undefined };
}

function changeText(r: ChangeResult): string {
  if (!r.changed) return `Nothing to change: the generation is the same as on the gostarter branch (generator ${r.after.generatorVersion}).`;
  const versions = r.before.generatorVersion === r.after.generatorVersion ? '' : ` (generator ${r.before.generatorVersion} -> ${r.after.generatorVersion})`;
  const model = r.modelChange;
  return [
    `${r.changedFiles.length} file${r.changedFiles.length === 1 ? '' : 's'} changed by the generator${versions}, merged into ${r.branch} (${r.mergeCommit!.slice(0, 7)}).`,
    `Features: ${r.after.features.join(', ') || '(none)'}`,
    ...r.changedFiles.map((f) => `  ${f}`),
    ...(model ? ['Model:', ...model.changes.map((c) => `  ${c}`)] : []),
    ...(model?.data_loss.length ? ['Data this loses:', ...model.data_loss.map((l) => `  ${l}`)] : []),
    ...(model?.run ? [`New migration: ${model.migrations.map((m) => m.path).join(', ')}`, `Next: ${model.run}   (applies it to your database)`] : []),
  ].join('\n');
}

function validationText(v: ValidationResult): string {
  const lines: string[] = [];
  if (v.is_valid) {
    lines.push(`Valid: ${v.adjusted_features.join(', ')}`);
    if (v.added_dependencies.length > 0) lines.push(`Added for them: ${v.added_dependencies.map(featureName).join(', ')}`);
  }
  for (const e of v.errors) {
    lines.push(`error ${e.error_code}: ${e.message}${e.resource ? ` (${e.resource}${e.field ? `.${e.field}` : ''})` : ''}`);
    for (const s of e.suggestions) lines.push(`  ${s}`);
  }
  for (const w of v.warnings) lines.push(`warning: ${w}`);
  return lines.join('\n');
}

/** `gostarter mcp [--root <folder>]`: the folder its tools may write in; absent, the current one. */
function mcpRoot(args: string[]): string | undefined {
  try {
    return parseArgs({ args, options: { root: { type: 'string' } }, strict: true }).values.root;
  } catch (err) {
    throw usage(`${(err as Error).message}\ngostarter mcp takes only --root <folder>: an agent starts it and speaks MCP on its stdin and stdout.`);
  }
}

/**
 * Everything printed goes through here: it quotes gostarter.json and --server answers, whose control
 * characters are escaped (./terminal-text); our own line feeds and tabs stay.
 */
const print = (stream: NodeJS.WriteStream, text: string) => stream.write(`${terminalText(text)}\n`);

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  try {
    // stdout is the protocol's: nothing else may be printed there.
    if (argv[0] === 'mcp') return await serveMcp(mcpRoot(argv.slice(1))).then(() => EXIT.ok);
    const { answer, text, exitCode } = await runCommand(argv);
    if (json) print(process.stdout, JSON.stringify({ ok: exitCode === EXIT.ok, exitCode, ...answer }));
    else {
      for (const w of answer.warnings ?? []) print(process.stderr, `warning: ${w}`);
      print(exitCode === EXIT.ok ? process.stdout : process.stderr, text);
    }
    return exitCode;
  } catch (err) {
    const e = err instanceof CliError ? err : new CliError(EXIT.unexpected, 'UNEXPECTED', (err as Error)?.stack ?? String(err));
    if (json) print(process.stdout, JSON.stringify({ ok: false, exitCode: e.exitCode, error: { code: e.code, message: e.message, ...e.details } }));
    else print(process.stderr, `gostarter: ${e.details?.validation ? validationText(e.details.validation) : e.message}`);
    return e.exitCode;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});

// The gostarter command line's commands for a project, as gostarter.json, the Complete screen and the
// documentation show them. Client-safe and free of zod: the wizard's bundle imports it.
import { conflictingWith } from './conflicts';
import { byCatalogueOrder, FEATURES, isFramework } from './features';
import { REQUIRES } from './rules';

/** The features a user chose, in catalogue order, without the framework: what `--features` lists. */
export interface ProjectCommandInput {
  projectName: string;
  framework: string;
  features: readonly string[];
  /** Whether the project has a resource model, which the command then reads from gostarter.json. */
  hasResources: boolean;
}

/** `gostarter new ...`: writes the project again, as the site generated it. */
export function newCommand(p: ProjectCommandInput): string {
  const command = ['gostarter new', p.projectName, '--framework', p.framework];
  if (p.features.length > 0) command.push('--features', p.features.join(','));
  if (p.hasResources) command.push('--resources gostarter.json');
  return command.join(' ');
}

/** Catalogue order, so the same selection always writes the same command (and gostarter.json). */
export function inCatalogueOrder(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort(byCatalogueOrder);
}

/**
 * A feature `gostarter add` could add to a project with `adjusted` (its validated list), for a sample:
 * the first recommended one it lacks that needs no other feature and conflicts with none it has.
 */
export function addExample(adjusted: readonly string[]): string | undefined {
  const needsAnother = new Set(REQUIRES.map((r) => r.feature));
  return FEATURES.find((f) => f.recommended && !isFramework(f.id) && !adjusted.includes(f.id) && !needsAnother.has(f.id) && conflictingWith(f.id, adjusted).length === 0)?.id;
}

/** The commands that write a project again and grow it, for the Complete screen: new, an add, upgrade. */
export function projectCommands(p: ProjectCommandInput & { adjusted: readonly string[] }): string {
  const example = addExample(p.adjusted);
  return [
    newCommand({ ...p, features: inCatalogueOrder(p.features.filter((id) => id !== p.framework)) }),
    `cd ${p.projectName}`,
    ...(example ? [`gostarter add ${example}`] : []),
    'gostarter upgrade',
  ].join('\n');
}

/** The command line's commands, as the documentation and /llms.txt list them. */
export const CLI_COMMANDS: readonly { usage: string; summary: string }[] = [
  { usage: 'gostarter new <name> --framework <id> [--features a,b] [--resources model.json]', summary: 'Write a new project into ./<name>, with its pristine generation on a gostarter branch' },
  { usage: 'gostarter add <feature...>', summary: 'Add features; the change is merged into your branch' },
  { usage: 'gostarter remove <feature...>', summary: 'Remove features you chose' },
  { usage: 'gostarter model <model.json> [--allow-data-loss]', summary: 'Move the project to the resources in a file; the database follows with a new migration' },
  { usage: 'gostarter upgrade', summary: "Generate again with this gostarter's generator and merge the change" },
  { usage: 'gostarter adopt', summary: 'Start the gostarter branch in a project unzipped from the site' },
  { usage: 'gostarter diff --to <a,b,...>', summary: 'The patch moving the project to these features' },
  { usage: 'gostarter validate [--framework <id> --features a,b]', summary: "Check a configuration (default: the project's)" },
  { usage: 'gostarter features', summary: 'The catalogue' },
  { usage: 'gostarter mcp', summary: 'Serve the MCP tools over stdio, for a coding agent' },
];

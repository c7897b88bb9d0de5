// The gostarter command line's commands for a project, as gostarter.json, the Complete screen and the
// documentation show them. Client-safe and free of zod: the wizard's bundle imports it.
import { conflictingWith } from './conflicts';
import { byCatalogueOrder, FEATURES, isFramework } from './features';
import { projectLink, type ProjectConfiguration } from '../wizard/state';
import { REQUIRES } from './rules';

/** `npm install -g ...`: the command line from a site, which serves the one of its own commit. */
export const cliInstallCommand = (site: string) => `npm install -g ${site}/cli/gostarter.tgz`;

/**
 * `gostarter new --from '<link>'`: writes the project again, as the site generated it, in an empty folder.
 * The link carries the whole configuration, model and its history included, and the site's address,
 * which gostarter.json names: the command writes the same files as the zip, offline.
 */
export const newCommand = (site: string, p: ProjectConfiguration): string => `gostarter new --from '${projectLink(site, p)}'`;

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

/**
 * The Complete screen's commands: install the command line, write the project again (gostarter.json's
 * `regenerate` line), grow it, upgrade it.
 */
export function projectCommands(p: { site: string; regenerate: string; projectName: string; adjusted: readonly string[] }): string {
  const example = addExample(p.adjusted);
  return [cliInstallCommand(p.site), p.regenerate, `cd ${p.projectName}`, ...(example ? [`gostarter add ${example}`] : []), 'gostarter upgrade'].join('\n');
}

/** The command line's commands, as the documentation and /llms.txt list them. */
export const CLI_COMMANDS: readonly { usage: string; summary: string }[] = [
  { usage: 'gostarter new <name> --framework <id> [--features a,b] [--resources model.json]', summary: 'Write a new project into ./<name>, with its pristine generation on a gostarter branch' },
  { usage: "gostarter new --from '<link>'", summary: "Write the project a link describes (gostarter.json's regenerate line, the Complete screen's, a share link)" },
  { usage: 'gostarter add <feature...>', summary: 'Add features; the change is merged into your branch' },
  { usage: 'gostarter remove <feature...>', summary: 'Remove features you chose' },
  { usage: 'gostarter model <model.json> [--allow-data-loss]', summary: 'Move the project to the resources in a file; the database follows with a new migration' },
  { usage: 'gostarter upgrade', summary: "Generate again with this gostarter's generator and merge the change" },
  { usage: 'gostarter adopt', summary: 'Start the gostarter branch in a project unzipped from the site' },
  { usage: 'gostarter diff --to <a,b,...>', summary: 'The patch moving the project to these features' },
  { usage: 'gostarter validate [--framework <id> --features a,b]', summary: "Check a configuration (default: the project's)" },
  { usage: 'gostarter features', summary: 'The catalogue' },
  { usage: 'gostarter mcp [--root <folder>]', summary: 'Serve the MCP tools over stdio, for a coding agent: they write only inside the folder (default: the current one)' },
];

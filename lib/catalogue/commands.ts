// The gostarter command line's commands for a project, as gostarter.json, the Complete screen and the
// documentation show them. Client-safe and free of zod: the wizard's bundle imports it.

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

// /llms.txt: the site described for coding agents (the llmstxt.org layout: a title, a summary, then
// sections of links), every part derived from its source: the REST API from the OpenAPI registry, the
// MCP tools from the server's own list, the commands from the CLI's list.
import { CLI_COMMANDS } from '@/lib/catalogue/commands';
import { FEATURES, FRAMEWORK_NAMES, listText } from '@/lib/catalogue/features';
import { listSiteTools } from '@/lib/mcp/site';
import { openApiDocument, openApiRegistry, type RouteSpec } from '@/lib/openapi';
import { GOSTARTER_FILE, GOSTARTER_SCHEMA_PATH } from '@/lib/schemas/gostarter-file';

const AUTH: Record<NonNullable<RouteSpec['auth']>, string> = {
  none: '',
  optional: ' (a bearer token is used when sent)',
  bearer: ' (bearer token)',
  admin: ' (bearer token of an admin)',
};

function restApi(origin: string): string[] {
  const routes = openApiRegistry().listRoutes();
  const lines: string[] = [];
  for (const tag of openApiDocument().tags) {
    const tagged = routes.filter((r) => r.tags[0] === tag.name);
    if (tagged.length === 0) continue;
    lines.push('', `### ${tag.name}`, '', tag.description, '');
    for (const r of tagged) lines.push(`- ${r.method.toUpperCase()} ${origin}${r.path}: ${r.summary}${AUTH[r.auth ?? 'none']}`);
  }
  return lines;
}

export function llmsText(origin: string): string {
  const tools = listSiteTools(origin).map(({ name, tool }) => {
    const inputs = Object.keys(tool.inputSchema.shape);
    return `- ${name}(${inputs.join(', ')}): ${tool.description}`;
  });
  return [
    '# Gostarter',
    '',
    `> Gostarter generates Go backend projects that build, vet, test and boot: a base framework (${listText(FRAMEWORK_NAMES)}) plus features from a catalogue of ${FEATURES.length} (databases, auth, documentation, DevOps, messaging, AI, ...), and optionally the user's own resources (a resource model) served as CRUD routes. Through the site, the HTTP API, the command line and MCP.`,
    '',
    `Site: ${origin}. Generator: ${origin}/ (every wizard state is a link). Documentation: ${origin}/documentation.`,
    '',
    '## MCP for coding agents',
    '',
    `- Streamable HTTP: ${origin}/mcp (stateless: POST one JSON-RPC message per request; no sessions). generate and add answer download links.`,
    '- stdio: `gostarter mcp` (the command line below), e.g. {"mcpServers":{"gostarter":{"command":"gostarter","args":["mcp"]}}}. generate and add write the project folder.',
    '',
    'Tools (arguments; each answers text and structured content matching its output schema; a refused configuration is a tool error carrying the validation_result):',
    '',
    ...tools,
    '',
    '## REST API',
    '',
    `- OpenAPI 3.1 document: ${origin}/api/openapi.json; reference: ${origin}/api-reference`,
    '- Errors: { type, message, code, details } with the matching HTTP status; a configuration that breaks a rule also carries validation_result.',
    ...restApi(origin),
    '',
    '## Command line',
    '',
    'Install from a checkout of Gostarter: `npm run pack:cli`, then `npm install -g ./gostarter-<version>.tgz`. It bundles the generator (works offline) and keeps the pristine generation on a `gostarter` branch, which git merges into your branch on add, remove and upgrade.',
    '',
    ...CLI_COMMANDS.map((c) => `- \`${c.usage}\`: ${c.summary}`),
    '',
    `## ${GOSTARTER_FILE}`,
    '',
    `Every generated project has ${GOSTARTER_FILE} at its root: the framework, the features as chosen and as generated, the resource model, the generator version and the command that writes the project again. The command line reads it.`,
    '',
    `- JSON Schema: ${origin}${GOSTARTER_SCHEMA_PATH}`,
    '',
  ].join('\n');
}

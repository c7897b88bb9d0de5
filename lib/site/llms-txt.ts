// /llms.txt: the site described for coding agents (the llmstxt.org layout: a title, a summary, then
// sections of links), every part derived from its source: the REST API from the OpenAPI registry, the
// MCP tools from the server's own list, the commands from the CLI's list, the resource model's format
// from its zod schema and the field types' registry.
import { CLI_COMMANDS, cliInstallCommand } from '@/lib/catalogue/commands';
import { FEATURES, FRAMEWORK_NAMES, listText } from '@/lib/catalogue/features';
import { getConfig } from '@/lib/config';
import type { GenerateRequest } from '@/lib/generation/request';
import { listSiteTools } from '@/lib/mcp/site';
import { openApiDocument, openApiRegistry, type RouteSpec } from '@/lib/openapi';
import { DECIMAL_DIGITS, FIELD_TYPES, fieldType, type FieldType } from '@/lib/resources/field-types';
import { MAX_ENUM_VALUES, MAX_FIELDS, MAX_RESOURCES, NAME_MAX, ON_DELETE } from '@/lib/resources/model';
import { modelHistorySchema, resourcesSchema } from '@/lib/resources/schema';
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

/** A configuration with a model, as generate takes it: the model section's example (its test validates and generates it). */
export const MODEL_EXAMPLE = {
  projectName: 'bookshop',
  framework: 'gin',
  features: ['postgresql', 'sqlc', 'migrations', 'docker'],
  resources: [
    {
      name: 'author',
      fields: [
        { name: 'full_name', type: 'string', required: true, max: 120 },
        { name: 'email', type: 'email', unique: true },
        { name: 'born_on', type: 'date' },
      ],
    },
    {
      name: 'book',
      fields: [
        { name: 'title', type: 'string', required: true, max: 200 },
        { name: 'isbn', type: 'string', required: true, unique: true, min: 10, max: 17 },
        { name: 'price', type: 'decimal', required: true, precision: 10, scale: 2 },
        { name: 'format', type: 'enum', values: ['hardcover', 'paperback', 'ebook'], default: 'paperback' },
        { name: 'published_on', type: 'date' },
        { name: 'in_stock', type: 'boolean', default: true },
        { name: 'author_id', type: 'reference', references: 'author', required: true, on_delete: 'cascade' },
      ],
    },
  ],
} satisfies GenerateRequest;

const resourceShape = resourcesSchema.element.shape;
const fieldShape = resourceShape.fields.element.shape;

/** The options a field of `type` takes besides name, type, required and unique, from its descriptor. */
function typeOptions(type: FieldType): string[] {
  const t = fieldType(type);
  const options: string[] = [];
  if (t.bounds) {
    const bound = t.bounds === 'length' ? 'its length in characters' : t.bounds === 'whole' ? 'its value, whole numbers' : 'its value';
    options.push(`\`min\` and \`max\` (${bound})`);
  }
  if (t.digits) options.push(`\`precision\` (1 to ${DECIMAL_DIGITS.maxPrecision}, default ${DECIMAL_DIGITS.precision})`, `\`scale\` (0 to ${DECIMAL_DIGITS.maxScale}, default ${DECIMAL_DIGITS.scale})`);
  if (t.values) options.push(`\`values\` (required: 1 to ${MAX_ENUM_VALUES}, lower snake case)`);
  if (t.references) options.push('`references` (required: the resource it refers to; the field\'s name ends in `_id`)', `\`on_delete\` (${ON_DELETE.join(', ')})`);
  if (t.defaultProblem) options.push('`default`');
  return options;
}

/** The example as JSON, a field a line. */
function exampleJson(): string {
  const { resources, ...rest } = MODEL_EXAMPLE;
  const resource = (r: (typeof resources)[number]) => `    { "name": ${JSON.stringify(r.name)}, "fields": [\n${r.fields.map((f) => `      ${JSON.stringify(f)}`).join(',\n')}\n    ] }`;
  return ['{', ...Object.entries(rest).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`), '  "resources": [', resources.map(resource).join(',\n'), '  ]', '}'].join('\n');
}

/** The resource model's format: its fields from the zod schema's own descriptions, its types from the registry. */
function resourceModel(): string[] {
  return [
    '## Resource model',
    '',
    `\`resources\` is the user's own domain: a list of resources, each served as CRUD routes (\`/api/v1/<plural>\`: list with filters, get, create, replace, update, delete) on whichever store the features choose; without one a project serves a notes example. The MCP tools validate, generate, diff and add take it, as POST /api/v1/generate and /api/v1/generate/validate do in their body. Every door serves them: REST, and with their features the htmx pages, gRPC and GraphQL. Call validate first: it names every broken rule, with the resource and the field.`,
    '',
    `A resource (at most ${MAX_RESOURCES}):`,
    '',
    ...Object.entries(resourceShape).map(([key, schema]) => `- ${key}: ${schema.description}`),
    '',
    `A field (at most ${MAX_FIELDS} in a resource):`,
    '',
    ...Object.entries(fieldShape).map(([key, schema]) => `- ${key}: ${key === 'type' ? `one of ${FIELD_TYPES.join(', ')} (below)` : schema.description}`),
    '',
    'Field types, and the options each takes besides name, type, required and unique. A default is written as the API\'s JSON holds the value (a decimal as a string such as "12.30").',
    '',
    ...FIELD_TYPES.map((type) => {
      const { hint, bounds, maxLength } = fieldType(type);
      const options = typeOptions(type);
      // A length the hint does not say already: an e-mail address's.
      const length = maxLength && !bounds ? `; at most ${maxLength} characters` : '';
      return `- ${type}: ${hint}${length}${options.length > 0 ? `. Takes ${listText(options, 'and')}` : ''}.`;
    }),
    '',
    `References: a \`reference\` field holds the id of a row of the resource it \`references\` (its own included). \`on_delete\`: ${fieldShape.on_delete.description}. References may not form a cycle between resources; a resource may refer to itself through an optional reference.`,
    '',
    `Names (resources, fields, enum values): lower snake case (a letter, then letters, digits and single underscores between words), at most ${NAME_MAX} characters; a resource's name is singular and countable. A name may not be a reserved word of Go, SQL or JSON, nor one the generated project has already (\`id\`, \`created_at\` and \`updated_at\` are every resource's): validate says which, with a suggestion.`,
    '',
    `Changing a model: \`modelHistory\`, kept in a project's ${GOSTARTER_FILE}: ${modelHistorySchema.description}. The add tool moves a configuration to a new model and answers the migration; a configuration sent with its \`modelHistory\` is generated with all its migrations. A renamed resource or field says \`renamed_from\`, the name it had before: the migration renames it and keeps its data. A change that would lose data (a dropped field, a narrower type) is refused with DATA_LOSS, naming what, unless the request says \`allowDataLoss: true\`.`,
    '',
    'Example, a bookshop (generate takes it as it is):',
    '',
    '```json',
    exampleJson(),
    '```',
    '',
  ];
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
    `- Streamable HTTP: ${origin}/mcp (stateless: POST one JSON-RPC message per request; no sessions). generate and add answer download links: with a resource model (below), a link to the configuration as stored, which expires after ${getConfig().FILE_RETENTION_DAYS} days (call generate again for a new one).`,
    '- stdio: `gostarter mcp` (the command line below), e.g. {"mcpServers":{"gostarter":{"command":"gostarter","args":["mcp"]}}}. generate and add write the project folder.',
    '',
    'Tools (arguments; each answers text and structured content matching its output schema; a refused configuration is a tool error carrying the validation_result):',
    '',
    ...tools,
    '',
    ...resourceModel(),
    '## REST API',
    '',
    `- OpenAPI 3.1 document: ${origin}/api/openapi.json; reference: ${origin}/api-reference`,
    '- Errors: { type, message, code, details } with the matching HTTP status; a configuration that breaks a rule also carries validation_result.',
    ...restApi(origin),
    '',
    '## Command line',
    '',
    `Install it from this site: \`${cliInstallCommand(origin)}\` (Node.js 20+, git). It bundles this site's generator (works offline) and keeps the pristine generation on a \`gostarter\` branch, which git merges into your branch on add, remove and upgrade. A project's gostarter.json \`regenerate\` line (\`gostarter new --from '<link>'\`) writes it again in an empty folder.`,
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

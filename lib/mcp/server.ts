// The MCP server for coding agents: the same tools over stdio (`gostarter mcp`) and over Streamable HTTP
// (the site's /mcp). What the tools share lives here: the catalogue, validation, the diff. What depends on
// where the server runs (generate and add: the site answers download links, the command line writes a
// project folder) comes from its host.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { toAppError } from '@/lib/api/errors';
import { PRESETS } from '@/lib/catalogue/presets';
import { diffRequestSchema, type ConfigurationDiff } from '@/lib/generation/configuration-diff';
import { featuresResponse, validateRequest, validateRequestSchema } from '@/lib/generation/request';
import { diffResponseSchema, featuresResponseSchema, validateResponseSchema } from '@/lib/schemas/generation';
import { generatorVersion } from '@/lib/generator';

type ObjectSchema = z.ZodObject;

/** A tool whose work depends on the host: its schemas (zod: the SDK lists them as JSON Schema and checks both sides) and its work. */
export interface HostTool<I extends ObjectSchema = ObjectSchema, O extends ObjectSchema = ObjectSchema> {
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  /** The answer: a text for the agent to read and the structured result (checked against outputSchema). */
  run(input: z.infer<I>): Promise<ToolAnswer<z.infer<O>>>;
}

export interface ToolAnswer<T> {
  text: string;
  result: T;
}

/** Where the server runs: its generate and add, how it compares two configurations, and the guard of the costly tools. */
export interface McpHost {
  generate: HostTool;
  add: HostTool;
  /** The diff of two configurations (lib/generation/configuration-diff), as the host schedules it. */
  diff(body: unknown): Promise<ConfigurationDiff>;
  /**
   * Called before each tool that builds projects (diff; a host's own costly tools call it themselves):
   * the site counts it against its diff limit and refuses when its heavy-work pool is full.
   */
  beforeCostlyWork(): Promise<void>;
}

/** Keeps a host tool's own types where it is written, and makes it a HostTool for McpHost. */
export function hostTool<I extends ObjectSchema, O extends ObjectSchema>(tool: HostTool<I, O>): HostTool {
  return tool as unknown as HostTool;
}

const presetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  framework: z.string(),
  features: z.array(z.string()).describe('Feature ids as a user would pick them; validation adds the dependencies'),
});

const listFeaturesOutputSchema = featuresResponseSchema.extend({
  presets: z.array(presetSchema).describe('Curated starting points: a framework and a feature set'),
});

/** The diff without each file's own part of the patch: the whole patch is there once. */
const diffOutputSchema = diffResponseSchema.extend({
  files: z.array(diffResponseSchema.shape.files.element.omit({ diff: true })).describe('The changed files, sorted by path'),
  patch: z.string().describe('The git patch from the first configuration to the second: `git apply` it in the project folder'),
});

/**
 * A failure as a tool error: its message, then what the REST API would answer beside it (the code, the
 * details, a `validation_result` for a configuration that breaks a rule), as JSON the agent can read.
 */
function toolError(err: unknown): CallToolResult {
  const e = toAppError(err);
  const answer = { code: e.code, ...(e.details !== undefined ? { details: e.details } : {}), ...e.extra };
  return { isError: true, content: [{ type: 'text', text: `${e.message}\n\n${JSON.stringify(answer, null, 2)}` }] };
}

async function answer<T extends Record<string, unknown>>(work: () => Promise<ToolAnswer<T>>): Promise<CallToolResult> {
  try {
    const { text, result } = await work();
    return { content: [{ type: 'text', text }], structuredContent: result };
  } catch (err) {
    return toolError(err);
  }
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A tool as the server lists it. */
export interface McpTool {
  name: string;
  tool: HostTool;
  /** Whether the tool only reads (annotations.readOnlyHint): generate and add write (a folder, or a link's project). */
  readOnly: boolean;
}

/** The tools a host serves, in the order they are listed: the shared ones with the host's generate and add. llms.txt lists them too. */
export function mcpTools(host: McpHost): McpTool[] {
  const shared = sharedTools(host);
  return [
    { name: 'list_features', tool: shared.list_features, readOnly: true },
    { name: 'validate', tool: shared.validate, readOnly: true },
    { name: 'generate', tool: host.generate, readOnly: false },
    { name: 'diff', tool: shared.diff, readOnly: true },
    { name: 'add', tool: host.add, readOnly: false },
  ];
}

function sharedTools(host: McpHost) {
  return {
    list_features: hostTool({
      title: 'List features',
      description:
        'Start here: the catalogue, every feature with its category, description and availability, the presets (curated starting points) and the conflict rules validation applies. The other tools take these ids.',
      inputSchema: z.object({}),
      outputSchema: listFeaturesOutputSchema,
      run: async () => {
        const result = { ...featuresResponse(), presets: PRESETS.map((p) => ({ ...p, features: [...p.features] })) };
        const available = result.features.filter((f) => f.available).length;
        return { text: `${result.total} features (${available} available), ${result.presets.length} presets.\n\n${json(result)}`, result };
      },
    }),
    validate: hostTool({
      title: 'Validate a configuration',
      description:
        'Checks a configuration (framework, features, optional projectName and resources) as POST /api/v1/generate/validate does, building nothing: the validation_result names each broken rule with suggestions, and lists the features validation adds. Call it before generate when unsure, a resource model especially: it is cheap, and answers every problem at once.',
      inputSchema: validateRequestSchema,
      outputSchema: validateResponseSchema,
      run: async (input) => {
        const validation_result = validateRequest(input);
        const verdict = validation_result.is_valid
          ? `Valid: ${validation_result.adjusted_features.join(', ')}.`
          : `Invalid: ${validation_result.errors.map((e) => e.message).join('; ')}`;
        return { text: `${verdict}\n\n${json({ validation_result })}`, result: { validation_result } };
      },
    }),
    diff: hostTool({
      title: 'Diff two configurations',
      description:
        'To preview a change: the difference between the projects of two configurations (from, to: each { projectName, framework, features, resources? }), a summary, the changed files and the git patch that moves a project generated from `from` to `to`. Changes nothing: add makes the change.',
      inputSchema: diffRequestSchema,
      outputSchema: diffOutputSchema,
      run: async (input) => {
        await host.beforeCostlyWork();
        return diffAnswer(await host.diff(input));
      },
    }),
  };
}

/** A diff as the diff tool answers it (and the site's add, beside its new configuration). */
export function diffAnswer({ answer: diff, patch }: ConfigurationDiff): ToolAnswer<z.infer<typeof diffOutputSchema>> {
  const files = diff.files.map((f) => ({ path: f.path, status: f.status, binary: f.binary, lines_added: f.lines_added, lines_removed: f.lines_removed }));
  return { text: patch ? `${diff.message}\n\n${patch}` : diff.message, result: { ...diff, files, patch } };
}

export function createMcpServer(host: McpHost): McpServer {
  const server = new McpServer(
    { name: 'gostarter', title: 'Gostarter', version: generatorVersion() },
    {
      instructions:
        'Gostarter generates Go backend projects. list_features gives the catalogue and presets; validate checks a configuration (call it first when unsure); generate makes a new project; diff previews what a change does to a project; add grows a project generated before (features, or a new resource model).',
    },
  );
  for (const { name, tool, readOnly } of mcpTools(host)) {
    server.registerTool(
      name,
      { title: tool.title, description: tool.description, inputSchema: tool.inputSchema, outputSchema: tool.outputSchema, annotations: { readOnlyHint: readOnly } },
      // The SDK has checked the input against inputSchema; the answer is checked against outputSchema.
      (input: unknown) => answer(() => tool.run(input as z.infer<ObjectSchema>)),
    );
  }
  return server;
}

// The site's host of the MCP tools (/mcp): generate and add answer download links on the site's own
// address rather than files, and the tools that build projects count against the client's diff limit.
// A query string cannot carry a resource model: the link of a configuration with one names it as
// stored (lib/generation/stored-configurations), and storing it counts against the generate limit.
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { generateRequestSchema, toProjectSpec, type GenerateRequest } from '@/lib/generation';
import { historyAfter } from '@/lib/generation/request';
import { configurationUrl, storeConfiguration, type StoredConfiguration } from '@/lib/generation/stored-configurations';
import { modelKey } from '@/lib/resources/model';
import type { ProjectSpec } from '@/lib/generator';
import { diffConfigurations } from '@/lib/generation/compare';
import { assertHeavyWorkRoom } from '@/lib/heavy-work';
import { enforceDiffLimit, enforceGenerateLimit } from '@/lib/rate-limit';
import { diffResponseSchema, validationResultSchema } from '@/lib/schemas/generation';
import { siteAddress } from '@/lib/site/site-address';
import { generateQuery } from '@/lib/wizard/request';
import { resourcesParam, wizardQuery } from '@/lib/wizard/state';
import { diffAnswer, hostTool, mcpTools, type McpHost, type McpTool } from './server';

const linksSchema = z.object({
  download_url: z
    .string()
    .describe(
      'GET it for the zip (e.g. curl -o app.zip <url>): a link whose query is the configuration, or with a resource model a link to the configuration as stored, which expires (the message says when; call generate again for a new one)',
    ),
  wizard_url: z
    .string()
    .nullable()
    .describe('The generator opened on this configuration in a browser, model included; null when the model is too long for a link'),
});

/** What the site's tools need of the request they answer. */
interface SiteRequest {
  /** Before each tool that builds projects. */
  beforeCostlyWork(): Promise<void>;
  /** Stores a configuration with a resource model, for its download link. */
  storeConfiguration(configuration: GenerateRequest): Promise<StoredConfiguration>;
}

/**
 * Where a checked configuration (`configuration`, which became `spec`) downloads, and the wizard opened
 * on it: a GET link with the configuration in its query; with a model, a link to it as stored.
 */
async function links(origin: string, configuration: GenerateRequest, spec: ProjectSpec, site: SiteRequest): Promise<z.infer<typeof linksSchema> & { how: string }> {
  const chosen = { framework: spec.framework, features: spec.requested ?? spec.features, projectName: spec.projectName };
  const wizard = `${origin}/?${wizardQuery({ step: 'review', ...chosen, features: chosen.features.filter((id) => id !== spec.framework), resources: spec.resources })}`;
  if (!spec.resources) return { download_url: `${origin}/api/v1/generate?${generateQuery(chosen)}`, wizard_url: wizard, how: 'Download the zip from download_url.' };
  const { key, expiresAt } = await site.storeConfiguration(configuration);
  return {
    download_url: configurationUrl(origin, key),
    wizard_url: resourcesParam(spec.resources) ? wizard : null,
    how: `Download the zip from download_url (a GET, e.g. curl -o ${spec.projectName}.zip <download_url>), a link to this configuration as stored, until ${expiresAt.toISOString()}: after that, call generate again for a new link.`,
  };
}

/** The host of a request to /mcp: links on the site's address; the client's limits count its costly calls. */
export function siteHost(req: Request): McpHost {
  return hostAt(siteAddress(req), {
    beforeCostlyWork: async () => {
      assertHeavyWorkRoom();
      await enforceDiffLimit(req);
    },
    // A stored configuration is a write anyone may ask for: it counts as a generation.
    storeConfiguration: async (configuration) => {
      await enforceGenerateLimit(req);
      return storeConfiguration(configuration);
    },
  });
}

/** The site's tools as /mcp lists them, for pages that describe them (the documentation, /llms.txt): nothing runs them. */
export function listSiteTools(origin: string): McpTool[] {
  const listed = async (): Promise<never> => {
    throw new Error('These tools are listed, not run');
  };
  return mcpTools(hostAt(origin, { beforeCostlyWork: listed, storeConfiguration: listed }));
}

function hostAt(origin: string, site: SiteRequest): McpHost {
  return {
    beforeCostlyWork: site.beforeCostlyWork,
    diff: diffConfigurations,
    generate: hostTool({
      title: 'Generate a project',
      description:
        'For a new project: checks a configuration (projectName, framework, features, resources?) as validate does and answers download_url, a GET link to its zip (curl -o app.zip <url>), and wizard_url, the generator opened on it in a browser. With a resource model the link names the configuration as stored and expires after some days (the message says when): call generate again for a new one. A refused configuration is a tool error with its validation_result; to grow a project generated before, use add instead.',
      inputSchema: generateRequestSchema,
      outputSchema: linksSchema.extend({ message: z.string(), validation_result: validationResultSchema }),
      run: async (input) => {
        const { spec, validation } = toProjectSpec(input);
        const { how, ...urls } = await links(origin, input, spec, site);
        const message = `${spec.projectName}: ${spec.framework} with ${spec.features.filter((id) => id !== spec.framework).join(', ')}. ${how}`;
        return { text: `${message}\n\n${JSON.stringify(urls, null, 2)}`, result: { message, ...urls, validation_result: validation } };
      },
    }),
    add: hostTool({
      title: 'Add features or change the model',
      description:
        "To grow a project generated before (its configuration is in its gostarter.json): adds features to the configuration, or moves it to a new resource model, or both. Answers the new configuration (validated: the next add starts from it), where to download its project, the git patch that moves a project generated from the old configuration to the new one and, when the model changes, model_change: each change and what it loses in words, and the migration the patch adds. A change that loses data (a dropped field, a narrower type) is refused with DATA_LOSS unless allowDataLoss is true; a renamed field or resource says `renamed_from`.",
      inputSchema: z.object({
        configuration: generateRequestSchema.describe('The configuration the project was generated from (as in its gostarter.json, modelHistory included)'),
        features: z.array(z.string().max(64)).max(100).default([]).describe('The feature ids to add'),
        resources: generateRequestSchema.shape.resources.describe('The model to move to; absent keeps the configuration\'s'),
        allowDataLoss: generateRequestSchema.shape.allowDataLoss,
      }),
      outputSchema: linksSchema.extend({
        message: z.string(),
        configuration: generateRequestSchema.describe('The new configuration: the features as chosen, the added ones last (validation_result has them adjusted)'),
        validation_result: validationResultSchema,
        summary: diffResponseSchema.shape.summary,
        model_change: diffResponseSchema.shape.model_change,
        patch: z.string().describe('The git patch from the old configuration to the new one: `git apply` it in the project folder'),
      }),
      run: async ({ configuration, features, resources, allowDataLoss }) => {
        const added = [...new Set(features)].filter((id) => !configuration.features.includes(id));
        if (added.length === 0 && resources === undefined) {
          const already = features.length > 0 ? `${features.join(', ')} ${features.length === 1 ? 'is' : 'are'} already in the configuration` : 'name features to add or a model to move to';
          throw new AppError('VALIDATION', `Nothing to add: ${already}`, 'NOTHING_TO_ADD');
        }
        const model = resources ?? configuration.resources;
        const next: GenerateRequest = { ...configuration, features: [...configuration.features, ...added], ...(model ? { resources: model } : {}), ...(allowDataLoss ? { allowDataLoss } : {}) };
        // Each side's own answer first: a rule the new configuration breaks comes back as generate's validation_result.
        const from = toProjectSpec(configuration).spec;
        const grown: GenerateRequest = { ...next, modelHistory: historyAfter(from, model) };
        const { spec, validation } = toProjectSpec(grown);
        await site.beforeCostlyWork();
        const diff = diffAnswer(await diffConfigurations({ from: configuration, to: next }));
        const { how, ...urls } = await links(origin, grown, spec, site);
        const what = [added.length > 0 ? `Added ${added.join(', ')}.` : '', modelKey(from.resources) !== modelKey(spec.resources) ? 'Changed the model.' : ''].filter(Boolean).join(' ');
        const message = `${what} ${diff.result.message} ${how}`;
        const nextConfiguration = { ...next, ...(spec.modelHistory ? { modelHistory: spec.modelHistory } : {}) };
        return {
          text: `${message}\n\n${JSON.stringify({ configuration: nextConfiguration, ...urls }, null, 2)}\n\n${diff.result.patch}`,
          result: {
            message,
            configuration: nextConfiguration,
            validation_result: validation,
            ...urls,
            summary: diff.result.summary,
            model_change: diff.result.model_change,
            patch: diff.result.patch,
          },
        };
      },
    }),
  };
}

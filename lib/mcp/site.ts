// The site's host of the MCP tools (/mcp): generate and add answer download links on the site's own
// address rather than files, and the tools that build projects count against the client's diff limit.
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { generateRequestSchema, toProjectSpec, type GenerateRequest } from '@/lib/generation';
import { historyAfter } from '@/lib/generation/request';
import { modelKey } from '@/lib/resources/model';
import type { ProjectSpec } from '@/lib/generator';
import { diffConfigurations } from '@/lib/generation/compare';
import { assertHeavyWorkRoom } from '@/lib/heavy-work';
import { enforceDiffLimit } from '@/lib/rate-limit';
import { diffResponseSchema, validationResultSchema } from '@/lib/schemas/generation';
import { siteAddress } from '@/lib/site/site-address';
import { generateQuery } from '@/lib/wizard/request';
import { resourcesParam, wizardQuery } from '@/lib/wizard/state';
import { diffAnswer, hostTool, mcpTools, type McpHost, type McpTool } from './server';

const linksSchema = z.object({
  download_url: z
    .string()
    .nullable()
    .describe('GET it for the zip (e.g. curl -o app.zip <url>); null with a resource model, which a link cannot carry'),
  wizard_url: z
    .string()
    .nullable()
    .describe('The generator opened on this configuration, model included; null when the model is too long for a link'),
});

/** Where a checked configuration downloads: a GET link without a model; the wizard's share link, which carries one. */
function links(origin: string, spec: ProjectSpec): z.infer<typeof linksSchema> & { how: string } {
  const chosen = { framework: spec.framework, features: spec.requested ?? spec.features, projectName: spec.projectName };
  const wizard = `${origin}/?${wizardQuery({ step: 'review', ...chosen, features: chosen.features.filter((id) => id !== spec.framework), resources: spec.resources })}`;
  if (!spec.resources) return { download_url: `${origin}/api/v1/generate?${generateQuery(chosen)}`, wizard_url: wizard, how: 'Download the zip from download_url.' };
  const post = `POST the configuration as JSON to ${origin}/api/v1/generate for the zip`;
  return resourcesParam(spec.resources)
    ? { download_url: null, wizard_url: wizard, how: `A link cannot carry a resource model: open wizard_url to generate it in the browser, or ${post}.` }
    : { download_url: null, wizard_url: null, how: `The resource model is too long for a link: ${post}.` };
}

/** The host of a request to /mcp: links on the site's address; diff and add count against the client's diff limit. */
export function siteHost(req: Request): McpHost {
  return hostAt(siteAddress(req), async () => {
    assertHeavyWorkRoom();
    await enforceDiffLimit(req);
  });
}

/** The site's tools as /mcp lists them, for pages that describe them (the documentation, /llms.txt): nothing runs them. */
export function listSiteTools(origin: string): McpTool[] {
  return mcpTools(
    hostAt(origin, async () => {
      throw new Error('These tools are listed, not run');
    }),
  );
}

function hostAt(origin: string, beforeCostlyWork: () => Promise<void>): McpHost {
  return {
    beforeCostlyWork,
    diff: diffConfigurations,
    generate: hostTool({
      title: 'Generate a project',
      description:
        'Validates a configuration (projectName, framework, features, resources?) and answers where to download its project: a link to the zip, and the generator opened on it. A resource model does not fit a link: the answer says how to get that zip.',
      inputSchema: generateRequestSchema,
      outputSchema: linksSchema.extend({ message: z.string(), validation_result: validationResultSchema }),
      run: async (input) => {
        const { spec, validation } = toProjectSpec(input);
        const { how, ...urls } = links(origin, spec);
        const message = `${spec.projectName}: ${spec.framework} with ${spec.features.filter((id) => id !== spec.framework).join(', ')}. ${how}`;
        return { text: `${message}\n\n${JSON.stringify(urls, null, 2)}`, result: { message, ...urls, validation_result: validation } };
      },
    }),
    add: hostTool({
      title: 'Add features or change the model',
      description:
        "Adds features to a configuration, or moves it to a new resource model, or both: answers the new configuration (validated), where to download its project, the git patch that moves a project generated from the old configuration to the new one and, when the model changes, model_change: each change and what it loses in words, and the migration the patch adds. A change that loses data (a dropped field, a narrower type) is refused with DATA_LOSS unless allowDataLoss is true; a renamed field or resource says `renamed_from`.",
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
        const { spec, validation } = toProjectSpec({ ...next, modelHistory: historyAfter(from, model) });
        await beforeCostlyWork();
        const diff = diffAnswer(await diffConfigurations({ from: configuration, to: next }));
        const { how, ...urls } = links(origin, spec);
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

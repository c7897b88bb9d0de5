// The history routes (app/api/history/*) and maintenance (app/api/maintenance/*). The list query and the
// duplicate body are the schemas the handlers parse with (lib/history); the answers are the shapes of
// lib/schemas.
import { z } from 'zod';
import { duplicateRequestSchema, growRequestSchema, historyQuerySchema, HISTORY_PAGE_SIZE_MAX } from '@/lib/history';
import { diffRefusedSchema } from '@/lib/schemas/generation';
import {
  cacheInfoSchema,
  dashboardSummarySchema,
  duplicateResultSchema,
  historyPageSchema,
  historyProjectSchema,
  projectStatsSchema,
} from '@/lib/schemas/projects';
import { maintenanceRunSchema, maintenanceStatusSchema } from '@/lib/schemas/admin';
import { RETRY_AFTER, type OpenApiRegistry } from '../registry';
import { errorBodySchema } from '@/lib/schemas/errors';

export function registerHistoryRoutes(api: OpenApiRegistry): void {
  api.tag('History', 'The signed-in user’s generated projects: stored zips, regeneration, duplicates, statistics.');
  api.tag('Maintenance', 'Expiry of stored zips and database clean-up.');
  const ErrorBody = api.schema('Error', errorBodySchema);
  const Item = api.schema('HistoryItem', historyProjectSchema);
  const Page = api.schema('HistoryPage', historyPageSchema);
  const err = (description: string) => ({ description, schema: ErrorBody });
  const unauthorized = err('No or invalid token');
  const notFound = err('No such project of yours (also for malformed ids and other users’ projects)');
  const idParam = z.object({ id: z.string().describe('Project id (UUID)') });
  const zip = {
    contentType: 'application/zip',
    headers: { 'Content-Disposition': { description: 'attachment; filename="<project_name>.zip"', schema: { type: 'string' } } },
  };
  const notRegenerable = err('The project uses features the generator no longer offers (PROJECT_NOT_REGENERABLE)');
  // Regenerate and duplicate build a zip as generate does: its limit, and its threads for a selection not composed before.
  const generating = {
    429: { ...err('RATE_LIMITED: past RATE_LIMIT_GENERATE for this address (every call that generates a project counts)'), headers: RETRY_AFTER },
    503: { ...err('SERVER_BUSY: a selection this server has not composed before waits for its composing threads, and their queue is full'), headers: RETRY_AFTER },
  };

  api.route({
    method: 'get',
    path: '/api/history',
    operationId: 'listHistory',
    summary: 'List your projects',
    description: `Search, filters, sorting and pages. page_size is 1 to ${HISTORY_PAGE_SIZE_MAX} (larger is refused, not clamped); a page past the last answers an empty list with the right totals.`,
    tags: ['History'],
    auth: 'bearer',
    query: historyQuerySchema,
    queryExample: 'page=1&page_size=10&sort_by=created_at&sort_order=desc',
    responses: { 200: { description: 'One page', schema: Page }, 400: err('A parameter out of range or not understood'), 401: unauthorized },
  });
  api.route({
    method: 'get',
    path: '/api/history/{id}',
    operationId: 'getHistoryProject',
    summary: 'One of your projects',
    tags: ['History'],
    auth: 'bearer',
    pathParams: idParam,
    responses: { 200: { description: 'The project', schema: Item }, 401: unauthorized, 404: notFound },
  });
  api.route({
    method: 'delete',
    path: '/api/history/{id}',
    operationId: 'deleteHistoryProject',
    summary: 'Remove a project from your history',
    description: 'Its zip is deleted; the generation stays counted, without your account, in platform figures.',
    tags: ['History'],
    auth: 'bearer',
    pathParams: idParam,
    responses: { 200: { description: 'Deleted', schema: z.object({ message: z.string(), id: z.string() }) }, 401: unauthorized, 404: notFound },
  });
  api.route({
    method: 'get',
    path: '/api/history/{id}/download',
    operationId: 'downloadHistoryProject',
    summary: 'Download the stored zip',
    tags: ['History'],
    auth: 'bearer',
    pathParams: idParam,
    responses: {
      200: { description: 'The zip, byte-identical to the one generated', ...zip },
      401: unauthorized,
      404: notFound,
      410: err('FILE_EXPIRED: the file expired or is gone from storage (FILE_NOT_STORED when it could not be stored); regenerate it'),
    },
  });
  api.route({
    method: 'post',
    path: '/api/history/{id}/regenerate',
    operationId: 'regenerateHistoryProject',
    summary: 'Generate the zip again and store it',
    description: 'The same configuration gives the same bytes; the file is available again for the retention period.',
    tags: ['History'],
    auth: 'bearer',
    pathParams: idParam,
    responses: {
      200: { description: 'The zip', ...zip },
      401: unauthorized,
      404: notFound,
      422: notRegenerable,
      ...generating,
      500: err('STORAGE_FAILED: the zip was generated but could not be stored; try again'),
    },
  });
  const patchText =
    'The patch is the diff API’s (POST /api/v1/generate/diff): inside the unpacked project, committed to git, `git apply` (or `git apply -3`, which merges with your own changes) applies it.';
  const heavyRefused = {
    429: { ...err('RATE_LIMITED: past RATE_LIMIT_DIFF for this address (diffs, upgrades and grows together)'), headers: RETRY_AFTER },
    503: {
      ...err('SERVER_BUSY: the diffs, upgrades and grows this server computes at once, and its queue, are full; try again after Retry-After'),
      headers: RETRY_AFTER,
    },
  };
  api.route({
    method: 'post',
    path: '/api/history/{id}/grow',
    operationId: 'growHistoryProject',
    summary: 'Add features to a project',
    description:
      'The project with another feature list, another resource model, or both (its framework and name stay; the same configuration is refused, 400 SAME_CONFIGURATION): checked as generate checks a body, recorded to your history as a new project whose parent_project_id is this one (zip stored within the quota, as for any generation; X-Storage-Notice when not kept), ' +
      `answered as the patch from this project's configuration to the new one (format patch, the default) or as the new zip (format zip). X-Project-Id names the new project. Rate limit RATE_LIMIT_DIFF, with diffs and upgrades; a grow computes its patch in the server's heavy-work queue (503 SERVER_BUSY when full, nothing recorded). ${patchText}`,
    tags: ['History'],
    auth: 'bearer',
    pathParams: idParam,
    body: api.schema('GrowRequest', growRequestSchema, 'input', {
      features: 'The feature ids of the grown project, as for generate (the framework is the project’s)',
      format: 'patch (default): the patch to the new project; zip: the new project’s zip',
    }),
    bodyExample: { features: ['postgresql', 'gorm', 'docker', 'makefile'], format: 'patch' },
    responses: {
      200: {
        description: 'The patch (`<project_name>.patch`) or, with format zip, the zip (`<project_name>.zip`)',
        contentType: 'text/x-diff',
        alternatives: [{ contentType: 'application/zip' }],
        headers: {
          'Content-Disposition': { description: 'attachment; filename="<project_name>.patch" or "<project_name>.zip"', schema: { type: 'string' } },
          'X-Project-Id': { description: 'Id of the new project in your history', schema: { type: 'string' } },
          'X-Storage-Notice': { description: 'Set when the new zip was not kept (storage quota full)', schema: { type: 'string' } },
        },
      },
      400: {
        description:
          'The new configuration refused as generate refuses it (the message starts with `to: `, details.to holds code, message, details, validation_result), a malformed body, or SAME_CONFIGURATION: "Nothing to add: the configuration is the same"',
        schema: api.schema('DiffRefused', diffRefusedSchema),
      },
      401: unauthorized,
      404: notFound,
      422: notRegenerable,
      ...heavyRefused,
    },
  });
  api.route({
    method: 'get',
    path: '/api/history/{id}/upgrade',
    operationId: 'upgradeHistoryProject',
    summary: 'Upgrade a project to today’s generator',
    description:
      'The patch from the stored zip (as you downloaded it) to what today’s generator makes of the same configuration, `<project_name>-upgrade.patch`. ' +
      'X-Upgrade-Status is `up-to-date` when nothing differs (200 with an empty body; the project’s generator_version becomes today’s) and `available` otherwise. ' +
      `Rate limit RATE_LIMIT_DIFF, with diffs and grows; computed in the server's heavy-work queue (503 SERVER_BUSY when full). ${patchText}`,
    tags: ['History'],
    auth: 'bearer',
    pathParams: idParam,
    responses: {
      200: {
        description: 'The patch; empty when the stored zip already is today’s project',
        contentType: 'text/x-diff',
        headers: {
          'Content-Disposition': { description: 'attachment; filename="<project_name>-upgrade.patch"', schema: { type: 'string' } },
          'X-Upgrade-Status': { description: '`up-to-date` (empty body) or `available`', schema: { type: 'string', enum: ['up-to-date', 'available'] } },
        },
      },
      401: unauthorized,
      404: notFound,
      410: err('FILE_EXPIRED: "An upgrade needs the stored zip, which has expired. Regenerate the project instead."'),
      422: notRegenerable,
      ...heavyRefused,
    },
  });
  api.route({
    method: 'post',
    path: '/api/history/duplicate',
    operationId: 'duplicateHistoryProject',
    summary: 'Copy a project under a new name',
    description: 'Creates a new project with the same framework and features and stores its zip.',
    tags: ['History'],
    auth: 'bearer',
    body: api.schema('DuplicateRequest', duplicateRequestSchema, 'input', {
      original_project_id: 'Id of one of your projects',
      new_project_name: 'Letters, digits, _ and -, starting with a letter or digit, at most 64 characters',
    }),
    bodyExample: { original_project_id: '00000000-0000-4000-8000-000000000000', new_project_name: 'my-api-copy' },
    responses: {
      201: { description: 'The copy', schema: api.schema('DuplicateResponse', duplicateResultSchema) },
      400: err('Bad project name (details.projectname) or malformed body'),
      401: unauthorized,
      404: notFound,
      422: notRegenerable,
      ...generating,
    },
  });
  api.route({
    method: 'get',
    path: '/api/history/stats',
    operationId: 'historyStats',
    summary: 'Statistics of your projects',
    tags: ['History'],
    auth: 'bearer',
    responses: { 200: { description: 'Statistics', schema: api.schema('ProjectStats', projectStatsSchema) }, 401: unauthorized },
  });
  api.route({
    method: 'get',
    path: '/api/history/dashboard',
    operationId: 'historyDashboard',
    summary: 'Summary for the studio',
    tags: ['History'],
    auth: 'bearer',
    responses: { 200: { description: 'Counts, storage used, newest projects', schema: api.schema('HistoryDashboard', dashboardSummarySchema) }, 401: unauthorized },
  });
  api.route({
    method: 'get',
    path: '/api/history/cache-info',
    operationId: 'historyCacheInfo',
    summary: 'Your stored files',
    tags: ['History'],
    auth: 'bearer',
    description: 'Also names today’s generator (generator_version): a project whose generator_version differs can be upgraded (GET /api/history/{id}/upgrade).',
    responses: { 200: { description: 'Files, bytes, expiry, retention and today’s generator version', schema: api.schema('CacheInfo', cacheInfoSchema) }, 401: unauthorized },
  });

  const run = {
    operationId: 'runMaintenance',
    summary: 'Run maintenance now',
    description:
      'For schedulers (Authorization: Bearer $CRON_SECRET) and admins. A job another instance is running is skipped. GET does the same for schedulers that only send GET, with the secret only.',
    tags: ['Maintenance'],
    auth: 'bearer' as const,
    responses: {
      200: { description: 'What each job did', schema: api.schema('MaintenanceRun', maintenanceRunSchema) },
      401: err('No or invalid token or secret'),
      403: err('Not an admin'),
    },
  };
  api.route({ method: 'post', path: '/api/maintenance/run', ...run });
  api.route({ method: 'get', path: '/api/maintenance/run', ...run, operationId: 'runMaintenanceGet' });
  api.route({
    method: 'get',
    path: '/api/maintenance/status',
    operationId: 'maintenanceStatus',
    summary: 'Maintenance status',
    tags: ['Maintenance'],
    auth: 'admin',
    responses: {
      200: { description: 'Configuration, last runs, storage figures', schema: api.schema('MaintenanceStatus', maintenanceStatusSchema) },
      401: unauthorized,
      403: err('Not an admin'),
    },
  });
}

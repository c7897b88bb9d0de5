// The shapes of generated projects in API answers, as zod schemas: the server's return types, the
// browser's types and the OpenAPI document (lib/openapi) all derive from these, and
// tests/api/responses-match-openapi.test.ts holds real answers to them. Client-safe: zod only.
import { z } from 'zod';
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { modelHistorySchema, resourcesSchema } from '@/lib/resources/schema';

const ZIP_FILE_STATUSES = ['available', 'expired', 'deleted', 'error', 'not_stored'] as const;
const zipFileStatusSchema = z
  .enum(ZIP_FILE_STATUSES)
  .describe('available, expired (retention passed), deleted (gone from storage), error (could not be stored), or not_stored (guests, and past the storage quota)');
export type ZipFileStatus = z.infer<typeof zipFileStatusSchema>;

/** The fields of one page of a paged list. */
export const pageFields = {
  page: z.number().int(),
  total_pages: z.number().int().describe('0 when nothing matches'),
  total: z.number().int(),
  page_size: z.number().int(),
};

/** What every listing says of a generation. */
const projectRecordFields = {
  id: z.string().describe('UUID'),
  project_name: z.string(),
  framework: z.string().describe(listText(FRAMEWORKS)),
  features: z.array(z.string()).describe('The features as requested'),
  adjusted_features: z.array(z.string()).describe('What the zip was built from: framework first, dependencies added'),
  created_at: z.string().describe('ISO 8601'),
  generation_duration_ms: z.number().int(),
  zip_file_size: z.number().int().describe('Bytes'),
  zip_file_status: zipFileStatusSchema,
};

/** A project of the signed-in user's history. */
export const historyProjectSchema = z.object({
  ...projectRecordFields,
  can_download: z.boolean().describe('The zip is stored: GET .../download answers it'),
  can_regenerate: z.boolean().describe('The configuration can be built again with today’s generator'),
  file_expires_at: z.string().nullable().describe('When the stored zip expires (ISO 8601); null when none is stored'),
  generator_version: z
    .string()
    .nullable()
    .describe('The generator that made the stored zip (a hash of its templates and pinned versions); null for projects recorded before versions were'),
  parent_project_id: z.string().nullable().describe('The project of your history this one was grown from (POST .../grow); null when none, or when that project left your history'),
  parent_project_name: z.string().nullable().describe('That project’s name; null with parent_project_id'),
  parent_project_created_at: z
    .string()
    .nullable()
    .describe('When that project was generated (ISO 8601), which tells it from others of the same name; null with parent_project_id'),
  can_upgrade: z
    .boolean()
    .describe('The zip is stored, can be regenerated, and was made by another generator than today’s: GET .../upgrade answers the patch to today’s project'),
  has_resources: z.boolean().describe('The project was generated from your own resources (GET /api/history/{id} answers them), not the notes example'),
  resources: resourcesSchema
    .nullable()
    .optional()
    .describe('The resources the project was generated from; null for the notes example. Only in the details of one project (GET /api/history/{id}, regenerate)'),
  model_history: modelHistorySchema
    .optional()
    .describe("The models of the project's earlier generations, whose migrations it has (gostarter.json's modelHistory); only with resources"),
});
export type HistoryProject = z.infer<typeof historyProjectSchema>;

export const historyPageSchema = z.object({ projects: z.array(historyProjectSchema), ...pageFields });
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const projectStatsSchema = z.object({
  total_projects: z.number().int(),
  most_used_framework: z.string().nullable(),
  most_used_features: z.array(z.string()).describe('The five features chosen most often (frameworks left out)'),
  feature_usage: z.array(z.object({ feature: z.string(), count: z.number().int() })),
  framework_distribution: z.record(z.string(), z.number().int()),
  recent_activity: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), count: z.number().int() })).describe('The last 30 days, today last'),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

export const STORAGE_BACKENDS = ['database', 's3'] as const;
const storageBackendSchema = z.enum(STORAGE_BACKENDS);

export const dashboardSummarySchema = z.object({
  total_projects: z.number().int(),
  projects_last_7_days: z.number().int(),
  projects_last_30_days: z.number().int(),
  available_files: z.number().int(),
  expired_files: z.number().int(),
  storage_used_bytes: z.number().int(),
  retention_days: z.number().int(),
  most_used_framework: z.string().nullable(),
  recent_projects: z.array(historyProjectSchema).describe('The five newest'),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const cacheInfoSchema = z.object({
  storage_backend: storageBackendSchema,
  retention_days: z.number().int(),
  quota_bytes: z.number().int().describe('STORAGE_QUOTA_MB in bytes: a generation that would pass it is not kept'),
  files_stored: z.number().int(),
  bytes_stored: z.number().int(),
  expired_files: z.number().int(),
  deleted_files: z.number().int(),
  error_files: z.number().int(),
  next_expiry_at: z.string().nullable().describe('When the next of the caller’s stored zips expires; null with none stored'),
  generator_version: z.string().describe('Today’s generator: projects whose generator_version differs can be upgraded'),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const duplicateResultSchema = z.object({
  duplicate_config: z.object({
    project_name: z.string(),
    framework: z.string(),
    features: z.array(z.string()),
    adjusted_features: z.array(z.string()),
    resources: resourcesSchema.nullable().describe("The original's resources, generated again in the copy; null for the notes example"),
  }),
  project: historyProjectSchema,
  storage_notice: z.string().optional().describe("Set when the copy's zip was not kept (storage quota full)"),
});
export type DuplicateResult = z.infer<typeof duplicateResultSchema>;

const OWNER_TYPES = ['user', 'guest', 'removed'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** A project in the administrators' list: anyone's, with its owner. */
const adminProjectSchema = z.object({
  ...projectRecordFields,
  user_id: z.string().nullable(),
  owner_email: z.string().nullable().describe('null for guests and for projects removed from a history'),
  owner_type: z
    .enum(OWNER_TYPES)
    .describe('user: in a history; guest: generated without an account; removed: taken out of a history by its owner'),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectPageSchema = z.object({ projects: z.array(adminProjectSchema), ...pageFields });
export type AdminProjectPage = z.infer<typeof adminProjectPageSchema>;

// The shapes of the admin, health and maintenance answers, as zod schemas: the server's return types,
// the browser's types and the OpenAPI document (lib/openapi) all derive from these, and
// tests/api/responses-match-openapi.test.ts holds real answers to them. Client-safe: zod only.
import { z } from 'zod';
import { feedbackSummarySchema } from './feedback';
import { pageFields, STORAGE_BACKENDS } from './projects';

const adminUserSchema = z.object({
  id: z.string().describe('UUID'),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  is_verified: z.boolean().describe('The e-mail address was confirmed with the one-time code'),
  created_at: z.string().describe('ISO 8601'),
  projects_count: z.number().int().describe('Projects in the user’s history'),
});



export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  verified_users: z.number().int(),
  admin_users: z.number().int(),
  regular_users: z.number().int(),
  recent_users: z.number().int().describe('Accounts created in the last 7 days'),
  total_projects: z.number().int().describe('Every generated project, guests’ included'),
  verification_rate: z.number().describe('Verified users as a percentage of all users, one decimal'),
});

const share = { count: z.number().int(), percent: z.number().describe('Share of all projects, one decimal') };
export const adminAnalyticsSchema = z.object({
  total_projects: z.number().int(),
  projects_by_owner: z.object({ signed_in: z.number().int(), anonymous: z.number().int() }),
  frameworks: z.array(z.object({ framework: z.string(), ...share })).describe('Most used first'),
  top_features: z.array(z.object({ feature: z.string(), ...share })).describe('The ten features chosen most often (frameworks left out)'),
  daily_projects: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), count: z.number().int() })).describe('The last 30 days, today last'),
  average_generation_ms: z.number().int().nullable(),
  average_zip_size: z.number().int().nullable(),
  feedback: feedbackSummarySchema.describe('Ratings and comments from the Complete screen'),
  generated_at: z.string(),
});

const componentStatusSchema = z.enum(['up', 'degraded', 'down']);
const overallStatusSchema = z.enum(['ok', 'degraded', 'down']);
const check = {
  status: componentStatusSchema,
  latency_ms: z.number().nullable().describe('Round trip of the probe; null when it failed'),
};
const componentCheckSchema = z.object({ ...check, error: z.string().optional() });


export const systemStatusSchema = z.object({
  status: overallStatusSchema,
  api: z.object({
    status: z.literal('up'),
    uptime_seconds: z.number().int(),
    started_at: z.string(),
    node_version: z.string(),
    environment: z.string(),
    instance: z.string().describe('host:pid of the instance that answered'),
  }),
  database: componentCheckSchema.extend({
    driver: z.enum(['postgresql', 'pglite']),
    server_version: z.string().nullable(),
    size_bytes: z.number().int().nullable(),
  }),
  storage: componentCheckSchema.extend({ backend: z.enum(STORAGE_BACKENDS), retention_days: z.number().int() }),
  checked_at: z.string(),
});

export const publicHealthSchema = z.object({
  status: overallStatusSchema.describe('degraded: the database answered slower than 1 s'),
  database: z.object(check),
  uptime_seconds: z.number().int(),
  checked_at: z.string(),
});

export const roleChangeResultSchema = z.object({
  user: adminUserSchema,
  changed: z.boolean().describe('false when the user already had the role'),
  previous_role: z.enum(['user', 'admin']),
  message: z.string(),
});

export const userCreatedSchema = z.object({
  user: adminUserSchema.describe('The new account: unverified, with no password, until its owner sets one with the mailed code'),
  message: z.string(),
});

const jobConfigSchema = z.object({
  maintenance_interval: z.number().int().describe('Minutes between runs'),
  cleanup_batch_size: z.number().int(),
  enable_scheduling: z.boolean().describe('The in-process scheduler is on (MAINTENANCE_ENABLED)'),
});

const jobStatusSchema = z.object({
  running: z.boolean().describe('Alive: scheduled here, running now, or run within two intervals'),
  config: jobConfigSchema,
  in_progress: z.boolean(),
  scheduled_in_this_instance: z.boolean(),
  last_run_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_succeeded: z.boolean().nullable(),
  last_error: z.string().nullable(),
  last_result: z.record(z.string(), z.number()).nullable(),
  runs: z.number().int(),
  total_processed: z.number().int(),
  total_freed_bytes: z.number().int(),
});

export const maintenanceStatusSchema = z.object({
  database_maintenance: jobStatusSchema,
  file_cleanup: jobStatusSchema.extend({
    retention_days: z.number().int(),
    storage_backend: z.enum(STORAGE_BACKENDS),
    files_stored: z.number().int(),
    bytes_stored: z.number().int(),
    expired_files: z.number().int(),
    pending_expiry: z.number().int(),
    plans_stored: z.number().int().describe('Zip plans in file storage, each shared by the kept projects of one selection'),
    plan_bytes: z.number().int().describe('Their bytes: what kept zips take in file storage'),
  }),
  checked_at: z.string(),
});

const jobOutcomeSchema = z
  .object({
    ran: z.boolean().describe('false when another instance holds the job'),
    ok: z.boolean().optional(),
    reason: z.string().optional(),
    error: z.string().optional(),
    counts: z.record(z.string(), z.number()).optional(),
    started_at: z.string().optional(),
    finished_at: z.string().optional(),
  })
  .describe('What one job did');

export const maintenanceRunSchema = z.object({ database_maintenance: jobOutcomeSchema.optional(), file_cleanup: jobOutcomeSchema.optional() });


export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), ...pageFields });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export type OverallStatus = z.infer<typeof overallStatusSchema>;
export type ComponentCheck = z.infer<typeof componentCheckSchema>;
export type SystemStatus = z.infer<typeof systemStatusSchema>;
export type PublicHealth = z.infer<typeof publicHealthSchema>;
export type RoleChangeResult = z.infer<typeof roleChangeResultSchema>;
export type UserCreated = z.infer<typeof userCreatedSchema>;
export type JobStatus = z.infer<typeof jobStatusSchema>;
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

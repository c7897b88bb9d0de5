// The admin routes (app/api/admin/*) and the health check (app/api/health). Queries and bodies are the
// schemas the handlers parse with (lib/admin); answers are described here.
import { z } from 'zod';
import { adminProjectsQuerySchema, adminUsersQuerySchema, ADMIN_PAGE_SIZES, roleChangeSchema, SELF_DEMOTION_MESSAGE } from '@/lib/admin';
import type { OpenApiRegistry } from '../registry';
import { errorBodySchema } from '../schemas';

const adminUserSchema = z.object({
  id: z.string().describe('UUID'),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  is_verified: z.boolean().describe('The e-mail address was confirmed with the one-time code'),
  created_at: z.string().describe('ISO 8601'),
  projects_count: z.number().int().describe('Projects in the user’s history'),
});

const pageFields = {
  page: z.number().int(),
  total_pages: z.number().int().describe('0 when nothing matches'),
  total: z.number().int(),
  page_size: z.number().int(),
};

const adminProjectSchema = z.object({
  id: z.string().describe('UUID'),
  project_name: z.string(),
  framework: z.string(),
  features: z.array(z.string()).describe('The features as requested'),
  adjusted_features: z.array(z.string()).describe('What the zip was built from'),
  created_at: z.string(),
  generation_duration_ms: z.number().int(),
  zip_file_size: z.number().int().describe('Bytes'),
  zip_file_status: z.string().describe('available, expired, deleted, error, or not_stored (guests’ zips are never kept)'),
  user_id: z.string().nullable(),
  owner_email: z.string().nullable().describe('null for guests and for projects removed from a history'),
  owner_type: z.enum(['user', 'guest', 'removed']).describe('user: in a history; guest: generated without an account; removed: taken out of a history by its owner'),
});

const statsSchema = z.object({
  total_users: z.number().int(),
  verified_users: z.number().int(),
  admin_users: z.number().int(),
  regular_users: z.number().int(),
  recent_users: z.number().int().describe('Accounts created in the last 7 days'),
  total_projects: z.number().int().describe('Every generated project, guests’ included'),
  verification_rate: z.number().describe('Verified users as a percentage of all users, one decimal'),
});

const share = { count: z.number().int(), percent: z.number().describe('Share of all projects, one decimal') };
const analyticsSchema = z.object({
  total_projects: z.number().int(),
  projects_by_owner: z.object({ signed_in: z.number().int(), anonymous: z.number().int() }),
  frameworks: z.array(z.object({ framework: z.string(), ...share })).describe('Most used first'),
  top_features: z.array(z.object({ feature: z.string(), ...share })).describe('The ten features chosen most often (frameworks left out)'),
  daily_projects: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), count: z.number().int() })).describe('The last 30 days, today last'),
  average_generation_ms: z.number().int().nullable(),
  average_zip_size: z.number().int().nullable(),
  generated_at: z.string(),
});

const check = {
  status: z.enum(['up', 'degraded', 'down']),
  latency_ms: z.number().nullable().describe('Round trip of the probe; null when it failed'),
};

const systemSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  api: z.object({
    status: z.literal('up'),
    uptime_seconds: z.number().int(),
    started_at: z.string(),
    node_version: z.string(),
    environment: z.string(),
    instance: z.string().describe('host:pid of the instance that answered'),
  }),
  database: z.object({
    ...check,
    error: z.string().optional(),
    driver: z.enum(['postgresql', 'pglite']),
    server_version: z.string().nullable(),
    size_bytes: z.number().int().nullable(),
  }),
  storage: z.object({ ...check, error: z.string().optional(), backend: z.enum(['database', 's3']), retention_days: z.number().int() }),
  checked_at: z.string(),
});

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']).describe('degraded: the database answered slower than 1 s'),
  database: z.object(check),
  uptime_seconds: z.number().int(),
  checked_at: z.string(),
});

const roleChangeResultSchema = z.object({
  user: adminUserSchema,
  changed: z.boolean().describe('false when the user already had the role'),
  previous_role: z.enum(['user', 'admin']),
  message: z.string(),
});

export function registerAdminRoutes(api: OpenApiRegistry): void {
  api.tag('Admin', 'For administrators: users and roles, platform statistics, every project, exports. Non-admins get 403.');
  const ErrorBody = api.schema('Error', errorBodySchema);
  const err = (description: string) => ({ description, schema: ErrorBody });
  const guarded = { 401: err('No or invalid token'), 403: err('Not an admin') };
  const csv = (name: string) => ({
    description: `CSV with a header row (RFC 4180 quoting), one row per ${name}, oldest first`,
    contentType: 'text/csv',
    headers: { 'Content-Disposition': { description: `attachment; filename="gostarter-${name}s-<date>.csv"`, schema: { type: 'string' } } },
  });

  api.route({
    method: 'get',
    path: '/api/admin/access',
    operationId: 'adminAccess',
    summary: 'May I use the admin area?',
    description: 'For any signed-in user; the role is read from the database on every request.',
    tags: ['Admin'],
    auth: 'bearer',
    responses: { 200: { description: 'The answer', schema: z.object({ has_admin_access: z.boolean() }) }, 401: err('No or invalid token') },
  });
  api.route({
    method: 'get',
    path: '/api/admin/users',
    operationId: 'adminListUsers',
    summary: 'List users',
    description: `Newest first. page_size is one of ${ADMIN_PAGE_SIZES.join(', ')}; anything else answers 400.`,
    tags: ['Admin'],
    auth: 'admin',
    query: adminUsersQuerySchema,
    queryExample: 'page=1&page_size=10',
    responses: {
      200: { description: 'One page', schema: api.schema('AdminUserPage', z.object({ users: z.array(adminUserSchema), ...pageFields })) },
      400: err('A parameter out of range'),
      ...guarded,
    },
  });
  api.route({
    method: 'put',
    path: '/api/admin/users/{id}/role',
    operationId: 'adminChangeRole',
    summary: 'Change a user’s role',
    description: `Takes effect on the user’s next request. Picking the role the user has changes nothing (changed: false). An admin cannot demote themself: 403 CANNOT_DEMOTE_SELF, '${SELF_DEMOTION_MESSAGE}'`,
    tags: ['Admin'],
    auth: 'admin',
    pathParams: z.object({ id: z.string().describe('User id (UUID)') }),
    body: api.schema('RoleChangeRequest', roleChangeSchema, 'input'),
    bodyExample: { role: 'admin' },
    responses: {
      200: { description: 'The user after the change', schema: api.schema('RoleChangeResult', roleChangeResultSchema) },
      400: err('role is not user or admin, or the body is not JSON'),
      401: err('No or invalid token'),
      403: err('Not an admin, or an admin demoting themself (CANNOT_DEMOTE_SELF)'),
      404: err('No such user (also for malformed ids)'),
    },
  });
  api.route({
    method: 'get',
    path: '/api/admin/stats',
    operationId: 'adminStats',
    summary: 'Platform statistics',
    tags: ['Admin'],
    auth: 'admin',
    responses: { 200: { description: 'Counts', schema: api.schema('AdminStats', statsSchema) }, ...guarded },
  });
  api.route({
    method: 'get',
    path: '/api/admin/analytics',
    operationId: 'adminAnalytics',
    summary: 'Framework shares and most used features',
    description: 'Computed over every generated project, guests’ included.',
    tags: ['Admin'],
    auth: 'admin',
    responses: { 200: { description: 'Analytics', schema: api.schema('AdminAnalytics', analyticsSchema) }, ...guarded },
  });
  api.route({
    method: 'get',
    path: '/api/admin/projects',
    operationId: 'adminListProjects',
    summary: 'Every owner’s projects',
    description: 'Newest first, with the owner’s e-mail; guests’ generations have none (owner_type guest).',
    tags: ['Admin'],
    auth: 'admin',
    query: adminProjectsQuerySchema,
    queryExample: 'page=1&page_size=3',
    responses: {
      200: { description: 'One page', schema: api.schema('AdminProjectPage', z.object({ projects: z.array(adminProjectSchema), ...pageFields })) },
      400: err('A parameter out of range'),
      ...guarded,
    },
  });
  api.route({
    method: 'get',
    path: '/api/admin/system',
    operationId: 'adminSystem',
    summary: 'State of the API, the database and the file storage',
    description: 'Probed on each call: database round trip and size, a storage read, this instance’s uptime.',
    tags: ['Admin'],
    auth: 'admin',
    responses: { 200: { description: 'System status', schema: api.schema('SystemStatus', systemSchema) }, ...guarded },
  });
  api.route({
    method: 'get',
    path: '/api/admin/export/users.csv',
    operationId: 'adminExportUsers',
    summary: 'Export users as CSV',
    description: 'Columns: id, email, role, is_verified, created_at, projects_count.',
    tags: ['Admin'],
    auth: 'admin',
    responses: { 200: csv('user'), ...guarded },
  });
  api.route({
    method: 'get',
    path: '/api/admin/export/projects.csv',
    operationId: 'adminExportProjects',
    summary: 'Export projects as CSV',
    description:
      'Columns: id, project_name, framework, features, adjusted_features (space-separated), owner_type, owner_email, user_id, created_at, generation_duration_ms, zip_file_size, zip_file_status.',
    tags: ['Admin'],
    auth: 'admin',
    responses: { 200: csv('project'), ...guarded },
  });
  api.route({
    method: 'get',
    path: '/api/admin/export/all.zip',
    operationId: 'adminExportAll',
    summary: 'Export everything as one zip',
    description: 'users.csv, projects.csv, summary.json (statistics and analytics at export time) and a README.txt.',
    tags: ['Admin'],
    auth: 'admin',
    responses: {
      200: {
        description: 'The zip',
        contentType: 'application/zip',
        headers: { 'Content-Disposition': { description: 'attachment; filename="gostarter-export-<date>.zip"', schema: { type: 'string' } } },
      },
      ...guarded,
    },
  });
  api.route({
    method: 'get',
    path: '/api/health',
    operationId: 'health',
    summary: 'Health check',
    description: 'Is this instance up, and does its database answer (with the round trip)? 503 when the database is down.',
    tags: ['Meta'],
    auth: 'none',
    responses: { 200: { description: 'Up (ok or degraded)', schema: api.schema('Health', healthSchema) }, 503: { description: 'The database is down', schema: api.schema('Health', healthSchema) } },
  });
}

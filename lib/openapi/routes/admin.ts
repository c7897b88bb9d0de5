// The admin routes (app/api/admin/*) and the health check (app/api/health). Queries and bodies are the
// schemas the handlers parse with (lib/admin); answers are described here.
import { z } from 'zod';
import { adminProjectsQuerySchema, adminUsersQuerySchema, ADMIN_PAGE_SIZE_MAX, createUserSchema, roleChangeSchema, SELF_DEMOTION_MESSAGE } from '@/lib/admin';
import {
  adminAnalyticsSchema,
  adminStatsSchema,
  adminUserPageSchema,
  publicHealthSchema,
  roleChangeResultSchema,
  systemStatusSchema,
  userCreatedSchema,
} from '@/lib/schemas/admin';
import { adminProjectPageSchema } from '@/lib/schemas/projects';
import type { OpenApiRegistry } from '../registry';
import { errorBodySchema } from '@/lib/schemas/errors';

export function registerAdminRoutes(api: OpenApiRegistry): void {
  api.tag('Admin', 'For administrators: users and roles, platform statistics, every project, exports. Non-admins get 403.');
  const ErrorBody = api.schema('Error', errorBodySchema);
  const err = (description: string) => ({ description, schema: ErrorBody });
  const guarded = { 401: err('No or invalid token'), 403: err('Not an admin, or a personal API token (PERSONAL_TOKEN_NOT_ALLOWED)') };
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
    description: `Newest first. page_size is 1 to ${ADMIN_PAGE_SIZE_MAX} (the dashboard offers 10, 25 and 50); anything else answers 400.`,
    tags: ['Admin'],
    auth: 'admin',
    query: adminUsersQuerySchema,
    queryExample: 'page=1&page_size=10',
    responses: {
      200: { description: 'One page', schema: api.schema('AdminUserPage', adminUserPageSchema) },
      400: err('A parameter out of range'),
      ...guarded,
    },
  });
  api.route({
    method: 'post',
    path: '/api/admin/users',
    operationId: 'adminCreateUser',
    summary: 'Add a user',
    description:
      'Creates an unverified account with the role given (user by default) and no password: nobody can sign in to it yet. ' +
      'Its owner is mailed an invitation code and a link to /forgot-password; setting a password there with the code ' +
      '(POST /auth/reset-password) verifies the address and makes the account usable. Not taken up within 7 days, the account is removed.',
    tags: ['Admin'],
    auth: 'admin',
    body: api.schema('CreateUserRequest', createUserSchema, 'input'),
    bodyExample: { email: 'new.member@example.com', role: 'user' },
    responses: {
      201: { description: 'The new account', schema: api.schema('UserCreated', userCreatedSchema) },
      400: err('email is not a valid address, role is not user or admin, or the body is not JSON'),
      ...guarded,
      409: err('The address already has an account (USER_EXISTS)'),
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
    responses: { 200: { description: 'Counts', schema: api.schema('AdminStats', adminStatsSchema) }, ...guarded },
  });
  api.route({
    method: 'get',
    path: '/api/admin/analytics',
    operationId: 'adminAnalytics',
    summary: 'Framework shares and most used features',
    description: 'Computed over every generated project, guests’ included.',
    tags: ['Admin'],
    auth: 'admin',
    responses: { 200: { description: 'Analytics', schema: api.schema('AdminAnalytics', adminAnalyticsSchema) }, ...guarded },
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
      200: { description: 'One page', schema: api.schema('AdminProjectPage', adminProjectPageSchema) },
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
    responses: { 200: { description: 'System status', schema: api.schema('SystemStatus', systemStatusSchema) }, ...guarded },
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
    responses: { 200: { description: 'Up (ok or degraded)', schema: api.schema('Health', publicHealthSchema) }, 503: { description: 'The database is down', schema: api.schema('Health', publicHealthSchema) } },
  });
}

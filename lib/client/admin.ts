// The admin calls of the browser (spec section 7, issue 7), over lib/client/api: admin calls retry on
// network and server errors (3 attempts, 1 s doubling, at most 10 s apart).
import type {
  AdminAnalytics,
  AdminStats,
  AdminUser,
  AdminUserPage,
  MaintenanceStatus,
  PublicHealth as Health,
  RoleChangeResult,
  SystemStatus,
} from '@/lib/schemas/admin';
import type { AdminProject, AdminProjectPage } from '@/lib/schemas/projects';
import { ADMIN_RETRY, apiFile, apiJson, type RequestOptions } from './api';

export type {
  AdminAnalytics,
  AdminStats,
  AdminUser,
  AdminUserPage,
  JobStatus,
  MaintenanceStatus,
  PublicHealth as Health,
  RoleChangeResult,
  SystemStatus,
} from '@/lib/schemas/admin';
export type { AdminProject, AdminProjectPage };
export type Role = AdminUser['role'];

export interface UsersQuery {
  page: number;
  page_size: number;
  search?: string;
}

export interface ProjectsQuery {
  page: number;
  page_size: number;
  search?: string;
  framework?: string;
}

const retry: RequestOptions = { retry: ADMIN_RETRY };

export const ADMIN_EXPORTS = {
  users: { path: '/api/admin/export/users.csv', fallback: 'gostarter-users.csv' },
  projects: { path: '/api/admin/export/projects.csv', fallback: 'gostarter-projects.csv' },
  all: { path: '/api/admin/export/all.zip', fallback: 'gostarter-export.zip' },
} as const;

export const adminApi = {
  access: (signal?: AbortSignal) => apiJson<{ has_admin_access: boolean }>('/api/admin/access', { ...retry, signal }),
  stats: (signal?: AbortSignal) => apiJson<AdminStats>('/api/admin/stats', { ...retry, signal }),
  users: (q: UsersQuery, signal?: AbortSignal) => apiJson<AdminUserPage>('/api/admin/users', { ...retry, query: { ...q }, signal }),
  projects: (q: ProjectsQuery, signal?: AbortSignal) => apiJson<AdminProjectPage>('/api/admin/projects', { ...retry, query: { ...q }, signal }),
  analytics: (signal?: AbortSignal) => apiJson<AdminAnalytics>('/api/admin/analytics', { ...retry, signal }),
  system: (signal?: AbortSignal) => apiJson<SystemStatus>('/api/admin/system', { ...retry, signal }),
  maintenance: (signal?: AbortSignal) => apiJson<MaintenanceStatus>('/api/maintenance/status', { ...retry, signal }),
  /** Not retried: a run that timed out may still be going on the server. */
  runMaintenance: () => apiJson<Record<string, unknown>>('/api/maintenance/run', { method: 'POST', timeoutMs: 120_000 }),
  setRole: (id: string, role: Role) =>
    apiJson<RoleChangeResult>(`/api/admin/users/${encodeURIComponent(id)}/role`, { ...retry, method: 'PUT', body: { role } }),
  export: (what: keyof typeof ADMIN_EXPORTS) => apiFile(ADMIN_EXPORTS[what].path, ADMIN_EXPORTS[what].fallback, { ...retry, timeoutMs: 120_000 }),
  /** The public health check: one try, no retries (it is polled). */
  health: (signal?: AbortSignal) => apiJson<Health>('/api/health', { signal, timeoutMs: 10_000 }),
};

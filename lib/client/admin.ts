// The admin calls of the browser (spec section 7, issue 7), over lib/client/api: admin calls retry on
// network and server errors (3 attempts, 1 s doubling, at most 10 s apart).
import type { AdminProject, AdminProjectPage, Paged } from '@/lib/schemas/projects';
import { ADMIN_RETRY, apiFile, apiJson, type RequestOptions } from './api';

export type Role = 'user' | 'admin';

export interface AdminUser {
  id: string;
  email: string;
  role: Role;
  is_verified: boolean;
  created_at: string;
  projects_count: number;
}


export interface AdminUserPage extends Paged {
  users: AdminUser[];
}

export type { AdminProject, AdminProjectPage, Paged };

export interface AdminStats {
  total_users: number;
  verified_users: number;
  admin_users: number;
  regular_users: number;
  recent_users: number;
  total_projects: number;
  verification_rate: number;
}

export interface AdminAnalytics {
  total_projects: number;
  projects_by_owner: { signed_in: number; anonymous: number };
  frameworks: { framework: string; count: number; percent: number }[];
  top_features: { feature: string; count: number; percent: number }[];
  daily_projects: { date: string; count: number }[];
  average_generation_ms: number | null;
  average_zip_size: number | null;
  generated_at: string;
}

export type ComponentStatus = 'up' | 'degraded' | 'down';
export interface ComponentCheck {
  status: ComponentStatus;
  latency_ms: number | null;
  error?: string;
}

export interface SystemStatus {
  status: 'ok' | 'degraded' | 'down';
  api: { status: 'up'; uptime_seconds: number; started_at: string; node_version: string; environment: string; instance: string };
  database: ComponentCheck & { driver: 'postgresql' | 'pglite'; server_version: string | null; size_bytes: number | null };
  storage: ComponentCheck & { backend: 'database' | 's3'; retention_days: number };
  checked_at: string;
}

export interface Health {
  status: 'ok' | 'degraded' | 'down';
  database: ComponentCheck;
  uptime_seconds: number;
  checked_at: string;
}

export interface JobStatus {
  running: boolean;
  config: { maintenance_interval: number; cleanup_batch_size: number; enable_scheduling: boolean };
  in_progress?: boolean;
  scheduled_in_this_instance?: boolean;
  last_run_at?: string | null;
  last_finished_at?: string | null;
  last_succeeded?: boolean | null;
  last_error?: string | null;
  last_result?: Record<string, number> | null;
  runs?: number;
  total_processed?: number;
  total_freed_bytes?: number;
}

export interface MaintenanceStatus {
  database_maintenance: JobStatus;
  file_cleanup: JobStatus & {
    retention_days?: number;
    storage_backend?: string;
    files_stored?: number;
    bytes_stored?: number;
    expired_files?: number;
    pending_expiry?: number;
  };
  checked_at?: string;
}

export interface RoleChangeResult {
  user: AdminUser;
  changed: boolean;
  previous_role: Role;
  message: string;
}

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

// The history and statistics calls of the studio (spec section 7), over lib/client/api.
import type { HistoryPage, HistoryProject } from '@/lib/types/projects';
import { apiFile, apiJson } from './api';

export type FileStatus = 'available' | 'expired' | 'deleted' | 'error';
export type SortColumn = 'created_at' | 'project_name' | 'framework' | 'zip_file_size';
export type SortOrder = 'asc' | 'desc';

export type { HistoryPage, HistoryProject };

export interface HistoryQuery {
  page: number;
  page_size: number;
  search?: string;
  framework?: string;
  frameworks?: string[];
  features?: string[];
  status?: string;
  date_from?: string;
  date_to?: string;
  sort_by: SortColumn;
  sort_order: SortOrder;
}

export interface ProjectStats {
  total_projects: number;
  most_used_framework: string | null;
  most_used_features: string[];
  feature_usage?: { feature: string; count: number }[];
  framework_distribution: Record<string, number>;
  recent_activity: { date: string; count: number }[];
}

export interface DashboardSummary {
  total_projects: number;
  projects_last_7_days: number;
  projects_last_30_days: number;
  available_files: number;
  expired_files: number;
  storage_used_bytes: number;
  retention_days: number;
  most_used_framework: string | null;
  recent_projects: HistoryProject[];
}

export interface CacheInfo {
  storage_backend: string;
  retention_days: number;
  quota_bytes: number;
  files_stored: number;
  bytes_stored: number;
  expired_files: number;
  deleted_files: number;
  error_files: number;
  next_expiry_at: string | null;
}

export interface DuplicateResponse {
  duplicate_config: { project_name: string; framework: string; features: string[]; adjusted_features?: string[] };
  project?: HistoryProject;
  /** Set when the copy's zip was not kept (storage quota full). */
  storage_notice?: string;
}

const path = (id: string) => `/api/history/${encodeURIComponent(id)}`;

export const historyApi = {
  list: (q: HistoryQuery, signal?: AbortSignal) => apiJson<HistoryPage>('/api/history', { query: { ...q }, signal }),
  get: (id: string, signal?: AbortSignal) => apiJson<HistoryProject>(path(id), { signal }),
  remove: (id: string) => apiJson<{ message: string; id: string }>(path(id), { method: 'DELETE' }),
  download: (id: string) => apiFile(`${path(id)}/download`, 'project.zip'),
  regenerate: (id: string) => apiFile(`${path(id)}/regenerate`, 'project-regenerated.zip', { method: 'POST' }),
  duplicate: (originalId: string, newName: string) =>
    apiJson<DuplicateResponse>('/api/history/duplicate', { method: 'POST', body: { original_project_id: originalId, new_project_name: newName } }),
  stats: (signal?: AbortSignal) => apiJson<ProjectStats>('/api/history/stats', { signal }),
  dashboard: (signal?: AbortSignal) => apiJson<DashboardSummary>('/api/history/dashboard', { signal }),
  cacheInfo: (signal?: AbortSignal) => apiJson<CacheInfo>('/api/history/cache-info', { signal }),
};

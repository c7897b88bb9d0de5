// The history and statistics calls of the studio (spec section 7), over lib/client/api. Reads retry
// network and server failures (3 attempts, 1 s doubling, at most 30 s apart); changes are tried once.
import type { CacheInfo, DashboardSummary, DuplicateResult, HistoryPage, HistoryProject, ProjectStats } from '@/lib/schemas/projects';
import type { GrowRequest } from '@/lib/history/grow';
import { apiFile, apiJson, DATA_RETRY } from './api';

export type SortColumn = 'created_at' | 'project_name' | 'framework' | 'zip_file_size';
export type SortOrder = 'asc' | 'desc';

export type { CacheInfo, DashboardSummary, HistoryPage, HistoryProject, ProjectStats };

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


const path = (id: string) => `/api/history/${encodeURIComponent(id)}`;

/** What Add features downloads: the patch onto the stored project, or the whole new zip. */
export type GrowFormat = GrowRequest['format'];

/** An upgrade's answer: the patch to today's generator, or nothing when the project already matches it. */
type UpgradeResult = { upToDate: true } | { upToDate: false; blob: Blob; fileName: string };

/** GET .../upgrade: 200 with an empty body and X-Upgrade-Status: up-to-date when nothing changed. */
async function upgrade(id: string): Promise<UpgradeResult> {
  const { blob, fileName, headers } = await apiFile(`${path(id)}/upgrade`, 'project-upgrade.patch');
  if (headers.get('x-upgrade-status') === 'up-to-date') return { upToDate: true };
  return { upToDate: false, blob, fileName };
}

export const historyApi = {
  list: (q: HistoryQuery, signal?: AbortSignal) => apiJson<HistoryPage>('/api/history', { query: { ...q }, signal, retry: DATA_RETRY }),
  get: (id: string, signal?: AbortSignal) => apiJson<HistoryProject>(path(id), { signal, retry: DATA_RETRY }),
  remove: (id: string) => apiJson<{ message: string; id: string }>(path(id), { method: 'DELETE' }),
  download: (id: string) => apiFile(`${path(id)}/download`, 'project.zip'),
  regenerate: (id: string) => apiFile(`${path(id)}/regenerate`, 'project-regenerated.zip', { method: 'POST' }),
  /**
   * Records the configuration with `features` as a child of `id` (same name and framework) and answers its
   * file. `resources` changes the model (an empty list: back to the notes example); absent keeps the project's;
   * `allowDataLoss` accepts a change of model that loses data.
   */
  grow: (id: string, req: GrowRequest) =>
    apiFile(`${path(id)}/grow`, req.format === 'patch' ? 'project.patch' : 'project.zip', { method: 'POST', body: req }),
  upgrade,
  duplicate: (originalId: string, newName: string) =>
    apiJson<DuplicateResult>('/api/history/duplicate', { method: 'POST', body: { original_project_id: originalId, new_project_name: newName } }),
  stats: (signal?: AbortSignal) => apiJson<ProjectStats>('/api/history/stats', { signal, retry: DATA_RETRY }),
  dashboard: (signal?: AbortSignal) => apiJson<DashboardSummary>('/api/history/dashboard', { signal, retry: DATA_RETRY }),
  cacheInfo: (signal?: AbortSignal) => apiJson<CacheInfo>('/api/history/cache-info', { signal, retry: DATA_RETRY }),
};

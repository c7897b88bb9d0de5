// The History tab's list state and its rules (spec sections 4 'History list' and 9), as pure functions.
import type { Framework } from '@/lib/catalogue/features';
import { formatDateTime, localDayBounds } from '@/lib/format';
import type { HistoryProject, HistoryQuery, SortColumn, SortOrder } from '@/lib/client/history';

const PAGE_SIZE = 10;
const MAX_PAGE_NUMBERS = 5;
export const AUTO_REFRESH_MS = 30_000;
export const FEATURE_BADGES = 3;

export interface Filters {
  framework: '' | Framework;
  status: '' | 'available' | 'expired' | 'deleted' | 'error';
  dateFrom: string;
  dateTo: string;
}

export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  filters: Filters;
  sortBy: SortColumn;
  sortOrder: SortOrder;
}

export const EMPTY_FILTERS: Filters = { framework: '', status: '', dateFrom: '', dateTo: '' };

export const INITIAL_STATE: ListState = {
  page: 1,
  pageSize: PAGE_SIZE,
  search: '',
  filters: EMPTY_FILTERS,
  sortBy: 'created_at',
  sortOrder: 'desc',
};

/** The same column toggles asc/desc; a new column starts at asc. Back to page 1 either way. */
export function toggleSort(s: ListState, column: SortColumn): ListState {
  if (s.sortBy === column) return { ...s, sortOrder: s.sortOrder === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...s, sortBy: column, sortOrder: 'asc', page: 1 };
}

export const applySearch = (s: ListState, search: string): ListState => ({ ...s, search: search.trim(), page: 1 });
export const applyFilters = (s: ListState, filters: Filters): ListState => ({ ...s, filters, page: 1 });
/** Reset: page 1, size 10, created_at desc, no search and no filters. */
export const resetState = (): ListState => INITIAL_STATE;

export function filtersActive(s: ListState): boolean {
  const f = s.filters;
  return s.search !== '' || f.framework !== '' || f.status !== '' || f.dateFrom !== '' || f.dateTo !== '';
}

/** The page numbers to show: at most `max`, a window around the current page. */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_NUMBERS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** Ctrl or Cmd with Left/Right: previous/next page; Home/End (with or without Ctrl/Cmd): first/last. */
export function pageForKey(e: KeyLike, page: number, totalPages: number): number | null {
  if (totalPages <= 1 || e.altKey || e.shiftKey) return null;
  const mod = !!(e.ctrlKey || e.metaKey);
  let next: number | null = null;
  if (mod && e.key === 'ArrowLeft') next = page - 1;
  else if (mod && e.key === 'ArrowRight') next = page + 1;
  else if (e.key === 'Home') next = 1;
  else if (e.key === 'End') next = totalPages;
  if (next === null) return null;
  next = Math.max(1, Math.min(totalPages, next));
  return next === page ? null : next;
}

/** The API query; date inputs are local days, sent as the instants that bound them. */
export function toQuery(s: ListState): HistoryQuery {
  const from = s.filters.dateFrom ? localDayBounds(s.filters.dateFrom) : null;
  const to = s.filters.dateTo ? localDayBounds(s.filters.dateTo) : null;
  return {
    page: s.page,
    page_size: s.pageSize,
    sort_by: s.sortBy,
    sort_order: s.sortOrder,
    ...(s.search ? { search: s.search } : {}),
    ...(s.filters.framework ? { framework: s.filters.framework } : {}),
    ...(s.filters.status ? { status: s.filters.status } : {}),
    ...(from ? { date_from: from.start } : {}),
    ...(to ? { date_to: to.end } : {}),
  };
}

/** Added dependencies: adjusted features that were not selected (the framework itself left out). */
export function addedDependencies(p: { framework: string; features: string[]; adjusted_features: string[] }): string[] {
  const selected = new Set(p.features);
  return p.adjusted_features.filter((f) => f !== p.framework && !selected.has(f));
}

/** The selected features shown for a project (the framework, when listed, is shown apart). */
export function selectedFeatures(p: { framework: string; features: string[] }): string[] {
  return p.features.filter((f) => f !== p.framework);
}

export const duplicateName = (name: string) => `${name}-copy`;

/**
 * The project a row was grown from, in words, or null: its name and its creation time as the Created column
 * shows it, since a grown project keeps its parent's name and the two rows would otherwise look the same.
 */
export function grownFromText(p: Pick<HistoryProject, 'parent_project_name' | 'parent_project_created_at'>): string | null {
  if (!p.parent_project_name) return null;
  return `Grown from ${p.parent_project_name}${p.parent_project_created_at ? ` of ${formatDateTime(p.parent_project_created_at)}` : ''}`;
}

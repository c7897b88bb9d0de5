import { describe, expect, it } from 'vitest';
import {
  addedDependencies,
  applyFilters,
  applySearch,
  duplicateName,
  EMPTY_FILTERS,
  filtersActive,
  INITIAL_STATE,
  pageForKey,
  pageWindow,
  resetState,
  selectedFeatures,
  toggleSort,
  toQuery,
} from '@/components/studio/history/state';

describe('history list state', () => {
  it('starts at page 1, size 10, created_at desc', () => {
    expect(INITIAL_STATE).toMatchObject({ page: 1, pageSize: 10, sortBy: 'created_at', sortOrder: 'desc', search: '' });
    expect(toQuery(INITIAL_STATE)).toEqual({ page: 1, page_size: 10, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('sorts: a new column starts asc, the same column toggles, page back to 1', () => {
    const s1 = toggleSort({ ...INITIAL_STATE, page: 3 }, 'project_name');
    expect(s1).toMatchObject({ sortBy: 'project_name', sortOrder: 'asc', page: 1 });
    expect(toggleSort(s1, 'project_name')).toMatchObject({ sortOrder: 'desc' });
    expect(toggleSort(toggleSort(s1, 'project_name'), 'project_name')).toMatchObject({ sortOrder: 'asc' });
    expect(toggleSort(INITIAL_STATE, 'created_at')).toMatchObject({ sortBy: 'created_at', sortOrder: 'asc' });
  });

  it('search and filters go back to page 1; reset restores everything', () => {
    const s = applySearch({ ...INITIAL_STATE, page: 4 }, '  shop ');
    expect(s).toMatchObject({ search: 'shop', page: 1 });
    expect(filtersActive(s)).toBe(true);
    const f = applyFilters({ ...INITIAL_STATE, page: 2 }, { ...EMPTY_FILTERS, framework: 'gin', status: 'expired' });
    expect(f.page).toBe(1);
    expect(toQuery(f)).toMatchObject({ framework: 'gin', status: 'expired' });
    expect(filtersActive(INITIAL_STATE)).toBe(false);
    expect(resetState()).toEqual(INITIAL_STATE);
  });

  it('sends date inputs as the instants bounding the local days', () => {
    const q = toQuery(applyFilters(INITIAL_STATE, { ...EMPTY_FILTERS, dateFrom: '2025-01-10', dateTo: '2025-01-12' }));
    expect(new Date(q.date_from!).getDate()).toBe(10);
    expect(new Date(q.date_from!).getHours()).toBe(0);
    expect(new Date(q.date_to!).getDate()).toBe(12);
    expect(new Date(q.date_to!).getHours()).toBe(23);
  });

  it('shows at most 5 page numbers around the current page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('maps the page shortcuts', () => {
    expect(pageForKey({ key: 'ArrowRight', ctrlKey: true }, 1, 3)).toBe(2);
    expect(pageForKey({ key: 'ArrowRight', metaKey: true }, 3, 3)).toBeNull();
    expect(pageForKey({ key: 'ArrowLeft', metaKey: true }, 2, 3)).toBe(1);
    expect(pageForKey({ key: 'ArrowLeft' }, 2, 3)).toBeNull();
    expect(pageForKey({ key: 'Home' }, 3, 3)).toBe(1);
    expect(pageForKey({ key: 'End', ctrlKey: true }, 1, 3)).toBe(3);
    expect(pageForKey({ key: 'End' }, 1, 1)).toBeNull();
    expect(pageForKey({ key: 'ArrowRight', ctrlKey: true, shiftKey: true }, 1, 3)).toBeNull();
  });

  it('separates selected features from added dependencies', () => {
    const p = { framework: 'fiber', features: ['fiber', 'postgresql', 'gorm'], adjusted_features: ['fiber', 'postgresql', 'gorm', 'middleware', 'env', 'gitignore'] };
    expect(selectedFeatures(p)).toEqual(['postgresql', 'gorm']);
    expect(addedDependencies(p)).toEqual(['middleware', 'env', 'gitignore']);
    expect(duplicateName('shop')).toBe('shop-copy');
  });
});

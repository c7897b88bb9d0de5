// After a grow the history has two rows of the same name: the grown one says which row it came from.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HistoryTable } from '@/components/studio/history/history-table';
import { grownFromText } from '@/components/studio/history/state';
import type { HistoryProject } from '@/lib/client/history';
import { formatDateTime } from '@/lib/format';

const parent: HistoryProject = {
  id: '00000000-0000-4000-8000-000000000001',
  project_name: 'bookshop',
  framework: 'gin',
  features: ['postgresql'],
  adjusted_features: ['gin', 'postgresql'],
  created_at: '2026-03-01T09:15:00.000Z',
  generation_duration_ms: 10,
  zip_file_size: 4096,
  zip_file_status: 'available',
  can_download: true,
  can_regenerate: true,
  file_expires_at: null,
  generator_version: null,
  parent_project_id: null,
  parent_project_name: null,
  parent_project_created_at: null,
  can_upgrade: false,
  has_resources: false,
};
const child: HistoryProject = {
  ...parent,
  id: '00000000-0000-4000-8000-000000000002',
  features: ['postgresql', 'redis'],
  created_at: '2026-03-02T10:00:00.000Z',
  parent_project_id: parent.id,
  parent_project_name: 'bookshop',
  parent_project_created_at: parent.created_at,
};

describe('a grown project in the history', () => {
  it('names its parent by name and creation time, as the Created column shows it', () => {
    expect(grownFromText(parent)).toBeNull();
    expect(grownFromText(child)).toBe(`Grown from bookshop of ${formatDateTime(parent.created_at)}`);
  });

  it('says so in its row, and only in its row', () => {
    const noop = () => {};
    const html = renderToStaticMarkup(
      createElement(HistoryTable, {
        projects: [child, parent],
        sortBy: 'created_at',
        sortOrder: 'desc',
        onSort: noop,
        onOpen: noop,
        onDownload: noop,
        onRegenerate: noop,
        onDuplicate: noop,
        onDelete: noop,
        busy: {},
      }),
    );
    const rows = html.split('data-testid="history-row"').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`Grown from bookshop of ${formatDateTime(parent.created_at)}`);
    expect(rows[1]).not.toContain('Grown from');
  });
});

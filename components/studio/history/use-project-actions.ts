'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { asApiError, saveBlob } from '@/lib/client/api';
import { historyApi, type HistoryProject } from '@/lib/client/history';
import { notifyError } from '../notify';
import { duplicateName } from './state';

export type ActionKind = 'download' | 'regenerate' | 'duplicate' | 'delete';

const FILE_EXPIRED_TEXT = 'This project file has expired. You can regenerate it.';

/**
 * Download, regenerate, duplicate and delete with the spec's toasts; `onChanged` reloads the list. The
 * actions that offer Retry are named function expressions, so Retry calls the action itself.
 */
export function useProjectActions(onChanged: () => void) {
  const [busy, setBusy] = React.useState<Record<string, ActionKind | undefined>>({});

  const track = React.useCallback(async <T,>(id: string, kind: ActionKind, fn: () => Promise<T>): Promise<T> => {
    setBusy((b) => ({ ...b, [id]: kind }));
    try {
      return await fn();
    } finally {
      setBusy((b) => ({ ...b, [id]: undefined }));
    }
  }, []);

  const regenerate = React.useCallback(
    async function regenerateProject(p: HistoryProject): Promise<boolean> {
      return track(p.id, 'regenerate', async () => {
        try {
          const { blob, fileName, storageNotice } = await historyApi.regenerate(p.id);
          saveBlob(blob, fileName);
          if (storageNotice) toast.warning('Regenerated, not kept', { description: storageNotice, duration: 10_000 });
          else toast.success('Project regenerated', { description: `${p.project_name} is available again; its download has started.` });
          onChanged();
          return true;
        } catch (err) {
          notifyError('Regeneration failed', err, { retry: () => void regenerateProject(p) });
          return false;
        }
      });
    },
    [track, onChanged],
  );

  const download = React.useCallback(
    async (p: HistoryProject): Promise<boolean> =>
      track(p.id, 'download', async () => {
        try {
          const { blob, fileName } = await historyApi.download(p.id);
          saveBlob(blob, fileName);
          toast.success('Download started', { description: fileName });
          return true;
        } catch (err) {
          const e = asApiError(err);
          if (e.type === 'GONE') {
            toast.error('File expired', {
              description: e.code === 'FILE_EXPIRED' ? FILE_EXPIRED_TEXT : e.message,
              duration: 7000,
              action: { label: 'Regenerate', onClick: () => void regenerate(p) },
            });
            onChanged();
          } else {
            notifyError('Download failed', e, { duration: 5000 });
          }
          return false;
        }
      }),
    [track, onChanged, regenerate],
  );

  const duplicate = React.useCallback(
    async function duplicateProject(p: HistoryProject): Promise<boolean> {
      return track(p.id, 'duplicate', async () => {
        try {
          const res = await historyApi.duplicate(p.id, duplicateName(p.project_name));
          toast.success('Project duplicated', { description: `${res.duplicate_config.project_name} was added to your history.` });
          if (res.storage_notice) toast.warning('Copy not kept', { description: res.storage_notice, duration: 10_000 });
          onChanged();
          return true;
        } catch (err) {
          notifyError('Duplication failed', err, { retry: () => void duplicateProject(p) });
          return false;
        }
      });
    },
    [track, onChanged],
  );

  const remove = React.useCallback(
    async function removeProject(p: HistoryProject): Promise<boolean> {
      return track(p.id, 'delete', async () => {
        try {
          await historyApi.remove(p.id);
          toast.success('Project deleted', { description: 'The project has been removed from your history.' });
          onChanged();
          return true;
        } catch (err) {
          const e = asApiError(err);
          if (e.type === 'UNAUTHORIZED') toast.error('Authentication required', { description: 'Please log in to delete projects.', duration: 7000 });
          else notifyError('Failed to delete project', e, { retry: () => void removeProject(p) });
          return false;
        }
      });
    },
    [track, onChanged],
  );

  return { busy, download, regenerate, duplicate, remove };
}

'use client';

import * as React from 'react';
import { asApiError, saveBlob } from '@/lib/client/api';
import { historyApi, type HistoryProject } from '@/lib/client/history';
import { notify, notifyApiError } from '@/lib/client/notify';
import { duplicateName } from './state';

export type ActionKind = 'download' | 'regenerate' | 'duplicate' | 'delete' | 'upgrade';

const FILE_EXPIRED_TEXT = 'This project file has expired. You can regenerate it.';

/**
 * Download, regenerate, duplicate, delete and upgrade with the spec's toasts; `onChanged` reloads the list. The
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
          if (storageNotice) notify.warning('Regenerated, not kept', storageNotice);
          else notify.success('Project regenerated', `${p.project_name} is available again; its download has started.`);
          onChanged();
          return true;
        } catch (err) {
          notifyApiError(err, { title: 'Regeneration failed', retry: () => void regenerateProject(p) });
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
          notify.success('Download started', fileName);
          return true;
        } catch (err) {
          const e = asApiError(err);
          if (e.type === 'GONE') {
            notify.error('File expired', e.code === 'FILE_EXPIRED' ? FILE_EXPIRED_TEXT : e.message, {
              action: { label: 'Regenerate', onClick: () => void regenerate(p) },
            });
            onChanged();
          } else {
            notifyApiError(e, { title: 'Download failed', duration: 5000 });
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
          notify.success('Project duplicated', `${res.duplicate_config.project_name} was added to your history.`);
          if (res.storage_notice) notify.warning('Copy not kept', res.storage_notice);
          onChanged();
          return true;
        } catch (err) {
          notifyApiError(err, { title: 'Duplication failed', retry: () => void duplicateProject(p) });
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
          notify.success('Project deleted', 'The project has been removed from your history.');
          onChanged();
          return true;
        } catch (err) {
          const e = asApiError(err);
          if (e.type === 'UNAUTHORIZED') notify.error('Authentication required', 'Please log in to delete projects.');
          else notifyApiError(e, { title: 'Failed to delete project', retry: () => void removeProject(p) });
          return false;
        }
      });
    },
    [track, onChanged],
  );

  // The patch from the stored zip to today's generator; the stored zip is its base, so an expired one ends it.
  const upgrade = React.useCallback(
    async function upgradeProject(p: HistoryProject): Promise<boolean> {
      return track(p.id, 'upgrade', async () => {
        try {
          const result = await historyApi.upgrade(p.id);
          if (result.upToDate) {
            notify.info('Already up to date', `${p.project_name} is what today's generator makes: there is nothing to upgrade.`);
          } else {
            saveBlob(result.blob, result.fileName);
            notify.success('Upgrade patch downloaded', `${result.fileName}: apply it with git apply in the project's folder.`);
          }
          return true;
        } catch (err) {
          const e = asApiError(err);
          if (e.type === 'GONE') {
            notify.error('Upgrade not possible', e.message, { action: { label: 'Regenerate', onClick: () => void regenerate(p) } });
            onChanged();
          } else {
            notifyApiError(e, { title: 'Upgrade failed', retry: () => void upgradeProject(p) });
          }
          return false;
        }
      });
    },
    [track, onChanged, regenerate],
  );

  return { busy, download, regenerate, duplicate, remove, upgrade };
}

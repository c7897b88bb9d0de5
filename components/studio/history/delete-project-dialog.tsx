'use client';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { HistoryProject } from '@/lib/client/history';

interface DeleteProjectDialogProps {
  project: HistoryProject | null;
  onCancel: () => void;
  onConfirm: (project: HistoryProject) => void;
}

export function DeleteProjectDialog({ project, onCancel, onConfirm }: DeleteProjectDialogProps) {
  return (
    <AlertDialog open={project !== null} onOpenChange={(open) => (!open ? onCancel() : undefined)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes <span className="font-medium text-foreground">{project?.project_name}</span> from your history and deletes its
            stored zip. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => project && onConfirm(project)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

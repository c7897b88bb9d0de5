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
import type { ApiTokenInfo } from '@/lib/client/account';

interface RevokeTokenDialogProps {
  token: ApiTokenInfo | null;
  onCancel: () => void;
  onConfirm: (token: ApiTokenInfo) => void;
  /** Called instead of the default when the dialog closes, to put the focus back. */
  onCloseAutoFocus?: (event: Event) => void;
}

export function RevokeTokenDialog({ token, onCancel, onConfirm, onCloseAutoFocus }: RevokeTokenDialogProps) {
  return (
    <AlertDialog open={token !== null} onOpenChange={(open) => (!open ? onCancel() : undefined)}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke this token?</AlertDialogTitle>
          <AlertDialogDescription>
            Scripts using <span className="wrap-anywhere font-medium text-foreground">{token?.name}</span> stop working at once. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => token && onConfirm(token)}>Revoke token</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

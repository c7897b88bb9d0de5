'use client';

// The one confirmation of the product: a question, what it will do, Cancel and the action.
import * as React from 'react';
import { Loader2 } from 'lucide-react';
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

interface ConfirmDialogProps {
  open: boolean;
  /** Closing without confirming (Cancel, Escape, a click outside). */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  /**
   * Given when the caller tracks the action: the dialog then stays open until the caller closes it,
   * and while busy both buttons wait and the action shows a spinner.
   */
  busy?: boolean;
  /** Called instead of the default (the focus goes back to what had it before) when the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void;
}

export function ConfirmDialog({ open, onCancel, onConfirm, title, description, confirmLabel, busy, onCloseAutoFocus }: ConfirmDialogProps) {
  const tracked = busy !== undefined;
  // Opened from state rather than a trigger, so the focus is taken back by hand: to the element that had
  // it when the dialog opened (read before the dialog moves it to Cancel).
  const opener = React.useRef<HTMLElement | null>(null);
  const returnFocus = (event: Event) => {
    if (onCloseAutoFocus) return onCloseAutoFocus(event);
    event.preventDefault();
    opener.current?.focus();
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => (!next && !busy ? onCancel() : undefined)}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={returnFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              if (tracked) event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

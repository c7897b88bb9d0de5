'use client';

import { useEffect, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { takeAfterLoadNotice } from '@/lib/client/after-load-notice';
import { subscribeToastArea, toastAreaWanted } from '@/lib/client/toast-area';

// Loaded with the first toast (lib/client/toast-area): most pages show none, and sonner loaded and
// rendered after every page's first load was blocking time on a phone. At most 3 visible; sonner's own
// hotkey Alt+T focuses the area.
const Sonner = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/**
 * Where toasts go: what a person does next is at the bottom or at the right edge (the wizard's sticky
 * Back/Next bar, the Actions column of the history table), and a toast over it held its own pause
 * while the pointer rested on the button under it, so Next could not be clicked until it was closed by
 * hand. So toasts sit at the top, just under the sticky header (h-14 plus a gap): centred from 600 px,
 * clear of a table's right-hand actions; on a phone (sonner's layout under 600 px) from the left edge
 * to short of the history's Actions column (four 32 px buttons and the table's and page's padding,
 * 180 px at 390 px; app/globals.css lets these offsets set the width).
 */
const BELOW_HEADER = 64;
const PHONE_ACTIONS_COLUMN = 184;

export function Toaster() {
  // A toast the previous page left for this one (lib/client/after-load-notice); the notify module
  // (and its policy's durations) loads only when there is one.
  useEffect(() => {
    const notice = takeAfterLoadNotice();
    if (notice) void import('@/lib/client/notify').then(({ notify }) => notify[notice.kind](notice.title, notice.description));
  }, []);
  const wanted = useSyncExternalStore(subscribeToastArea, toastAreaWanted, () => false);
  if (!wanted) return null;
  return (
    <Sonner
      position="top-center"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER, left: 8, right: PHONE_ACTIONS_COLUMN }}
      visibleToasts={3}
      closeButton
      richColors
      theme="system"
    />
  );
}

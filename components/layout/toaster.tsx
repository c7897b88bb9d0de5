'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { takeAfterLoadNotice } from '@/lib/client/after-load-notice';

// Loaded after the page: sonner is not needed for the first paint. At most 3 visible; sonner's own
// hotkey Alt+T focuses the area.
const Sonner = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/**
 * The header's height (h-14) plus a gap. Toasts sit at the top centre, just under the sticky header:
 * what a person does next is at the bottom or the right edge (the wizard's sticky Back/Next bar, the
 * Actions column of the history and admin tables), and a toast over it held its own pause while the
 * pointer rested on the button under it, so Next could not be clicked until it was closed by hand.
 * The top centre covers headings at most, on every width (full width under the header on a phone).
 */
const BELOW_HEADER = 64;

export function Toaster() {
  // A toast the previous page left for this one (lib/client/after-load-notice); the notify module
  // (and its policy's durations) loads only when there is one.
  useEffect(() => {
    const notice = takeAfterLoadNotice();
    if (notice) void import('@/lib/client/notify').then(({ notify }) => notify[notice.kind](notice.title, notice.description));
  }, []);
  return (
    <Sonner
      position="top-center"
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER, left: 8, right: 8 }}
      visibleToasts={3}
      closeButton
      richColors
      theme="system"
    />
  );
}

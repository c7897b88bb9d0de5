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
 * Where toasts go: at the bottom right (the product spec), lifted above the wizard's sticky Back/Next
 * bar. A toast over a button held its own pause while the pointer rested on the button under it, so
 * Next could not be clicked until the toast was closed by hand. The bar is one row (65 px) on a
 * desktop; on a phone (sonner's layout under 600 px, the toast as wide as the screen) the review
 * step's actions wrap to three rows (about 160 px). On the first step the bar is not stuck to the bottom
 * but ends the page: at 1280x720 its Next sits 105 px above the bottom, so the toasts start higher.
 */
const ABOVE_BAR = 120;
const ABOVE_PHONE_BAR = 176;

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
      position="bottom-right"
      offset={{ bottom: ABOVE_BAR, right: 16 }}
      mobileOffset={{ bottom: ABOVE_PHONE_BAR, left: 8, right: 8 }}
      visibleToasts={3}
      closeButton
      richColors
      theme="system"
    />
  );
}

'use client';

import dynamic from 'next/dynamic';

// Loaded after the page: sonner is not needed for the first paint. Bottom right, at most 3 visible;
// sonner's own hotkey Alt+T focuses the area.
const Sonner = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

export function Toaster() {
  return <Sonner position="bottom-right" visibleToasts={3} closeButton richColors theme="system" />;
}

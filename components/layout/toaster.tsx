'use client';

import { Toaster as Sonner } from 'sonner';

/** Bottom right, at most 3 visible; sonner's own hotkey Alt+T focuses the area. */
export function Toaster() {
  return <Sonner position="bottom-right" visibleToasts={3} closeButton richColors theme="system" />;
}

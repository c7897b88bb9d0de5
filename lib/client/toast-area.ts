'use client';

// The toast area (the layout's Toaster) is mounted with the first toast, not with the page: loading and
// rendering sonner right after every page's first load was blocking time on a phone for pages that
// never show a toast. A toast sent before the area is up still shows: sonner hands the toasts it holds
// to a Toaster that subscribes late. No imports: the Toaster that reads this is on every page.

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toast area; notify calls it with every toast. */
export function wantToastArea(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToastArea(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastAreaWanted = () => wanted;

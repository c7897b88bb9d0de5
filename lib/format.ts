// Formatting for the studio screens: sizes in base 1024, durations, dates. Pure functions (unit tested).

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in base 1024 with one decimal above bytes: 0 B, 999 B, 12.3 KB, 1.5 MB. */
export function formatBytes(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // 1023.96 KB would print as 1024.0 KB: move up a unit instead.
  if (Number(value.toFixed(decimals)) >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(decimals)} ${SIZE_UNITS[unit]}`;
}

/** A duration: '850ms' under a second, '2.5s' under a minute, else '1m 5s'. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) {
    const s = Math.round(ms / 100) / 10;
    if (s < 60) return `${Number.isInteger(s) ? s.toFixed(0) : s.toFixed(1)}s`;
  }
  const totalSeconds = Math.round(ms / 1000);
  return `${Math.floor(totalSeconds / 60)}m ${totalSeconds % 60}s`;
}

/** A day 'YYYY-MM-DD' as month/day ('3/14'), for chart axes. */
export function formatMonthDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!m) return isoDay;
  return `${Number(m[2])}/${Number(m[3])}`;
}

/** A share as a whole percentage ('42%'), '0%' when the total is 0. */
export function formatPercent(part: number, total: number): string {
  if (!total) return '0%';
  return `${Math.round((part / total) * 100)}%`;
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** 'Jan 5, 2025, 3:04 PM' in the viewer's time zone; the input as is when it is not a date. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return timeZone ? new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d) : dateTime.format(d);
}

export function formatDate(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return timeZone ? new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(d) : dateOnly.format(d);
}

/**
 * A local calendar day from a date input ('2025-01-12') as the instants that bound it, in ISO 8601, so the
 * server filters on the viewer's day rather than the UTC one.
 */
export function localDayBounds(day: string): { start: string; end: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const start = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, 0, 0, 0);
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  if (Number.isNaN(start.getTime()) || start.getDate() !== Number(m[3])) return null;
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * How long a refused request should wait, in the sentence the server sends with a 429 ("Too many code
 * checks. Try again in 99 seconds."): seconds under two minutes, then whole minutes rounded up. The one
 * wording of a wait: screens show the server's sentence as it is, never a second one of their own.
 */
export function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

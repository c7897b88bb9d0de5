import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatDuration, formatMonthDay, formatPercent, localDayBounds } from '@/lib/format';

describe('formatBytes (base 1024)', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [12_595, '12.3 KB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [1024 * 1024, '1.0 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
    [2 * 1024 ** 4, '2.0 TB'],
    [5 * 1024 ** 5, '5120.0 TB'],
  ])('%d bytes -> %s', (n, text) => expect(formatBytes(n)).toBe(text));

  it('takes a number of decimals, and refuses nonsense', () => {
    expect(formatBytes(12_595, 2)).toBe('12.30 KB');
    expect(formatBytes(-1)).toBe('—');
    expect(formatBytes(Number.NaN)).toBe('—');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [45, '45ms'],
    [999, '999ms'],
    [1000, '1s'],
    [1250, '1.3s'],
    [2500, '2.5s'],
    [59_940, '59.9s'],
    [59_960, '1m 0s'],
    [60_000, '1m 0s'],
    [65_000, '1m 5s'],
    [3_599_000, '59m 59s'],
    [7_230_000, '120m 30s'],
  ])('%d ms -> %s', (ms, text) => expect(formatDuration(ms)).toBe(text));

  it('refuses nonsense', () => expect(formatDuration(-5)).toBe('—'));
});

describe('dates and shares', () => {
  it('labels chart days month/day', () => {
    expect(formatMonthDay('2025-03-14')).toBe('3/14');
    expect(formatMonthDay('2025-12-01')).toBe('12/1');
    expect(formatMonthDay('nope')).toBe('nope');
  });

  it('formats instants in a time zone', () => {
    expect(formatDateTime('2025-01-05T15:04:00Z', 'UTC')).toMatch(/^Jan 5, 2025,? 3:04\s?PM$/);
    expect(formatDate('2025-01-05T23:30:00Z', 'UTC')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 6, 2025');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('rounds percentages and survives a zero total', () => {
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(2, 3)).toBe('67%');
    expect(formatPercent(0, 0)).toBe('0%');
  });

  it('turns a local day into the instants that bound it', () => {
    const b = localDayBounds('2025-01-12')!;
    expect(new Date(b.start).getDate()).toBe(12);
    expect(new Date(b.start).getHours()).toBe(0);
    expect(new Date(b.end).getHours()).toBe(23);
    expect(Date.parse(b.end) - Date.parse(b.start)).toBe(86_400_000 - 1);
    expect(localDayBounds('2025-02-30')).toBeNull();
    expect(localDayBounds('12/01/2025')).toBeNull();
  });
});

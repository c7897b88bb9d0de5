// The query of GET /api/history: parsed from the URL with zod (the same schema documents the route).
// Bad values answer 400: page below 1, page_size outside 1..100 (not clamped), unknown sort column,
// order or status, frameworks outside the catalogue, dates that are not dates.
import { z } from 'zod';
import { parseWith } from '@/lib/api/handler';
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';

const HISTORY_PAGE_SIZE_DEFAULT = 10;
export const HISTORY_PAGE_SIZE_MAX = 100;
const FILE_STATUSES = ['available', 'expired', 'deleted', 'error'] as const;
const SORT_COLUMNS = ['created_at', 'project_name', 'framework', 'zip_file_size'] as const;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601 with a zone), as [start, end) in ms. */
function parseDateParam(text: string): { start: number; end: number } | null {
  const day = DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = Date.UTC(y, m - 1, d);
    const check = new Date(start);
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
    return { start, end: start + DAY_MS };
  }
  if (DATE_TIME.test(text)) {
    const t = Date.parse(text);
    if (Number.isNaN(t)) return null;
    // Reject impossible calendar dates that Date.parse would roll over (2024-02-30T...).
    const [y, m, d] = text.slice(0, 10).split('-').map(Number);
    if (m < 1 || m > 12 || d < 1 || d > 31 || new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) return null;
    return { start: t, end: t + 1 };
  }
  return null;
}

const dateParam = (which: 'from' | 'to') =>
  z
    .string()
    .describe(
      which === 'from'
        ? 'Projects created on or after this day (YYYY-MM-DD, UTC) or instant (ISO 8601 with a time zone)'
        : 'Projects created on or before this day (YYYY-MM-DD, UTC, the whole day counts) or instant (ISO 8601 with a time zone)',
    )
    .transform((v, ctx) => {
      const parsed = parseDateParam(v.trim());
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: `'${v}' is not a date (use YYYY-MM-DD or an ISO 8601 date and time)` });
        return z.NEVER;
      }
      return parsed;
    });

/** A comma-separated list (the parameter may also be repeated) of values from `allowed`, or slugs. */
const listParam = <T extends string>(allowed: readonly T[] | null, what: string) =>
  z
    .string()
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(
      z
        .array(
          allowed
            ? z.enum(allowed as unknown as [T, ...T[]], { error: (i) => `unknown ${what} '${String(i.input)}' (use ${allowed.join(', ')})` })
            : z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, `${what} ids are lower-case letters, digits and hyphens`),
        )
        .max(50, `at most 50 ${what}s`),
    );

export const historyQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(1_000_000, 'page is too large')
      .default(1)
      .describe('Page number, from 1. A page past the last answers an empty list with the right totals'),
    page_size: z.coerce
      .number({ error: 'page_size must be a number' })
      .int('page_size must be a whole number')
      .min(1, 'page_size is at least 1')
      .max(HISTORY_PAGE_SIZE_MAX, `page_size is at most ${HISTORY_PAGE_SIZE_MAX}`)
      .default(HISTORY_PAGE_SIZE_DEFAULT)
      .describe(`Projects per page, 1 to ${HISTORY_PAGE_SIZE_MAX} (larger values are refused, not clamped)`),
    search: z.string().trim().max(100, 'search is at most 100 characters').optional().describe('Part of the project name, any case'),
    framework: listParam(FRAMEWORKS, 'framework').optional().describe(`${listText(FRAMEWORKS)}; a comma-separated list works too`),
    frameworks: listParam(FRAMEWORKS, 'framework').optional().describe('Comma-separated frameworks (or the parameter repeated)'),
    features: listParam(null, 'feature').optional().describe('Comma-separated feature ids: projects that contain all of them'),
    status: z
      .enum(FILE_STATUSES, { error: `status must be one of ${FILE_STATUSES.join(', ')}` })
      .optional()
      .describe('File status'),
    date_from: dateParam('from').optional(),
    date_to: dateParam('to').optional(),
    sort_by: z
      .enum(SORT_COLUMNS, { error: `sort_by must be one of ${SORT_COLUMNS.join(', ')}` })
      .default('created_at')
      .describe('Sort column'),
    sort_order: z.enum(['asc', 'desc'], { error: 'sort_order must be asc or desc' }).default('desc').describe('Sort direction'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from.start < q.date_to.end, {
    path: ['date_to'],
    message: 'date_to is before date_from',
  });

export type HistoryQuery = z.infer<typeof historyQuerySchema>;

const LIST_PARAMS = new Set(['framework', 'frameworks', 'features']);

/** Reads the query string: list parameters may be repeated or comma-separated; empty values are absent. */
export function historyQueryFromUrl(url: URL): HistoryQuery {
  const raw: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    const value = LIST_PARAMS.has(key) ? values.join(',') : values[0];
    if (value.trim() === '' && key !== 'page' && key !== 'page_size') continue;
    raw[key] = value;
  }
  return parseWith(historyQuerySchema, raw);
}

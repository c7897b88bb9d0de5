// The inputs of the admin API, as zod schemas: the handlers parse with them and the OpenAPI document is
// built from them. Bad values answer 400 (VALIDATION), never a silent clamp.
import { z } from 'zod';
import { parseWith } from '@/lib/api/handler';

/** Page sizes of the admin user list (spec section 9); anything else is refused. */
export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;
const ADMIN_PAGE_SIZE_DEFAULT = 10;
/** The admin project list pages like the history: 1 to 100 (the admin test page asks for 3). */
const ADMIN_PROJECTS_PAGE_SIZE_MAX = 100;
const ROLES = ['user', 'admin'] as const;
const ADMIN_FRAMEWORKS = ['gin', 'echo', 'fiber'] as const;

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(1_000_000, 'page is too large')
  .default(1)
  .describe('Page number, from 1. A page past the last answers an empty list with the right totals');

export const adminUsersQuerySchema = z.object({
  page,
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), { message: `page_size must be one of ${ADMIN_PAGE_SIZES.join(', ')}` })
    .default(ADMIN_PAGE_SIZE_DEFAULT)
    .describe(`Users per page: ${ADMIN_PAGE_SIZES.join(', ')} (anything else is refused)`),
  search: z.string().trim().max(254, 'search is at most 254 characters').optional().describe('Part of the e-mail address, any case'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminProjectsQuerySchema = z.object({
  page,
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int('page_size must be a whole number')
    .min(1, 'page_size is at least 1')
    .max(ADMIN_PROJECTS_PAGE_SIZE_MAX, `page_size is at most ${ADMIN_PROJECTS_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE_DEFAULT)
    .describe(`Projects per page, 1 to ${ADMIN_PROJECTS_PAGE_SIZE_MAX} (larger values are refused, not clamped)`),
  search: z.string().trim().max(254, 'search is at most 254 characters').optional().describe('Part of the project name or of the owner’s e-mail, any case'),
  framework: z
    .enum(ADMIN_FRAMEWORKS, { error: `framework must be one of ${ADMIN_FRAMEWORKS.join(', ')}` })
    .optional()
    .describe('Only projects on this framework'),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).describe('The new role'),
});

/** The query string as one value per key, empty values left out (an empty search is no search). */
export function queryFromUrl<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const value = url.searchParams.get(key) ?? '';
    if (value.trim() === '' && key !== 'page' && key !== 'page_size') continue;
    raw[key] = value;
  }
  return parseWith(schema, raw);
}

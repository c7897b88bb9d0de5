// The inputs of the admin API, as zod schemas: the handlers parse with them and the OpenAPI document is
// built from them. Bad values answer 400 (VALIDATION), never a silent clamp.
import { z } from 'zod';
import { parseWith } from '@/lib/api/handler';
import { emailSchema } from '@/lib/auth/rules';
import { FRAMEWORKS, type Framework } from '@/lib/catalogue/features';

const ADMIN_PAGE_SIZE_DEFAULT = 10;
/**
 * Both admin lists page like the history: 1 to 100 (the admin test page asks for 3). The dashboard
 * offers 10, 25 and 50 (spec section 9); scripts may ask for any size in range.
 */
export const ADMIN_PAGE_SIZE_MAX = 100;
const ROLES = ['user', 'admin'] as const;

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page starts at 1')
  .max(1_000_000, 'page is too large')
  .default(1)
  .describe('Page number, from 1. A page past the last answers an empty list with the right totals');

const pageSize = (what: string) =>
  z.coerce
    .number({ error: 'page_size must be a number' })
    .int('page_size must be a whole number')
    .min(1, 'page_size is at least 1')
    .max(ADMIN_PAGE_SIZE_MAX, `page_size is at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE_DEFAULT)
    .describe(`${what} per page, 1 to ${ADMIN_PAGE_SIZE_MAX} (larger values are refused, not clamped)`);

export const adminUsersQuerySchema = z.object({
  page,
  page_size: pageSize('Users'),
  search: z.string().trim().max(254, 'search is at most 254 characters').optional().describe('Part of the e-mail address, any case'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminProjectsQuerySchema = z.object({
  page,
  page_size: pageSize('Projects'),
  search: z.string().trim().max(254, 'search is at most 254 characters').optional().describe('Part of the project name or of the owner’s e-mail, any case'),
  framework: z
    .enum(FRAMEWORKS as readonly [Framework, ...Framework[]], { error: `framework must be one of ${FRAMEWORKS.join(', ')}` })
    .optional()
    .describe('Only projects on this framework'),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

const roleSchema = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });

export const roleChangeSchema = z.object({
  role: roleSchema.describe('The new role'),
});

/** An account an admin creates: its owner is mailed an invitation code to set the password. */
export const createUserSchema = z.object({
  email: emailSchema.describe('The address the invitation goes to; stored trimmed and in lower case'),
  role: roleSchema.default('user').describe('user (the default) or admin'),
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

// Configuration: read from the environment once, validated with zod, documented in .env.example.
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const schema = z.object({
  /** postgres:// URL. Unset: embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: optionalString,
  /** Folder for local state: the embedded database and the mail outbox. */
  DATA_DIR: z.string().default('.data'),
  /** Largest request body accepted by the JSON API, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

let cached: Config | undefined;

export function getConfig(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  return cached;
}

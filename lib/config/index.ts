// Configuration: read from the environment once, validated with zod, documented in .env.example.
import 'server-only';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A rate limit written `<max>/<seconds>` (e.g. `10/900`); `0` or `off` turns it off. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

const rateLimit = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx): RateLimitRule | null => {
      const text = (v ?? '').trim() || fallback;
      if (text === '0' || text.toLowerCase() === 'off') return null;
      const m = /^(\d{1,6})\s*\/\s*(\d{1,7})$/.exec(text);
      if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) {
        ctx.addIssue({ code: 'custom', message: `expected <max>/<seconds> (e.g. ${fallback}) or off, got "${text}"` });
        return z.NEVER;
      }
      return { max: Number(m[1]), windowSeconds: Number(m[2]) };
    });

/** A yes/no variable: true/false, 1/0, yes/no, on/off (any case); unset or empty gives `fallback`. */
const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx): boolean => {
      const text = (v ?? '').trim().toLowerCase();
      if (text === '') return fallback;
      if (['true', '1', 'yes', 'on'].includes(text)) return true;
      if (['false', '0', 'no', 'off'].includes(text)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${v}"` });
      return z.NEVER;
    });

const schema = z
  .object({
    /** postgres:// URL. Unset: embedded PGlite in DATA_DIR/pglite. */
    DATABASE_URL: optionalString,
    /** Folder for local state: the embedded database, the mail outbox, a generated auth secret. */
    DATA_DIR: z.string().default('.data'),
    /** Largest request body accepted by the JSON API, in bytes. */
    MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),

    // Accounts
    /** Encrypts the browser session cookie. Unset: generated once and kept in the database (every instance shares it). */
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    NEXTAUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Public URL of the site. Unset: http://localhost:3000. Cookies are Secure on every https request either way. */
    NEXTAUTH_URL: optionalString.pipe(z.url('must be a URL such as https://gostarter.example.com').optional()),
    /** Lifetime of a sign-in (bearer token and browser session), in hours. */
    AUTH_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
    /** bcrypt cost for passwords and one-time codes. */
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(15).default(10),
    /** Comma-separated e-mails that get the admin role when they register or verify. */
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) => new Set((v ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))),
    /** Seconds before another verification code may be sent to the same e-mail. */
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * Proxies in front of the app whose X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host are believed
     * (counted from the right). 0: the connection's own address and scheme and the Host header, whatever
     * headers say.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Sign-in attempts per e-mail and client address together (a stranger cannot lock a user out). */
    RATE_LIMIT_LOGIN: rateLimit('10/900'),
    /** Sign-in attempts per client address, whatever the e-mail (password spraying). */
    RATE_LIMIT_LOGIN_IP: rateLimit('50/900'),
    /** Sign-in attempts per e-mail from every address together (distributed guessing). */
    RATE_LIMIT_LOGIN_EMAIL: rateLimit('100/3600'),
    /** Registrations per client address. */
    RATE_LIMIT_REGISTER: rateLimit('10/3600'),
    /** Code requests (resend, forgotten password) per client address, on top of the per-e-mail cooldown. */
    RATE_LIMIT_RESEND: rateLimit('10/3600'),
    /** Code checks (verify, password reset) per client address and, separately, per e-mail. */
    RATE_LIMIT_VERIFY: rateLimit('30/900'),
    /**
     * Requests per client address, counted in memory before any routing (lib/rate-limit/flood): a
     * bucket of <max> that refills in <seconds>. Static files and GET /api/health are not counted.
     */
    RATE_LIMIT_REQUESTS: rateLimit('60/10'),
    /** Requests of one client address under way at once (the ones RATE_LIMIT_REQUESTS counts); past it 429. 0: no cap. */
    RATE_LIMIT_IN_FLIGHT: z.coerce.number().int().min(0).max(10_000).default(8),
    /** Generate, preview and the history writes (duplicate, regenerate) per client address. */
    RATE_LIMIT_GENERATE: rateLimit('120/60'),
    /** Feedback from the Complete screen per client address. */
    RATE_LIMIT_FEEDBACK: rateLimit('10/3600'),
    /** Diffs, upgrades and grows per client address: heavier than generate, so fewer. */
    RATE_LIMIT_DIFF: rateLimit('30/60'),
    /** Diffs, upgrades and grows computed at once by an instance (lib/heavy-work). */
    HEAVY_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** More of them waiting their turn; past it they answer 503 SERVER_BUSY with Retry-After. */
    HEAVY_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
    /** Bytes of kept zips per signed-in user, in megabytes; past it a generation downloads but is not kept. */
    STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),

    // Mail
    /** Resend API key. Unset: every message is written to DATA_DIR/outbox/ as an .eml file. */
    RESEND_API_KEY: optionalString,
    /** Sender of account e-mails; required with RESEND_API_KEY (a verified domain of yours). */
    MAIL_FROM: optionalString,

    // History, stored zips, maintenance (lib/history, lib/storage, lib/maintenance)
    /** Days a signed-in user's zip is kept; afterwards the maintenance job marks it expired and frees it. */
    FILE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    /** Where zips are kept: 'database' (a bytea table) or 's3' (S3-compatible object storage, S3_* below). */
    FILE_STORAGE: z.enum(['database', 's3']).default('database'),
    S3_ENDPOINT: optionalString.pipe(z.url('must be a URL such as https://s3.eu-west-1.amazonaws.com').optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Key prefix inside the bucket. */
    S3_PREFIX: z.string().default('gostarter/'),
    /** true: https://endpoint/bucket/key (MinIO, most self-hosted); false: https://bucket.endpoint/key. */
    S3_FORCE_PATH_STYLE: booleanFlag(true),
    /** The in-process maintenance scheduler (expiry of zips, database clean-up). */
    MAINTENANCE_ENABLED: booleanFlag(true),
    MAINTENANCE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** Rows handled per batch by the maintenance job. */
    CLEANUP_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(100),
    /** Bearer secret that lets a scheduler call POST /api/maintenance/run (serverless hosting). */
    CRON_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  })
  .refine((c) => c.FILE_STORAGE !== 's3' || (c.S3_ENDPOINT && c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY), {
    path: ['FILE_STORAGE'],
    message: 's3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  })
  .refine((c) => !c.RESEND_API_KEY || c.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'is required when RESEND_API_KEY is set (e.g. "Gostarter <no-reply@your-domain>")',
  });

export type Config = z.infer<typeof schema> & { dataDir: string };

/** Every variable the app reads (each is documented in .env.example; a test holds them to it). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

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

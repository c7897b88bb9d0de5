// Every table of the product.
import { sql } from 'drizzle-orm';
import type { UserRole } from '@/lib/schemas/account';
import type { ZipFileStatus } from '@/lib/schemas/projects';
import { FEEDBACK_RATINGS, type FeedbackRating } from '@/lib/feedback/values';
import type { NameValues } from '@/lib/generator/compose';
import type { ResourceModel } from '@/lib/resources/model';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export type { UserRole } from '@/lib/schemas/account';

/** Accounts. `email` is stored normalized (trimmed, lower case), so lookups are case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    /** Null while an account an admin created waits for its owner to set a password (through the reset code). */
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** When the address was proved: at sign-up, or when an account an admin created took its first password. Null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Security notices by e-mail (password changed, new API token, signed out everywhere); codes are always sent. */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /**
     * The bytes of the user's kept zips (generations with zip_file_status 'available'), kept by a trigger
     * on generations (migration 0009): the quota check of every signed-in generation reads one row
     * instead of summing all of the user's projects.
     */
    keptZipBytes: bigint('kept_zip_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/**
 * The live password-reset code of an account (at most one), hashed and expiring: for a verified account,
 * or one an admin created (its first password). Wrong tries are counted in rate_limits, for unknown
 * addresses too, so every address answers alike. Sign-up codes live with their registration attempt.
 */
export const otpCodes = pgTable('otp_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A registration not yet verified: no account exists until one of an address's attempts is verified.
 * Each attempt keeps its own password and code and belongs to the client that made it (`client_hash`,
 * the SHA-256 of the HttpOnly cookie /auth/register set), so a code proves the mailbox for that
 * client's attempt only: whoever registers an address first or last, the account goes to the one who
 * reads the mail, with the password they chose. Removed once verified (with the address's other
 * attempts) or after 7 days.
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    clientHash: text('client_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_attempts_email_client_idx').on(t.email, t.clientHash), index('registration_attempts_created_at_idx').on(t.createdAt)],
);

export type TokenClient = 'api' | 'web' | 'personal';

/**
 * Sign-ins and personal API tokens: opaque bearer tokens, stored as SHA-256 hashes; a browser session
 * wraps one of them.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /**
     * 'api': answered by /auth/login or /auth/verify-otp; 'web': kept inside a browser session;
     * 'personal': a named token the user created for scripts (Profile, /auth/tokens).
     */
    client: text('client').$type<TokenClient>().notNull(),
    /** The user's label of a personal token. */
    name: text('name'),
    /** Last request made with a personal token (updated at most once a minute). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_idx').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters shared by every instance (login, register, resend, ...). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/** One row per generated zip, guests included: the source of platform statistics. */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in user who generated it; null for guests. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectName: text('project_name').notNull(),
    framework: text('framework').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    adjustedFeatures: jsonb('adjusted_features').$type<string[]>().notNull(),
    /**
     * The user's resource model the project was generated from (canonical, lib/resources/model.ts); null
     * for the notes example and for guests, whose projects are never built again.
     */
    resources: jsonb('resources').$type<ResourceModel>(),
    /** The models of the project's earlier generations whose migrations it has (ProjectSpec.modelHistory); null when its model never changed. */
    modelHistory: jsonb('model_history').$type<ResourceModel[]>(),
    generationDurationMs: integer('generation_duration_ms').notNull(),
    zipFileSize: integer('zip_file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The stored zip: 'available' (kept in storage under file_key), 'expired' (retention passed, bytes
     * freed), 'deleted' (gone from storage), 'error' (could not be stored); 'not_stored' for guests,
     * whose zips are never kept.
     */
    zipFileStatus: text('zip_file_status').$type<ZipFileStatus>().notNull().default('available'),
    /**
     * Where the zip is while it is available: its selection's stored plan (plans/<sha256>, shared by the
     * selection's projects, lib/history/plans.ts), written again with zip_names; or, for zips kept before
     * plans, the project's own file (projects/<id>/<uuid>.zip).
     */
    fileKey: text('file_key'),
    /** The names a zip written from a plan takes (lib/generator NameValues); null otherwise. */
    zipNames: jsonb('zip_names').$type<NameValues>(),
    /** When the zip now in storage was stored (generation or regeneration): retention counts from here. */
    fileStoredAt: timestamp('file_stored_at', { withTimezone: true }),
    /**
     * The zip of an available row is still on its way to storage: a generation answers before its zip is
     * written (lib/history/zip-writer). Until the writer confirms it, the bytes may be missing, and are
     * then rebuilt from this row (the same configuration and generator make the same bytes): by the
     * download, or by the maintenance job.
     */
    filePending: boolean('file_pending').notNull().default(false),
    /** lib/generator's generatorVersion() of the zip now stored (or generated); null for rows older than the column. */
    generatorVersion: text('generator_version'),
    /** The project this one was grown from (POST /api/history/{id}/grow). */
    parentProjectId: uuid('parent_project_id').references((): AnyPgColumn => generations.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('generations_created_at_idx').on(t.createdAt),
    index('generations_parent_project_id_idx').on(t.parentProjectId).where(sql`${t.parentProjectId} is not null`),
    index('generations_user_id_created_at_idx').on(t.userId, t.createdAt).where(sql`${t.userId} is not null`),
    index('generations_available_stored_at_idx').on(t.fileStoredAt).where(sql`${t.zipFileStatus} = 'available'`),
    index('generations_file_key_idx').on(t.fileKey).where(sql`${t.fileKey} is not null`),
    index('generations_file_pending_idx').on(t.fileStoredAt).where(sql`${t.filePending}`),
  ],
);

export type { ZipFileStatus } from '@/lib/schemas/projects';

/**
 * How a generation went, as rated on the Complete screen (guests too); admins see the counts and the
 * newest comments in Analytics.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rating: text('rating').$type<FeedbackRating>().notNull(),
    comment: text('comment'),
    framework: text('framework').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    projectName: text('project_name'),
    /** The signed-in author; null for guests, and once the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_rating_check', sql.raw(`"rating" in (${FEEDBACK_RATINGS.map((r) => `'${r}'`).join(', ')})`)),
    index('feedback_created_at_idx').on(t.createdAt),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)),
});

/**
 * File storage in the database (lib/storage, FILE_STORAGE=database): one row per stored file, the zip
 * plans of lib/history/plans (and the zips kept before plans). `data` is stored uncompressed (STORAGE
 * EXTERNAL, migration 0008): DEFLATE data does not compress, and trying costs more than writing it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stored zip plans (lib/history/plans.ts), shared by the projects of one selection: which are in file
 * storage, and when a generation last needed each. A plan no row points to is removed by the maintenance
 * job once unused for a while; a process trusts a plan it confirmed for far less than that.
 */
export const zipPlans = pgTable('zip_plans', {
  key: text('key').primaryKey(),
  size: integer('size').notNull(),
  /** Set once the plan's bytes are in file storage. */
  stored: boolean('stored').notNull().default(false),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The configurations stored for a download link (lib/generation/stored-configurations.ts), whose bytes
 * are in file storage under their key: which are stored, and when they were last asked for. Object
 * storage cannot list its files, so this table is how the maintenance job finds the expired ones; a
 * row outlives its bytes for a while so that their link answers 410 (expired) rather than 404.
 */
export const storedConfigurations = pgTable('stored_configurations', {
  key: text('key').primaryKey(),
  size: integer('size').notNull(),
  /** Set once the bytes are in file storage; cleared when they are removed. */
  stored: boolean('stored').notNull().default(false),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * State of the maintenance jobs (lib/maintenance), shared by every instance: a lease (locked_by,
 * locked_until) so one instance runs a job at a time, and what the last runs did.
 */
export const maintenanceJobs = pgTable('maintenance_jobs', {
  name: text('name').primaryKey(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSucceeded: boolean('last_succeeded'),
  lastError: text('last_error'),
  /** What the last run did (counts), as the job reports it. */
  lastResult: jsonb('last_result').$type<Record<string, number>>(),
  runs: integer('runs').notNull().default(0),
  totalProcessed: bigint('total_processed', { mode: 'number' }).notNull().default(0),
  totalFreedBytes: bigint('total_freed_bytes', { mode: 'number' }).notNull().default(0),
});

/** Values the instances share and create on first use (e.g. the generated session secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

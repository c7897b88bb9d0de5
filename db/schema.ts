// Every table of the product.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per generated zip, guests included: the source of platform statistics. */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectName: text('project_name').notNull(),
    framework: text('framework').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    adjustedFeatures: jsonb('adjusted_features').$type<string[]>().notNull(),
    generationDurationMs: integer('generation_duration_ms').notNull(),
    zipFileSize: integer('zip_file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generations_created_at_idx').on(t.createdAt)],
);

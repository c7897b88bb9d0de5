// The shapes of the catalogue, validation and generation answers, as zod schemas: the server's types,
// the wizard's types and the OpenAPI document (lib/openapi) all derive from these, and
// tests/api/responses-match-openapi.test.ts holds real answers to them. Client-safe: zod only.
import { z } from 'zod';
import { errorBodySchema } from './errors';
import { resourcesSchema } from '@/lib/resources/schema';

const validationErrorSchema = z.object({
  error_code: z.string().describe('MULTIPLE_FRAMEWORKS, MULTIPLE_PRIMARY_DB, MULTIPLE_ORMS, REQUIRES_SQL_DATABASE, FEATURE_NOT_AVAILABLE, INVALID_NAME, RESERVED_NAME, UNKNOWN_REFERENCE, ...'),
  message: z.string(),
  conflicts: z.array(z.string()).describe('Every feature the broken rule is about'),
  conflicting_features: z.array(z.string()).describe('The selected features that break it'),
  suggestions: z.array(z.string()),
  resource: z.string().optional().describe('The resource of `resources` the error is about (as named in the request)'),
  field: z.string().optional().describe('The field of that resource the error is about'),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

export const validationResultSchema = z.object({
  is_valid: z.boolean(),
  errors: z.array(validationErrorSchema),
  warnings: z.array(z.string()),
  adjusted_features: z.array(z.string()).describe('The framework first, then the chosen features, then the added dependencies'),
  added_dependencies: z.array(z.string()).describe('Features added automatically'),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;

export const validateResponseSchema = z.object({ validation_result: validationResultSchema });

export const invalidConfigurationSchema = errorBodySchema
  .extend({ validation_result: validationResultSchema.optional().describe('Present when the configuration breaks a rule') })
  .describe('A refused generate request');

const featureEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  recommended: z.boolean(),
  available: z.boolean().describe('false: in the catalogue, not generated yet (refused as FEATURE_NOT_AVAILABLE)'),
});

export const featuresResponseSchema = z.object({
  categories: z.record(z.string(), z.array(z.string())).describe('Feature ids by category'),
  descriptions: z.record(z.string(), z.string()).describe('Description by feature id'),
  conflict_rules: z
    .object({
      exclusive_groups: z.array(z.object({ code: z.string(), members: z.array(z.string()), message: z.string(), suggestions: z.array(z.string()) })),
      requires: z.array(
        z.object({ code: z.string(), feature: z.string(), anyOf: z.array(z.string()), message: z.string(), suggestions: z.array(z.string()) }),
      ),
      always_added: z.array(z.string()),
      auto_add: z.array(z.object({ feature: z.string(), adds: z.array(z.string()), reason: z.string() })),
      warnings: z.array(z.object({ feature: z.string(), withAnyOf: z.array(z.string()), message: z.string() })),
    })
    .describe('The rules validation applies, as data'),
  features: z.array(featureEntrySchema),
  recommended: z.array(z.string()),
  total: z.number().int(),
});

const previewFileSchema = z.object({
  path: z.string().describe("Path inside the zip, '/'-separated"),
  size: z.number().int().describe('Size of the content in bytes (UTF-8)'),
  content: z.string().describe('The file as it will be in the zip'),
});

export const previewResponseSchema = z.object({
  files: z.array(previewFileSchema).describe('Every file of the project, sorted by path'),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
export type PreviewFile = z.infer<typeof previewFileSchema>;

const diffSideSchema = z.object({
  projectName: z.string(),
  framework: z.string(),
  features: z.array(z.string()).describe('The validated list the project is generated from (framework first, dependencies added)'),
  resources: resourcesSchema.optional().describe('The resources the side is generated from (canonical); absent for the notes example'),
});

const diffSummarySchema = z.object({
  files_added: z.number().int(),
  files_modified: z.number().int().describe('Content or file mode changed'),
  files_deleted: z.number().int(),
  lines_added: z.number().int().describe('Over the text files'),
  lines_removed: z.number().int().describe('Over the text files'),
});
export type DiffSummary = z.infer<typeof diffSummarySchema>;

const diffFileSchema = z.object({
  path: z.string().describe("Path inside the project, '/'-separated"),
  status: z.enum(['added', 'modified', 'deleted']),
  binary: z.boolean().describe('A binary file: its diff says "Binary files ... differ"; the patch carries its bytes'),
  lines_added: z.number().int(),
  lines_removed: z.number().int(),
  diff: z.string().describe("The file's part of the patch: git headers (modes, blob ids) and unified hunks with 3 lines of context"),
});
export type DiffFile = z.infer<typeof diffFileSchema>;

/** A change of resource model, as every door shows it before the user applies it. */
export const modelChangeSchema = z.object({
  changes: z.array(z.string()).describe('Each change of the model in words, in the order the migration applies them: `add book.stock (integer)`'),
  data_loss: z.array(z.string()).describe('What the change loses in a database holding rows, in words; empty when every row keeps its values'),
  migrations: z
    .array(z.object({ path: z.string(), sql: z.string() }))
    .describe('The migration files the change adds (up and down), after those the project has; empty without SQL tables'),
  run: z.string().nullable().describe("The project's command that applies them to its database; null without migrations"),
});
export type ModelChangeReport = z.infer<typeof modelChangeSchema>;

export const diffResponseSchema = z.object({
  message: z.string().describe('A sentence about the difference; says so when the two projects are identical'),
  from: diffSideSchema,
  to: diffSideSchema,
  summary: diffSummarySchema,
  files: z.array(diffFileSchema).describe('The changed files only, sorted by path; empty when the projects are identical'),
  model_change: modelChangeSchema.nullable().describe('What the change of resource model does to a database; null when the model stays'),
});
export type DiffResponse = z.infer<typeof diffResponseSchema>;

const diffSideErrorSchema = z.object({
  code: z.string().describe('As generate answers it: INVALID_REQUEST, INVALID_PROJECT_NAME, INVALID_CONFIGURATION'),
  message: z.string(),
  details: z.unknown().nullable().describe("generate's details for the same request"),
  validation_result: validationResultSchema.optional().describe('Present when the side breaks a rule'),
});

export const diffRefusedSchema = errorBodySchema
  .extend({
    details: z
      .union([
        z.object({ from: diffSideErrorSchema.optional(), to: diffSideErrorSchema.optional() }),
        z.array(z.object({ field: z.string(), message: z.string() })),
      ])
      .nullable()
      .describe('What is wrong with each refused side; the field problems of a bad format parameter; null for a body that is not JSON'),
  })
  .describe('A refused diff request: the message names the side (from: ..., to: ...)');

// The resource model's zod schemas, declared once: the API's request schemas and the OpenAPI document
// use them, and the model's types derive from them. Server side only in practice: the browser takes the
// types and constants from ./model.ts, and reads a share link's model with these only when a link
// carries one (lib/wizard/link-model.ts, loaded on demand).
import { z } from 'zod';
import { DECIMAL_DIGITS } from './field-types';
import { MAX_FIELDS, MAX_RESOURCES, ON_DELETE } from './model';
import { FIELD_TYPES } from './field-types';

/** What a request may carry at most, well above the rules' limits, so the rules (not zod) explain them. */
const WIRE_MAX_RESOURCES = 100;
const WIRE_MAX_FIELDS = 100;
const WIRE_NAME_MAX = 200;

const name = z.string().max(WIRE_NAME_MAX);
const renamedFrom = name
  .optional()
  .describe('In a change of a grown project\'s model: the name this had in the previous model, so that the migration renames it and keeps its data');

const fieldSchema = z
  .object({
    name: name.describe('Lower snake case (`full_name`); a reference ends in `_id`'),
    type: z.enum(FIELD_TYPES),
    required: z.boolean().optional().describe('Refuse a create or replace without it (default false: the field may be null)'),
    unique: z.boolean().optional().describe('No two rows share a value (409 on a second)'),
    min: z.number().finite().optional().describe('Least length of a string or text, least value of an integer or number'),
    max: z.number().finite().optional().describe('Greatest length of a string or text, greatest value of an integer or number'),
    precision: z
      .number()
      .finite()
      .optional()
      .describe(`A decimal's digits in all, 1 to ${DECIMAL_DIGITS.maxPrecision} (default ${DECIMAL_DIGITS.precision})`),
    scale: z
      .number()
      .finite()
      .optional()
      .describe(`A decimal's digits after the point, 0 to ${DECIMAL_DIGITS.maxScale} and at most its precision (default ${DECIMAL_DIGITS.scale})`),
    values: z.array(name).max(WIRE_MAX_FIELDS).optional().describe('The values of an enum, lower snake case'),
    references: name.optional().describe('The resource a reference belongs to'),
    default: z
      .union([z.string().max(WIRE_NAME_MAX * 50), z.number().finite(), z.boolean()])
      .optional()
      .describe('The value a create or replace takes when the field is absent (not for json, references, dates or timestamps, nor a unique field)'),
    renamed_from: renamedFrom,
    on_delete: z
      .enum(ON_DELETE)
      .optional()
      .describe(
        'What deleting the row a reference names does: `restrict` (the default: 409 while rows refer to it), `cascade` (delete them too) or `set_null` (empty the field; an optional reference only)',
      ),
  })
  .strict();
export type ResourceField = z.infer<typeof fieldSchema>;

const resourceSchema = z
  .object({
    name: name.describe('Lower snake case, singular (`loan_record`): routes /api/v1/loan-records'),
    renamed_from: renamedFrom,
    fields: z.array(fieldSchema).max(WIRE_MAX_FIELDS).describe('Besides `id`, `created_at` and `updated_at`, which every resource has'),
  })
  .strict();
export type Resource = z.infer<typeof resourceSchema>;

export const resourcesSchema = z
  .array(resourceSchema)
  .max(WIRE_MAX_RESOURCES)
  .describe(`Your resources (at most ${MAX_RESOURCES}, each with at most ${MAX_FIELDS} fields); without them a project with a router serves the notes example`);
export type ResourceModel = z.infer<typeof resourcesSchema>;

/** How many earlier models a project's history holds at most. */
const MAX_HISTORY = 100;

export const modelHistorySchema = z
  .array(resourcesSchema)
  .max(MAX_HISTORY)
  .describe("The models of the project's earlier generations, oldest first (gostarter.json records them): the first migration creates the first's tables, each change since is a migration of its own");


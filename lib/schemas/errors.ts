// The one error answer of the API, as a zod schema: lib/api/errors builds it, the OpenAPI document
// describes it, and the browser reads it. Client-safe: zod only.
import { z } from 'zod';

const ERROR_TYPES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'GONE',
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVER',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const errorBodySchema = z
  .object({
    type: z.enum(ERROR_TYPES).describe('The kind of failure; the HTTP status follows from it'),
    message: z.string().describe('What went wrong, for people'),
    code: z.string().describe('What went wrong, for programs, e.g. INVALID_PROJECT_NAME'),
    details: z.unknown().nullable().describe('More about the error: the field problems, or { projectname } for a bad project name'),
  })
  .describe('Every error answer');

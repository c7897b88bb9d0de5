// GET /api/v1/generate: the generate request read from a query string, so a plain link or
// `curl -o app.zip '<url>'` gets the same zip as the POST body would.
import { z } from 'zod';
import { parseWith } from '@/lib/api/handler';
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { generateRequestSchema, type GenerateRequest } from './index';
import { AppError } from '@/lib/api/errors';

export const generateQuerySchema = z.object({
  projectName: z.string().describe('Project name: letters, digits, _ and -, starting with a letter or digit, at most 64 characters'),
  framework: z.string().describe(`Base framework: ${listText(FRAMEWORKS)}`),
  features: z
    .string()
    .optional()
    .describe('Comma-separated feature ids (the parameter may also be repeated), e.g. postgresql,docker'),
});

/**
 * Turns the query into the POST body and checks it with the same schema. A resource model does not fit
 * a link: `resources` in the query answers 400 (POST the JSON body instead) rather than a zip of the
 * notes example the caller did not ask for.
 */
export function generateRequestFromQuery(url: URL): GenerateRequest {
  const q = url.searchParams;
  refuseModelInQuery(q);
  const body: Record<string, unknown> = {};
  const projectName = q.get('projectName');
  const framework = q.get('framework');
  if (projectName !== null) body.projectName = projectName;
  if (framework !== null) body.framework = framework;
  body.features = q
    .getAll('features')
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  return parseWith(generateRequestSchema, body);
}

/** A query string cannot carry a resource model: `resources` (or `fromResources`, `toResources`) answers 400 naming POST. */
export function refuseModelInQuery(q: URLSearchParams): void {
  const named = [...new Set([...q.keys()].filter((k) => /resources$/i.test(k)))];
  if (named.length === 0) return;
  const message = 'a resource model is sent in the JSON body of the POST request, not in the query string';
  throw new AppError('VALIDATION', `Invalid request: ${named[0]}: ${message}`, 'INVALID_REQUEST', named.map((field) => ({ field, message })));
}

// GET /api/v1/generate: the generate request read from a query string, so a plain link or
// `curl -o app.zip '<url>'` gets the same zip as the POST body would.
import { z } from 'zod';
import { parseWith } from '@/lib/api/handler';
import { FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { generateRequestSchema, type GenerateRequest } from './index';

export const generateQuerySchema = z.object({
  projectName: z.string().describe('Project name: letters, digits, _ and -, starting with a letter or digit, at most 64 characters'),
  framework: z.string().describe(`Base framework: ${listText(FRAMEWORKS)}`),
  features: z
    .string()
    .optional()
    .describe('Comma-separated feature ids (the parameter may also be repeated), e.g. postgresql,docker'),
});

/** Turns the query into the POST body and checks it with the same schema. */
export function generateRequestFromQuery(url: URL): GenerateRequest {
  const q = url.searchParams;
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

// The project's files before download: the same validation and the same generation code as the zip.
import { z } from 'zod';
import { generateProjectFiles } from '@/lib/generator';
import { toProjectSpec, type GenerateRequest } from './index';

export const previewFileSchema = z.object({
  path: z.string().describe("Path inside the zip, '/'-separated"),
  size: z.number().int().describe('Size of the content in bytes (UTF-8)'),
  content: z.string().describe('The file as it will be in the zip'),
});

export const previewResponseSchema = z.object({
  files: z.array(previewFileSchema).describe('Every file of the project, sorted by path'),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export function previewProject(req: GenerateRequest): PreviewResponse {
  const { spec } = toProjectSpec(req);
  const files = generateProjectFiles(spec).map((f) => ({
    path: f.path,
    size: Buffer.byteLength(f.content, 'utf8'),
    content: f.content,
  }));
  return { files };
}

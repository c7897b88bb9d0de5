// The project's files before download: the same validation and the same generation code as the zip.
import type { PreviewResponse } from '@/lib/schemas/generation';
import { generateProjectFiles } from '@/lib/generator';
import { toProjectSpec, type GenerateRequest } from './index';

export function previewProject(req: GenerateRequest): PreviewResponse {
  const { spec } = toProjectSpec(req);
  const files = generateProjectFiles(spec).map((f) => ({
    path: f.path,
    size: Buffer.byteLength(f.content, 'utf8'),
    content: f.content,
  }));
  return { files };
}

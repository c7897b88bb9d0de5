// The project's files before download: the same validation and the same generation code as the zip.
import type { PreviewResponse } from '@/lib/schemas/generation';
import { generateProjectFiles, prepareSelection } from '@/lib/generator';
import { chargeComposition, toProjectSpec, type ChargeComposition, type GenerateRequest } from './index';

export async function previewProject(req: GenerateRequest, charge?: ChargeComposition): Promise<PreviewResponse> {
  const { spec } = toProjectSpec(req);
  await chargeComposition(spec, charge);
  await prepareSelection(spec);
  const files = generateProjectFiles(spec).map((f) => ({
    path: f.path,
    size: Buffer.byteLength(f.content, 'utf8'),
    content: f.content,
  }));
  return { files };
}

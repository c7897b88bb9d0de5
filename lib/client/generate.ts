// The wizard's calls (spec section 7), over apiJson and apiFile of ./api. A refused call throws ApiError,
// whose body keeps what the screens need beyond the message (validate's validation_result, a bad
// project name in details).
import type { ValidationResult } from '@/lib/catalogue/validate';
import type { DiffResponse, PreviewFile } from '@/lib/schemas/generation';
import type { ResourceModel } from '@/lib/resources/model';
import { apiFile, apiJson, asApiError } from './api';

export interface GenerateBody {
  projectName: string;
  framework: string;
  features: string[];
  /** The user's resources; absent or empty: the notes example. Validate, generate, preview and diff take it alike. */
  resources?: ResourceModel;
}

export type { DiffResponse, PreviewFile };

/** Generation can take longer than a read; the zip arrives within this. */
const GENERATE_TIMEOUT_MS = 60_000;

export type ServerValidation =
  | { kind: 'result'; result: ValidationResult }
  | { kind: 'network' }
  | { kind: 'error'; status: number; message: string };

/** POST /api/v1/generate/validate: the authority. Its validation_result is used for 200 and 400 alike. */
export async function validateOnServer(body: GenerateBody): Promise<ServerValidation> {
  try {
    const answer = await apiJson<{ validation_result: ValidationResult }>('/api/v1/generate/validate', { method: 'POST', body });
    return { kind: 'result', result: answer.validation_result };
  } catch (err) {
    const e = asApiError(err);
    if (e.status === 0) return { kind: 'network' };
    const refused = (e.body as { validation_result?: ValidationResult } | undefined)?.validation_result;
    if (refused && Array.isArray(refused.errors)) return { kind: 'result', result: refused };
    return { kind: 'error', status: e.status, message: e.message };
  }
}

/** POST /api/v1/generate: the zip, and why it was not kept in the history when it was not (storage quota). */
export async function generateZip(body: GenerateBody): Promise<{ zip: Blob; storageNotice: string | null }> {
  const { blob, storageNotice } = await apiFile('/api/v1/generate', `${body.projectName}.zip`, { method: 'POST', body, timeoutMs: GENERATE_TIMEOUT_MS });
  return { zip: blob, storageNotice };
}

/** POST /api/v1/generate/preview: every file of the project, as the zip would hold it. */
export async function previewProject(body: GenerateBody): Promise<PreviewFile[]> {
  return (await apiJson<{ files: PreviewFile[] }>('/api/v1/generate/preview', { method: 'POST', body })).files;
}

/** POST /api/v1/generate/diff: what changes between two configurations, file by file, as JSON. */
export async function diffConfigurations(from: GenerateBody, to: GenerateBody, signal?: AbortSignal): Promise<DiffResponse> {
  return apiJson<DiffResponse>('/api/v1/generate/diff', { method: 'POST', body: { from, to }, signal, timeoutMs: GENERATE_TIMEOUT_MS });
}

/** GET /features: which catalogue ids the generator implements today; null when it could not be asked. */
export async function fetchAvailableFeatures(): Promise<string[] | null> {
  try {
    const answer = await apiJson<{ features?: { id: string; available?: boolean }[] }>('/features');
    return answer.features ? answer.features.filter((f) => f.available !== false).map((f) => f.id) : null;
  } catch {
    return null;
  }
}

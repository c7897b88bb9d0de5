// The wizard's calls to our HTTP API (spec section 7). Browser-side; no React. Unlike lib/client/api.ts
// they keep the whole error body: a refused generation carries its validation_result.
import type { ValidationResult } from '@/lib/catalogue/validate';
import { storedToken } from '@/lib/client/api';
import type { PreviewFile } from '@/lib/schemas/generation';
import type { ApiErrorBody } from './generation';

export interface GenerateBody {
  projectName: string;
  framework: string;
  features: string[];
}

export type { PreviewFile };

function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...authHeaders() },
    body: JSON.stringify(body),
  });
}

async function jsonOrNull<T>(res: Response): Promise<T | null> {
  try {
    return (await res.json()) as T;
  } catch {
    return null;
  }
}

export type ServerValidation =
  | { kind: 'result'; result: ValidationResult }
  | { kind: 'network' }
  | { kind: 'error'; status: number; message: string };

/** POST /api/v1/generate/validate: the authority. Its validation_result is used for 200 and 400 alike. */
export async function validateOnServer(body: GenerateBody): Promise<ServerValidation> {
  let res: Response;
  try {
    res = await post('/api/v1/generate/validate', body);
  } catch {
    return { kind: 'network' };
  }
  const json = await jsonOrNull<{ validation_result?: ValidationResult } & ApiErrorBody>(res);
  if (json?.validation_result && Array.isArray(json.validation_result.errors)) return { kind: 'result', result: json.validation_result };
  return { kind: 'error', status: res.status, message: json?.message ?? `HTTP ${res.status}` };
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

/** POST /api/v1/generate: the zip, and why it was not kept in the history when it was not (storage quota). */
export async function generateZip(body: GenerateBody): Promise<{ zip: Blob; storageNotice: string | null }> {
  const res = await post('/api/v1/generate', body);
  if (!res.ok) throw new ApiCallError(res.status, await jsonOrNull<ApiErrorBody>(res));
  return { zip: await res.blob(), storageNotice: res.headers.get('x-storage-notice') };
}

/** POST /api/v1/generate/preview: every file of the project, as the zip would hold it. */
export async function previewProject(body: GenerateBody): Promise<PreviewFile[]> {
  const res = await post('/api/v1/generate/preview', body);
  const json = await jsonOrNull<{ files?: PreviewFile[] } & ApiErrorBody>(res);
  if (!res.ok || !json?.files) throw new ApiCallError(res.status, json);
  return json.files;
}

/** GET /features: which catalogue ids the generator implements today. */
export async function fetchAvailableFeatures(): Promise<string[] | null> {
  try {
    const res = await fetch('/features');
    if (!res.ok) return null;
    const json = (await res.json()) as { features?: { id: string; available?: boolean }[] };
    return json.features ? json.features.filter((f) => f.available !== false).map((f) => f.id) : null;
  } catch {
    return null;
  }
}

export { saveBlob } from '@/lib/client/api';

// Builds Requests for calling route handlers in-process, the way Next.js calls them.
import JSZip from 'jszip';

export const BASE = 'http://localhost';

export function jsonRequest(path: string, body: unknown, init: RequestInit = {}): Request {
  return new Request(BASE + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

export function getRequest(path: string, init: RequestInit = {}): Request {
  return new Request(BASE + path, init);
}

export async function zipEntries(res: Response): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  const out = new Map<string, string>();
  for (const [name, entry] of Object.entries(zip.files)) out.set(name, entry.dir ? '' : await entry.async('string'));
  return out;
}

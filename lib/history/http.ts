// Small helpers shared by the history route handlers.
import { STORAGE_NOTICE_HEADER } from '@/lib/generation';
export type IdContext = { params: Promise<{ id: string }> };

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** A stored or regenerated zip, named after the project (ASCII names only, so no encoding needed). */
export function zipFile(bytes: Uint8Array, fileName: string, notice?: string): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'Content-Length': String(bytes.byteLength),
      ...(notice ? { [STORAGE_NOTICE_HEADER]: notice } : {}),
    },
  });
}

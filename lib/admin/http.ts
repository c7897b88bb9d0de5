// Response helpers of the admin route handlers (JSON answers reuse the history's no-store `json`).
export { json, type IdContext } from '@/lib/history/http';

/** A download that no browser or proxy may cache; `fileName` must be plain ASCII (ours are). */
export function attachment(body: BodyInit, fileName: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

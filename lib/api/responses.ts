// The answers of the route handlers, besides errors (lib/api/errors.ts): JSON about one caller's data and
// file downloads. Neither may be kept by a browser or a shared cache.
const NO_STORE = 'private, no-store';

/** Carries a generation's storage notice on a zip answer (the storage quota was full), for the wizard and history. */
const STORAGE_NOTICE_HEADER = 'X-Storage-Notice';

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': NO_STORE } });
}


/**
 * A download: bytes (with their Content-Length) or a stream (the admin's CSV exports, whose length is
 * not known up front). The file name must be plain ASCII, as ours are: no filename* encoding is done.
 */
export function download(
  body: Uint8Array | ReadableStream<Uint8Array>,
  /** The name the browser saves it under; quotes, backslashes and line breaks become '_'. */
  fileName: string,
  contentType: string,
  /** Why a signed-in user's zip was not kept; sent as X-Storage-Notice. */
  storageNotice?: string,
): Response {
  const headers: Record<string, string> = {
    'Cache-Control': NO_STORE,
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  };
  if (storageNotice) headers[STORAGE_NOTICE_HEADER] = storageNotice;
  if (!(body instanceof Uint8Array)) return new Response(body, { headers });
  headers['Content-Length'] = String(body.byteLength);
  const response = new Response(oneChunk(body), { headers });
  downloadBytes.set(response, body);
  return response;
}

/** The bytes of each download made of bytes, for a server that writes the answer itself. */
const downloadBytes = new WeakMap<Response, Uint8Array>();

/**
 * The bytes a download answer carries, when it was made of bytes: the Node.js server writes them to the
 * socket as they are (lib/server/direct-routes.ts): piping the web stream back (Readable.fromWeb, pipeline)
 * took about 4% of the server's CPU under guest load.
 */
export const bytesOfDownload = (response: Response): Uint8Array | undefined => downloadBytes.get(response);

/**
 * Bytes as a stream of one chunk: a Response made from the bytes themselves copies them first (a zip of
 * 350 KiB copied, and allocated again, for each download); from a stream they are sent as they are.
 */
function oneChunk(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** A project's zip: generated, regenerated or stored. */
export function zipFile(bytes: Uint8Array, fileName: string, storageNotice?: string): Response {
  return download(bytes, fileName, 'application/zip', storageNotice);
}

/** A git patch (the diff, grow and upgrade routes); empty when there is nothing to change. */
export function patchFile(text: string, fileName: string, storageNotice?: string): Response {
  return download(Buffer.from(text, 'utf8'), fileName, 'text/x-diff; charset=utf-8', storageNotice);
}

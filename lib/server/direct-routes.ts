// The hottest route, served by the Node.js server itself before Next.js routes the request: POST
// /api/v1/generate, every guest's download. Next.js's request pipeline (its router, the NextRequest and
// web Response it builds around a route handler, its header rules) costs more CPU than building the zip:
// on a 2-core machine a route answering a small JSON with no database held 0.63 of a plain Node server
// that builds and sends the zip, and guest generate 0.36; served here, 0.49 (bench:keep). Here the same handler
// (lib/generation/http.ts) gets a web Request and its Response is written to the socket as it is, with
// the headers next.config.ts gives API answers. Anything else (other methods, a query string, a path
// with a trailing slash) goes on to Next.js, whose route calls the same handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bytesOfDownload } from '@/lib/api/responses';
import { generatePost } from '@/lib/generation/http';
import { setApiHeaders } from '@/lib/security/headers';

const DIRECT: Record<string, (req: Request, ctx: unknown) => Promise<Response>> = {
  'POST /api/v1/generate': generatePost,
};

/** The base of the web Request's URL: the handlers read headers, never the host of the URL. */
const BASE = 'http://localhost';

/**
 * `next dev` reloads a route's code when it changes, and this server's copy would not follow it: there,
 * every request goes to Next.js.
 */
const DEVELOPMENT = process.env.NODE_ENV === 'development';

/** Serves `req` when it is a direct route's (true: the answer is under way); false leaves it to Next.js. */
export function serveDirect(req: IncomingMessage, res: ServerResponse): boolean {
  const handler = DEVELOPMENT ? undefined : DIRECT[`${req.method} ${req.url}`];
  if (!handler) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const request = new Request(BASE + req.url, { method: req.method, headers, body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } as RequestInit);
  handler(request, undefined)
    .then((response) => send(req, res, response))
    .catch((err) => {
      // The handler answers its own errors: this is the answer failing to go out. A client that left
      // before it was written is no error of the server's.
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`Could not answer ${req.method} ${req.url}:`, err);
      res.destroy();
    });
  return true;
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  // A body the handler did not read to its end (one past the size limit) leaves the connection unusable
  // for another request: it closes after this answer.
  if (!req.complete) res.setHeader('Connection', 'close');
  setApiHeaders(res);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  const bytes = bytesOfDownload(response);
  if (bytes || !response.body) {
    res.end(bytes);
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
}

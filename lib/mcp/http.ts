// The MCP tools over Streamable HTTP (the site's /mcp), stateless: every POST gets a server and a
// transport of its own, no session id, and a JSON answer (no event stream). Before the SDK sees a
// request, the site's own limits apply: the body limit of the REST API (MAX_BODY_BYTES) and one JSON-RPC
// message per request (batching left the protocol in 2025-06-18; a batch of costly calls would be one
// request doing the work of many).
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ListToolsRequestSchema, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '@/lib/api/errors';
import { readBody } from '@/lib/api/handler';
import { allowHeader } from '@/lib/api/methods';
import { getConfig } from '@/lib/config';
import { siteAddress } from '@/lib/site/site-address';
import { createMcpServer } from './server';
import { siteHost } from './site';

// JSON-RPC's error codes (the SDK answers the others itself).
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

/** The names of this machine: a page's origin with one of them is served from where the server runs. */
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * Whether a page at `origin` belongs to the site at `site`: the same scheme, host and port, where
 * localhost and the loopback addresses count as one host. A site addressed as http://localhost:3000 is
 * the one a browser shows at http://127.0.0.1:3000 or http://[::1]:3000; a rebound name (another site's
 * page reaching this machine) still has its own host in its Origin and is refused.
 */
function isSiteOrigin(origin: string, site: string): boolean {
  let page: URL, own: URL;
  try {
    [page, own] = [new URL(origin), new URL(site)];
  } catch {
    return false;
  }
  const host = (url: URL) => (isLoopback(url.hostname) ? 'localhost' : url.hostname);
  return page.protocol === own.protocol && page.port === own.port && host(page) === host(own);
}

/** GET (an event stream) and DELETE (a session's end) have nothing to serve without sessions. */
export function refuseMethod(): Response {
  return jsonRpcError(405, SERVER_ERROR, 'Method not allowed: POST one JSON-RPC message to /mcp (stateless: no event stream, no sessions)', { Allow: allowHeader(['POST']) });
}

export async function handleMcpPost(req: Request): Promise<Response> {
  // The protocol asks servers to check Origin (DNS rebinding): agents send none; a browser on another
  // site's page is refused before anything runs.
  const origin = req.headers.get('origin');
  if (origin !== null && !isSiteOrigin(origin, siteAddress(req))) return jsonRpcError(403, SERVER_ERROR, `Forbidden: /mcp does not answer pages of other sites (Origin ${origin})`);
  let text: string;
  try {
    text = await readBody(req, getConfig().MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof AppError) return jsonRpcError(err.status, INVALID_REQUEST, err.message);
    throw err;
  }
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return jsonRpcError(400, PARSE_ERROR, 'Parse error: the body must be one JSON-RPC message');
  }
  if (Array.isArray(message)) return jsonRpcError(400, INVALID_REQUEST, 'Invalid request: batches are not supported; send one JSON-RPC message per request');

  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const server = createMcpServer(siteHost(req));
  const kept = toolList;
  if (kept) server.server.setRequestHandler(ListToolsRequestSchema, () => kept);
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(req, { parsedBody: message });
    if (!kept && response.ok && (message as { method?: unknown } | null)?.method === 'tools/list') {
      toolList = ((await response.clone().json()) as { result?: ListToolsResult }).result;
    }
    return response;
  } finally {
    await server.close();
  }
}

/**
 * The answer to tools/list, the same for every request (the tools and their schemas are the code's, on
 * any address): the SDK turns every schema into JSON Schema on each call, 13 of the 17 ms of CPU a listing
 * took, which made tools/list the costliest cheap request of a flood. The first answer is kept and the
 * servers after it answer with it.
 */
let toolList: ListToolsResult | undefined;

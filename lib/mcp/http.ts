// The MCP tools over Streamable HTTP (the site's /mcp), stateless: every POST gets a server and a
// transport of its own, no session id, and a JSON answer (no event stream). Before the SDK sees a
// request, the site's own limits apply: the body limit of the REST API (MAX_BODY_BYTES) and one JSON-RPC
// message per request (batching left the protocol in 2025-06-18; a batch of costly calls would be one
// request doing the work of many).
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AppError } from '@/lib/api/errors';
import { readBody } from '@/lib/api/handler';
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

/** GET (an event stream) and DELETE (a session's end) have nothing to serve without sessions. */
export function refuseMethod(): Response {
  return jsonRpcError(405, SERVER_ERROR, 'Method not allowed: POST one JSON-RPC message to /mcp (stateless: no event stream, no sessions)', { Allow: 'POST' });
}

export async function handleMcpPost(req: Request): Promise<Response> {
  // The protocol asks servers to check Origin (DNS rebinding): agents send none; a browser on another
  // site's page is refused before anything runs.
  const origin = req.headers.get('origin');
  if (origin !== null && origin !== siteAddress(req)) return jsonRpcError(403, SERVER_ERROR, `Forbidden: /mcp does not answer pages of other sites (Origin ${origin})`);
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
  await server.connect(transport);
  try {
    return await transport.handleRequest(req, { parsedBody: message });
  } finally {
    await server.close();
  }
}

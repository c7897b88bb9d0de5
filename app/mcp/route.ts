// MCP for coding agents over Streamable HTTP: the tools of lib/mcp (the same as `gostarter mcp` serves
// over stdio), with download links on the site's address.
import { otherMethods } from '@/lib/api/methods';
import { handleMcpPost, refuseMethod } from '@/lib/mcp/http';

export const runtime = 'nodejs';

export const POST = (req: Request) => handleMcpPost(req);
// What clients of the protocol try (an event stream, a session's end) is refused in its JSON-RPC shape.
export const GET = async () => refuseMethod();
export const DELETE = GET;
export const { HEAD, PUT, PATCH, OPTIONS } = otherMethods({ POST });

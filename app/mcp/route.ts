// MCP for coding agents over Streamable HTTP: the tools of lib/mcp (the same as `gostarter mcp` serves
// over stdio), with download links on the site's address.
import { handleMcpPost, refuseMethod } from '@/lib/mcp/http';

export const runtime = 'nodejs';

export const POST = (req: Request) => handleMcpPost(req);
export const GET = async () => refuseMethod();
export const DELETE = GET;

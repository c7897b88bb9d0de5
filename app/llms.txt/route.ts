// /llms.txt: what Gostarter is, its API, its MCP tools and its command line, for coding agents.
import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { llmsText } from '@/lib/site/llms-txt';
import { siteAddress } from '@/lib/site/site-address';

export const GET = route(async (req) =>
  new Response(llmsText(siteAddress(req)), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

// The MCP tools over stdio, for `gostarter mcp`: an agent starts the command and speaks JSON-RPC on its
// stdin and stdout. stdout carries the protocol only: anything else a host prints goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer, type McpHost } from './server';

/** Serves `host`'s tools on this process's stdin and stdout; resolves when the client closes stdin. */
export async function serveStdio(host: McpHost): Promise<void> {
  const server = createMcpServer(host);
  await server.connect(new StdioServerTransport());
  await new Promise<void>((resolve) => process.stdin.once('end', resolve));
  await server.close();
}

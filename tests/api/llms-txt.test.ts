// GET /llms.txt: plain text naming every tool /mcp lists and every endpoint of the OpenAPI document, on
// the site's public address (NEXTAUTH_URL here, whatever address the request came to).
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/llms.txt/route';
import { POST as mcp } from '@/app/mcp/route';
import { openApiDocument } from '@/lib/openapi';
import { getRequest } from '../utils/http';

const SITE = 'https://gostarter.example';
process.env.NEXTAUTH_URL = SITE;

describe('GET /llms.txt', () => {
  it('describes the MCP tools, the REST API, the command line and gostarter.json on the public address', async () => {
    const res = await GET(getRequest('/llms.txt'), {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^# Gostarter\n\n> /);

    const listed = await mcp(
      new Request('http://localhost/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
    );
    const { tools } = (await listed.json()).result as { tools: { name: string }[] };
    expect(tools.length).toBe(5);
    for (const { name } of tools) expect(text, name).toMatch(new RegExp(`^- ${name}\\(`, 'm'));
    expect(text).toContain(`Streamable HTTP: ${SITE}/mcp`);
    expect(text).toContain('`gostarter mcp`');

    for (const [path, operations] of Object.entries(openApiDocument().paths)) {
      for (const method of Object.keys(operations)) expect(text, `${method} ${path}`).toContain(`- ${method.toUpperCase()} ${SITE}${path}: `);
    }
    for (const command of ['new', 'add', 'remove', 'upgrade', 'adopt', 'diff']) expect(text).toMatch(new RegExp(`^- \`gostarter ${command}\\b`, 'm'));
    expect(text).toContain(`JSON Schema: ${SITE}/schemas/gostarter.json`);
    expect(text).not.toContain('http://localhost');
  });
});

// The site's MCP endpoint (/mcp) through the SDK's own client and its Streamable HTTP transport, whose
// requests go to the route's handlers in-process (as every API test calls them): the tools' answers,
// the download links they give (fetched through GET /api/v1/generate, or with a resource model GET
// /api/v1/generate/configurations/<key>), and hostile requests.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mcpRoute from '@/app/mcp/route';
import JSZip from 'jszip';
import { GET as generateGet, POST as generatePost } from '@/app/api/v1/generate/route';
import { GET as storedGet } from '@/app/api/v1/generate/configurations/[key]/route';
import { PRESETS } from '@/lib/catalogue/presets';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { newIp } from '../utils/auth';
import { BASE, jsonRequest, zipEntries } from '../utils/http';

process.env.RATE_LIMIT_DIFF = '3/60';

const MCP_URL = new URL(`${BASE}/mcp`);
const ACCEPT = 'application/json, text/event-stream';

/** fetch for the SDK's transport: the request goes to the route's handler of its method. */
async function routeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const req = new Request(input, init);
  const handler = ({ POST: mcpRoute.POST, GET: mcpRoute.GET, DELETE: mcpRoute.DELETE } as Record<string, (r: Request) => Promise<Response>>)[req.method];
  return handler ? handler(req) : new Response(null, { status: 405 });
}

async function connect(peer = newIp()): Promise<Client> {
  const client = new Client({ name: 'gostarter-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(MCP_URL, { fetch: routeFetch, requestInit: { headers: { [PEER_ADDRESS_HEADER]: peer } } });
  await client.connect(transport);
  return client;
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

/** A raw POST to /mcp, as any HTTP client may send it. */
const post = (body: string, headers: Record<string, string> = {}) =>
  mcpRoute.POST(new Request(MCP_URL, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT, [PEER_ADDRESS_HEADER]: newIp(), ...headers }, body }));

let client: Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client.close();
});

describe('/mcp tools through the SDK client', () => {
  it('lists the five tools with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['list_features', 'validate', 'generate', 'diff', 'add']);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const validate = tools.find((t) => t.name === 'validate')!;
    expect(Object.keys(validate.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['framework', 'features', 'resources', 'projectName']));
  });

  it('answers tools/list alike every time: the later listings, kept from the first, are the first byte for byte', async () => {
    const list = async (id: number) => {
      const res = await post(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }));
      expect(res.status).toBe(200);
      return (await res.json()) as { id: number; result: { tools: { name: string }[] } };
    };
    const first = await list(1);
    const later = await list(2);
    expect(later.id).toBe(2);
    expect(JSON.stringify(later.result)).toBe(JSON.stringify(first.result));
    expect(later.result.tools.map((t) => t.name)).toEqual(['list_features', 'validate', 'generate', 'diff', 'add']);
    // A listing with an error (no event stream accepted) is not the one kept.
    expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }), { accept: 'application/json' })).status).toBe(406);
    expect(JSON.stringify((await list(4)).result)).toBe(JSON.stringify(first.result));
  });

  it('list_features answers the catalogue with availability, presets and the conflict rules', async () => {
    const result = (await client.callTool({ name: 'list_features', arguments: {} })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as { features: { id: string; available: boolean }[]; presets: { id: string }[]; conflict_rules: { exclusive_groups: unknown[] } };
    expect(answer.features.find((f) => f.id === 'postgresql')?.available).toBe(true);
    expect(answer.presets.map((p) => p.id)).toEqual(PRESETS.map((p) => p.id));
    expect(answer.conflict_rules.exclusive_groups.length).toBeGreaterThan(0);
  });

  it('validate answers the validation_result of POST /api/v1/generate/validate, valid or not', async () => {
    const valid = (await client.callTool({ name: 'validate', arguments: { framework: 'gin', features: ['gorm', 'postgresql'] } })) as CallToolResult;
    const ok = (valid.structuredContent as { validation_result: { is_valid: boolean; adjusted_features: string[] } }).validation_result;
    expect(ok.is_valid).toBe(true);
    expect(ok.adjusted_features).toEqual(expect.arrayContaining(['gin', 'gorm', 'postgresql']));

    const invalid = (await client.callTool({ name: 'validate', arguments: { framework: 'gin', features: ['gorm'] } })) as CallToolResult;
    const bad = (invalid.structuredContent as { validation_result: { is_valid: boolean; errors: { error_code: string }[] } }).validation_result;
    expect(bad.is_valid).toBe(false);
    expect(bad.errors[0].error_code).toBe('REQUIRES_SQL_DATABASE');
    expect(textOf(invalid)).toMatch(/^Invalid: /);
  });

  it('generate answers a link that downloads the project through GET /api/v1/generate', async () => {
    const result = (await client.callTool({ name: 'generate', arguments: { projectName: 'mcp-shop', framework: 'echo', features: ['postgresql', 'docker'] } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const { download_url, wizard_url } = result.structuredContent as { download_url: string; wizard_url: string };
    expect(download_url).toMatch(new RegExp(`^${BASE}/api/v1/generate\\?`));
    expect(wizard_url).toMatch(new RegExp(`^${BASE}/\\?step=review&framework=echo`));
    const zip = await generateGet(new Request(download_url), {});
    expect(zip.status).toBe(200);
    const files = await zipEntries(zip);
    expect(files.get('mcp-shop/go.mod')).toContain('module mcp-shop');
    expect(files.has('mcp-shop/Dockerfile')).toBe(true);
  });

  it('generate with a resource model answers a link to the configuration as stored: GET it for the zip POST makes of it', async () => {
    const resources = [
      { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
      { name: 'book', fields: [{ name: 'title', type: 'string', required: true }, { name: 'author_id', type: 'reference', references: 'author', on_delete: 'cascade' }] },
    ];
    const configuration = { projectName: 'lib', framework: 'gin', features: ['postgresql', 'router'], resources };
    const result = (await client.callTool({ name: 'generate', arguments: configuration })) as CallToolResult;
    expect(result.isError, textOf(result)).toBeFalsy();
    const answer = result.structuredContent as { download_url: string; wizard_url: string; message: string };
    expect(answer.download_url).toMatch(new RegExp(`^${BASE}/api/v1/generate/configurations/[0-9a-f]{64}$`));
    expect(new URL(answer.wizard_url).searchParams.get('resources')).toBeTruthy();
    expect(answer.message).toMatch(/a link to this configuration as stored, until \d{4}-\d\d-\d\dT.*call generate again/);

    // A plain GET of the link, as `curl -o lib.zip <url>` sends it.
    const key = answer.download_url.split('/').pop()!;
    const got = await storedGet(new Request(answer.download_url, { headers: { [PEER_ADDRESS_HEADER]: newIp() } }), { params: Promise.resolve({ key }) });
    expect(got.status, await got.clone().text()).toBe(200);
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="lib.zip"');
    const bytes = Buffer.from(await got.arrayBuffer());
    const zip = await JSZip.loadAsync(bytes);
    const file = JSON.parse(await zip.file('lib/gostarter.json')!.async('string'));
    expect(file.resources).toEqual(resources);
    expect(await zip.file('lib/internal/repository/books.go')?.async('string')).toContain('author_id');

    const posted = await generatePost(jsonRequest('/api/v1/generate', configuration, { headers: { [PEER_ADDRESS_HEADER]: newIp() } }), {});
    expect(posted.status).toBe(200);
    expect(Buffer.from(await posted.arrayBuffer()).equals(bytes), 'the same bytes as POST /api/v1/generate').toBe(true);

    // The same configuration, however its JSON is written, is the same link.
    const again = (await client.callTool({ name: 'generate', arguments: { resources, features: configuration.features, framework: 'gin', projectName: 'lib' } })) as CallToolResult;
    expect((again.structuredContent as { download_url: string }).download_url).toBe(answer.download_url);
  });

  it('generate refuses an invalid configuration as a tool error carrying the validation_result', async () => {
    const result = (await client.callTool({ name: 'generate', arguments: { projectName: 'x', framework: 'gin', features: ['gorm'] } })) as CallToolResult;
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain('INVALID_CONFIGURATION');
    const answer = JSON.parse(text.slice(text.indexOf('{')));
    expect(answer.validation_result.errors[0].error_code).toBe('REQUIRES_SQL_DATABASE');

    const badName = (await client.callTool({ name: 'generate', arguments: { projectName: '../etc', framework: 'gin', features: [] } })) as CallToolResult;
    expect(badName.isError).toBe(true);
    expect(textOf(badName)).toContain('INVALID_PROJECT_NAME');
  });

  it('diff answers the summary and the git patch between two configurations', async () => {
    const side = (features: string[]) => ({ projectName: 'shop', framework: 'gin', features });
    const result = (await client.callTool({ name: 'diff', arguments: { from: side([]), to: side(['docker']) } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as { summary: { files_added: number }; files: { path: string; status: string }[]; patch: string };
    expect(answer.files).toContainEqual(expect.objectContaining({ path: 'Dockerfile', status: 'added' }));
    expect(answer.summary.files_added).toBeGreaterThan(0);
    expect(answer.patch).toContain('diff --git a/Dockerfile b/Dockerfile');
    expect(textOf(result)).toContain('diff --git a/Dockerfile b/Dockerfile');
  });

  it('add answers the new configuration, its download link and the patch from the old one', async () => {
    const configuration = { projectName: 'shop', framework: 'gin', features: ['postgresql'] };
    const result = (await client.callTool({ name: 'add', arguments: { configuration, features: ['gorm', 'postgresql'] } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as { configuration: { features: string[] }; validation_result: { is_valid: boolean }; download_url: string; patch: string; message: string };
    expect(answer.configuration.features).toEqual(['postgresql', 'gorm']);
    expect(answer.validation_result.is_valid).toBe(true);
    expect(answer.message).toMatch(/^Added gorm\. /);
    expect(new URL(answer.download_url).searchParams.get('features')).toBe('postgresql,gorm');
    expect(answer.patch).toMatch(/gorm/);

    const nothing = (await client.callTool({ name: 'add', arguments: { configuration, features: ['postgresql'] } })) as CallToolResult;
    expect(nothing.isError).toBe(true);
    expect(textOf(nothing)).toContain('NOTHING_TO_ADD');

    const broken = (await client.callTool({ name: 'add', arguments: { configuration: { ...configuration, features: [] }, features: ['gorm'] } })) as CallToolResult;
    expect(broken.isError).toBe(true);
    expect(textOf(broken)).toContain('REQUIRES_SQL_DATABASE');
  });

  it('add moves a configuration to a new model: the migration in words and SQL, a loss refused unless allowed', async () => {
    // Its own address: three builds of projects, the diff limit here.
    const client = await connect(newIp());
    try {
      const v1 = [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }, { name: 'isbn', type: 'string' }] }];
      const configuration = { projectName: 'shop', framework: 'gin', features: ['mysql'], resources: v1 };
      const v2 = [{ name: 'book', fields: [...v1[0].fields, { name: 'stock', type: 'integer' }] }];
      const grown = (await client.callTool({ name: 'add', arguments: { configuration, resources: v2 } })) as CallToolResult;
      expect(grown.isError).toBeFalsy();
      const answer = grown.structuredContent as { configuration: { modelHistory?: unknown[] }; model_change: { changes: string[]; migrations: { path: string; sql: string }[]; run: string }; patch: string; message: string };
      expect(answer.model_change.changes).toEqual(['add book.stock (integer)']);
      expect(answer.model_change.migrations[0]).toEqual({ path: 'migrations/0003_add_stock_to_book.up.sql', sql: expect.stringContaining('ALTER TABLE books ADD COLUMN stock BIGINT NULL AFTER isbn;') });
      expect(answer.message).toContain('run `go run ./cmd/migrate up`');
      // The next call starts from the configuration answered: its history numbers the next migration.
      expect(answer.configuration.modelHistory).toEqual([v1]);
      expect(answer.patch).toContain('migrations/0003_add_stock_to_book.up.sql');

      const dropped = [{ name: 'book', fields: [v1[0].fields[0]] }];
      const refused = (await client.callTool({ name: 'add', arguments: { configuration, resources: dropped } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toContain('DATA_LOSS');
      expect(textOf(refused)).toContain('the isbn of every book is deleted with its column');
      const allowed = (await client.callTool({ name: 'add', arguments: { configuration, resources: dropped, allowDataLoss: true } })) as CallToolResult;
      expect(allowed.isError, textOf(allowed)).toBeFalsy();
      expect((allowed.structuredContent as { model_change: { data_loss: string[] } }).model_change.data_loss).toEqual(['the isbn of every book is deleted with its column']);
    } finally {
      await client.close();
    }
  });
});

describe('/mcp against hostile input', () => {
  it('refuses arguments its schemas do not allow, a huge model included, as tool errors', async () => {
    const tooMany = (await client.callTool({ name: 'validate', arguments: { framework: 'gin', features: Array.from({ length: 101 }, (_, i) => `f${i}`) } })) as CallToolResult;
    expect(tooMany.isError).toBe(true);
    expect(textOf(tooMany)).toMatch(/Input validation error/);
    const resources = Array.from({ length: 101 }, (_, i) => ({ name: `r${i}`, fields: [] }));
    const huge = (await client.callTool({ name: 'validate', arguments: { framework: 'gin', features: [], resources } })) as CallToolResult;
    expect(huge.isError).toBe(true);
    const unknownTool = (await client.callTool({ name: 'rm_rf', arguments: {} })) as CallToolResult;
    expect(unknownTool.isError).toBe(true);
    expect(textOf(unknownTool)).toContain('Tool rm_rf not found');
  });

  it('answers JSON-RPC errors for bodies that are not one message, too large, of an unknown method, or from another site', async () => {
    const parse = await post('{"jsonrpc":');
    expect(parse.status).toBe(400);
    expect((await parse.json()).error.code).toBe(-32700);

    const batch = await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, method: 'tools/list' }]));
    expect(batch.status).toBe(400);
    expect((await batch.json()).error).toMatchObject({ code: -32600, message: expect.stringContaining('batches are not supported') });

    const large = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }));
    expect(large.status).toBe(413);
    expect((await large.json()).error.message).toMatch(/larger than \d+ bytes/);

    const unknown = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'files/delete', params: {} }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });

    // Nesting as deep as the body limit allows is refused by the tool's schema at its first level.
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    const nested = await post(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"validate","arguments":{"framework":"gin","features":${deep}}}}`);
    expect(nested.status).toBe(200);
    expect((await nested.json()).result).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('Input validation error') }] });

    const notJson = await post('{}', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    const noStream = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { accept: 'application/json' });
    expect(noStream.status).toBe(406);

    const foreign = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toContain('Origin https://evil.example');
    const own = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { origin: BASE });
    expect(own.status).toBe(200);

    const get = await mcpRoute.GET();
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await get.json()).error.code).toBe(-32000);
  });

  it('counts diff and add against the diff limit of the client address', async () => {
    const limited = await connect(newIp());
    try {
      const side = (features: string[]) => ({ projectName: 'limit', framework: 'fiber', features });
      for (let i = 0; i < 3; i++) {
        const ok = (await limited.callTool({ name: 'diff', arguments: { from: side([]), to: side(['makefile']) } })) as CallToolResult;
        expect(ok.isError, `call ${i + 1}`).toBeFalsy();
      }
      const refused = (await limited.callTool({ name: 'add', arguments: { configuration: side([]), features: ['makefile'] } })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toContain('RATE_LIMITED');
      // The cheap tools stay open.
      const validate = (await limited.callTool({ name: 'validate', arguments: { framework: 'fiber', features: [] } })) as CallToolResult;
      expect(validate.isError).toBeFalsy();
    } finally {
      await limited.close();
    }
  });
});

// GET /llms.txt: plain text naming every tool /mcp lists and every endpoint of the OpenAPI document, on
// the site's public address (NEXTAUTH_URL here, whatever address the request came to), and teaching the
// resource model's format with an example the generator takes.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/llms.txt/route';
import { POST as generate } from '@/app/api/v1/generate/route';
import { POST as mcp } from '@/app/mcp/route';
import { validateRequest } from '@/lib/generation/request';
import { openApiDocument } from '@/lib/openapi';
import { FIELD_TYPES } from '@/lib/resources/field-types';
import { ON_DELETE } from '@/lib/resources/model';
import { MODEL_EXAMPLE } from '@/lib/site/llms-txt';
import { getRequest, jsonRequest } from '../utils/http';

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

  it('teaches the resource model: every field type of the registry, references, names, renamed_from, and an example the generator takes', async () => {
    const text = await (await GET(getRequest('/llms.txt'), {})).text();
    const section = text.slice(text.indexOf('## Resource model'), text.indexOf('## REST API'));
    expect(section.length).toBeGreaterThan(1000);
    // A type added to the registry is listed with what it takes.
    for (const type of FIELD_TYPES) expect(section, type).toMatch(new RegExp(`^- ${type}: \\S`, 'm'));
    for (const option of ['required', 'unique', 'min', 'max', 'precision', 'scale', 'values', 'references', 'default', 'renamed_from', 'on_delete']) {
      expect(section, option).toMatch(new RegExp(`^- ${option}: \\S`, 'm'));
    }
    for (const rule of ON_DELETE) expect(section, rule).toContain(rule);
    expect(section).toContain('lower snake case');
    expect(section).toContain('allowDataLoss');
    expect(section).not.toContain('undefined');

    // The example is the configuration the generator takes, as the text shows it.
    const example = JSON.parse(section.slice(section.indexOf('```json') + '```json'.length, section.lastIndexOf('```')));
    expect(example).toEqual(MODEL_EXAMPLE);
    const fields = example.resources.flatMap((r: { fields: { type: string; unique?: boolean }[] }) => r.fields);
    for (const type of ['reference', 'decimal', 'enum', 'date']) expect(fields.map((f: { type: string }) => f.type), type).toContain(type);
    expect(fields.some((f: { unique?: boolean }) => f.unique)).toBe(true);
    const validation = validateRequest(example);
    expect(validation.errors).toEqual([]);
    expect(validation.is_valid).toBe(true);
    const zip = await generate(jsonRequest('/api/v1/generate', example), {});
    expect(zip.status, await zip.clone().text()).toBe(200);
    const file = JSON.parse(await (await JSZip.loadAsync(await zip.arrayBuffer())).file(`${example.projectName}/gostarter.json`)!.async('string'));
    expect(file.resources.map((r: { name: string }) => r.name)).toEqual(['author', 'book']);
  }, 120_000);
});

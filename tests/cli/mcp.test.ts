// `gostarter mcp` through the SDK's own client, which spawns it as an agent does: the shared tools, and
// the command line's generate and add, which write and grow a project folder with git.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env as gitEnv } from './helpers';

const root = path.resolve(__dirname, '../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-mcp-stdio-'));
let client: Client;

beforeAll(async () => {
  client = new Client({ name: 'gostarter-tests', version: '1.0.0' });
  const env = Object.fromEntries(Object.entries(gitEnv).filter((e): e is [string, string] => e[1] !== undefined));
  await client.connect(
    new StdioClientTransport({
      command: path.join(root, 'node_modules/.bin/tsx'),
      args: ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, 'cli/main.ts'), 'mcp'],
      cwd: workDir,
      env,
      stderr: 'inherit',
    }),
  );
});

afterAll(async () => {
  await client?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('MCP over stdio', () => {
  it('serves the five tools; validate answers the validation_result', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['list_features', 'validate', 'generate', 'diff', 'add']);
    const result = (await client.callTool({ name: 'validate', arguments: { framework: 'chi', features: ['sqlc'] } })) as CallToolResult;
    const validation = (result.structuredContent as { validation_result: { is_valid: boolean; errors: { error_code: string }[] } }).validation_result;
    expect(validation.is_valid).toBe(false);
    expect(validation.errors[0].error_code).toBe('REQUIRES_SQL_DATABASE');
  });

  it('generate writes the project into a git repository, and add merges the added feature into it', async () => {
    const generated = (await client.callTool({ name: 'generate', arguments: { projectName: 'stdio-api', framework: 'gin', features: ['postgresql'] } })) as CallToolResult;
    expect(generated.isError).toBeFalsy();
    const folder = path.join(workDir, 'stdio-api');
    expect(fs.realpathSync((generated.structuredContent as { dir: string }).dir)).toBe(fs.realpathSync(folder));
    expect(fs.readFileSync(path.join(folder, 'go.mod'), 'utf8')).toContain('module stdio-api');
    expect(fs.existsSync(path.join(folder, 'Dockerfile'))).toBe(false);

    const added = (await client.callTool({ name: 'add', arguments: { dir: folder, features: ['docker'] } })) as CallToolResult;
    expect(added.isError).toBeFalsy();
    expect(fs.existsSync(path.join(folder, 'Dockerfile'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'gostarter.json'), 'utf8')).features).toEqual(['postgresql', 'docker']);
    expect((added.structuredContent as { mergeCommit: string | null }).mergeCommit).toMatch(/^[0-9a-f]{40}$/);

    // The user's uncommitted edit stops the next add, with the command line's reason.
    fs.appendFileSync(path.join(folder, 'README.md'), '\nMy notes.\n');
    const refused = (await client.callTool({ name: 'add', arguments: { dir: folder, features: ['makefile'] } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(refused.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(/uncommitted/i) });
  });

  it('diff answers the patch; a refused configuration is a tool error', async () => {
    const side = (features: string[]) => ({ projectName: 'stdio-api', framework: 'gin', features });
    const diff = (await client.callTool({ name: 'diff', arguments: { from: side([]), to: side(['makefile']) } })) as CallToolResult;
    expect((diff.structuredContent as { patch: string }).patch).toContain('diff --git a/Makefile b/Makefile');
    const refused = (await client.callTool({ name: 'generate', arguments: { projectName: 'x', framework: 'gin', features: ['gorm'] } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(refused.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('REQUIRES_SQL_DATABASE') });
  });
});

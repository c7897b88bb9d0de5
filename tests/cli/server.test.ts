// --server: the command asks a site over HTTP (here the site's own route handlers behind a real port)
// instead of its bundled engine, with the same answers and exit codes.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as features } from '@/app/features/route';
import { POST as generate } from '@/app/api/v1/generate/route';
import { POST as validate } from '@/app/api/v1/generate/validate/route';
import { gostarterAsync, sh } from './helpers';

type Handler = (req: Request, context: unknown) => Promise<Response>;
const ROUTES: Record<string, Handler> = { 'POST /api/v1/generate': generate, 'POST /api/v1/generate/validate': validate, 'GET /features': features };

let site: http.Server;
let base: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-server-'));

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const handler = ROUTES[`${req.method} ${req.url}`];
      if (!handler) return res.writeHead(404).end();
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await handler(new Request(`${base}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body }), {});
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('gostarter --server', () => {
  it('generates, validates and lists through the site', { timeout: 60_000 }, async () => {
    const made = await gostarterAsync(tmp, ['new', 'served', '--framework', 'chi', '--features', 'docker', '--server', base]);
    expect(made.code, made.stderr).toBe(0);
    const dir = path.join(tmp, 'served');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'gostarter.json'), 'utf8'))).toMatchObject({ projectName: 'served', framework: 'chi', features: ['docker'] });
    expect(fs.existsSync(path.join(dir, 'Dockerfile'))).toBe(true);
    expect(sh(dir, 'git', ['rev-parse', 'main'])).toBe(sh(dir, 'git', ['rev-parse', 'gostarter']));

    const added = await gostarterAsync(dir, ['add', 'redis', '--server', base, '--json']);
    expect(added.code, added.stdout).toBe(0);
    expect(added.json.after.features).toEqual(['redis', 'docker']);

    const refused = await gostarterAsync(tmp, ['new', 'other', '--framework', 'chi', '--features', 'redsi', '--server', base, '--json']);
    expect(refused.code).toBe(3);
    expect(refused.json.error.validation.errors[0]).toMatchObject({ error_code: 'UNKNOWN_FEATURE', suggestions: expect.arrayContaining(['Did you mean redis?']) });
    expect(fs.existsSync(path.join(tmp, 'other'))).toBe(false);

    const invalid = await gostarterAsync(tmp, ['validate', '--framework', 'chi', '--features', 'postgresql,mysql', '--server', base]);
    expect(invalid.code).toBe(3);
    expect(invalid.stderr).toContain('MULTIPLE_PRIMARY_DB');
    const listed = await gostarterAsync(tmp, ['features', '--server', base, '--json']);
    expect(listed.json.features.some((f: { id: string }) => f.id === 'postgresql')).toBe(true);
  });

  it('says so when the site cannot be reached (exit 7)', async () => {
    const down = await gostarterAsync(tmp, ['features', '--server', 'http://127.0.0.1:1', '--json']);
    expect(down.code).toBe(7);
    expect(down.json.error.code).toBe('SERVER_UNREACHABLE');
  });
});

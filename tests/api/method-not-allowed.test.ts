// Every route answers every method: its own, or 405 with an Allow header naming its own (Next.js would
// answer a method a route.ts does not export with a bare 405, no Allow), and OPTIONS with the same Allow.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/lib/openapi';
import { BASE } from '../utils/http';

const ROOT = path.resolve(__dirname, '../..');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

type Handler = (req: Request, ctx: unknown) => Promise<Response> | Response;

/** Every app/**\/route.ts as its URL path (dynamic segments as {name}) and its module file. */
function routeFiles(dir = path.join(ROOT, 'app')): { path: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (entry.name !== 'route.ts') return [];
    const segments = path.relative(path.join(ROOT, 'app'), dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
    return [{ path: '/' + segments.map((s) => s.replace(/^\[(?:\.\.\.)?([^\]]+)\]$/, '{$1}')).join('/'), file: full }];
  });
}

async function call(handler: Handler, method: string, urlPath: string): Promise<Response> {
  return handler(new Request(BASE + urlPath.replace(/\{[^}]+\}/g, 'x'), { method }), { params: Promise.resolve({}) });
}

describe('405 Method Not Allowed', () => {
  it('names the allowed methods in Allow, on every route, for every method it does not answer', async () => {
    const routes = routeFiles();
    expect(routes.length).toBeGreaterThan(40);
    const doc = openApiDocument();
    for (const route of routes) {
      const mod = (await import(route.file)) as Record<string, Handler | undefined>;
      // Next.js answers HEAD from GET itself; any other method the module lacks would get its bare 405.
      const missing = METHODS.filter((m) => !mod[m] && !(m === 'HEAD' && mod.GET));
      expect(missing, `${route.path}: methods without a handler`).toEqual([]);

      const options = await call(mod.OPTIONS!, 'OPTIONS', route.path);
      expect(options.status, `OPTIONS ${route.path}`).toBe(204);
      const allow = options.headers.get('allow') ?? '';
      const allowed = allow.split(', ');
      expect(allowed.length, `${route.path}: Allow`).toBeGreaterThan(0);
      if (allowed.includes('GET')) expect(allowed, route.path).toContain('HEAD');
      // The documented methods are the allowed ones.
      const documented = Object.keys(doc.paths[route.path] ?? {}).map((m) => m.toUpperCase());
      if (documented.length > 0) expect(allowed.filter((m) => m !== 'HEAD').sort(), route.path).toEqual(documented.sort());

      for (const method of METHODS.filter((m) => m !== 'OPTIONS' && !allowed.includes(m))) {
        const res = await call(mod[method]!, method, route.path);
        expect(res.status, `${method} ${route.path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${route.path}`).toBe(allow);
        expect(res.headers.get('content-type'), `${method} ${route.path}`).toContain('application/json');
      }
    }
  }, 60_000);

  it('answers in the API error shape', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/v1/generate', 'GET, HEAD, POST'],
      ['POST', '/llms.txt', 'GET, HEAD'],
      ['GET', '/auth/login', 'POST'],
      ['PUT', '/api/history/{id}', 'GET, HEAD, DELETE'],
    ];
    for (const [method, urlPath, allow] of cases) {
      const mod = (await import(path.join(ROOT, 'app', urlPath.replace(/\{(\w+)\}/g, '[$1]'), 'route.ts'))) as Record<string, Handler>;
      const res = await call(mod[method], method, urlPath);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({
        type: 'METHOD_NOT_ALLOWED',
        message: `${method} is not allowed on ${urlPath.replace('{id}', 'x')}: it answers ${allow}`,
        code: 'METHOD_NOT_ALLOWED',
        details: { allow: allow.split(', ') },
      });
    }
  });

  it('refuses /mcp methods other than POST with Allow: POST', async () => {
    const mcp = (await import('@/app/mcp/route')) as unknown as Record<string, Handler>;
    for (const method of ['GET', 'DELETE', 'PUT', 'PATCH', 'HEAD']) {
      const res = await call(mcp[method], method, '/mcp');
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('POST');
    }
  });
});

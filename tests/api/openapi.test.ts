import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';
import { openApiDocument, OpenApiRegistry } from '@/lib/openapi';
import { getRequest } from '../utils/http';
import { z } from 'zod';

const ROOT = path.resolve(__dirname, '../..');
/**
 * Route files that are not part of our API: next-auth's own endpoints, and the MCP endpoint (JSON-RPC,
 * described by the tools it lists and by /llms.txt).
 */
const NOT_DOCUMENTED = ['/api/auth/[...nextauth]', '/mcp'];

/** Every app/**\/route.ts with the HTTP methods it exports, as OpenAPI paths. */
function appRoutes(): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
        const rel = path.relative(path.join(ROOT, 'app'), dir).split(path.sep);
        const raw = '/' + rel.filter((s) => !/^\(.*\)$/.test(s)).join('/');
        if (NOT_DOCUMENTED.includes(raw)) continue;
        const src = fs.readFileSync(full, 'utf8');
        const methods = new Set<string>();
        for (const m of src.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1]);
        for (const m of src.matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1]);
        out.push({ path: raw.replace(/\[([^\]]+)\]/g, '{$1}'), methods: [...methods] });
      }
    }
  };
  walk(path.join(ROOT, 'app'));
  return out;
}

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document', async () => {
    const res = await GET(getRequest('/api/openapi.json'), {});
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Gostarter API', version: '1.0.0' });
    expect(typeof doc.paths).toBe('object');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every route handler of the app with each of its methods', () => {
    const doc = openApiDocument();
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) {
      for (const m of r.methods) expect(doc.paths[r.path]?.[m.toLowerCase()], `${m} ${r.path} is not in the OpenAPI document`).toBeDefined();
    }
    for (const p of ['/features', '/api/v1/generate', '/api/v1/generate/validate', '/api/v1/generate/preview', '/auth/login', '/auth/register', '/auth/verify-otp', '/auth/resend-otp', '/auth/me']) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/v1/generate']).sort()).toEqual(['get', 'post']);
  });

  it('is well formed: unique operation ids, responses everywhere, every $ref resolves', () => {
    const doc = openApiDocument();
    const ids = new Set<string>();
    for (const [p, ops] of Object.entries(doc.paths)) {
      expect(p.startsWith('/')).toBe(true);
      for (const [method, op] of Object.entries(ops) as [string, Record<string, unknown>][]) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(ids.has(op.operationId as string)).toBe(false);
        ids.add(op.operationId as string);
        expect(Object.keys(op.responses as object).length).toBeGreaterThan(0);
      }
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#/components/schemas/')).toBe(true);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
  });

  it('describes bodies from the schemas the handlers parse with', () => {
    const doc = openApiDocument();
    const gen = doc.components.schemas.GenerateRequest as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(gen.properties).sort()).toEqual(['allowDataLoss', 'features', 'framework', 'modelHistory', 'projectName', 'resources']);
    expect(gen.required.sort()).toEqual(['framework', 'projectName']);
    const op = doc.paths['/api/v1/generate'].get as { parameters: { name: string; in: string; required: boolean }[] };
    expect(op.parameters.map((p) => `${p.in}:${p.name}:${p.required}`).sort()).toEqual([
      'query:features:false',
      'query:framework:true',
      'query:projectName:true',
    ]);
    const zip = (doc.paths['/api/v1/generate'].post as { responses: Record<string, { content: Record<string, unknown> }> }).responses['200'];
    expect(Object.keys(zip.content)).toEqual(['application/zip']);
    const login = doc.components.schemas.LoginRequest as { required: string[] };
    expect(login.required.sort()).toEqual(['email', 'password']);
  });

  it('accepts more routes from other modules', () => {
    const api = new OpenApiRegistry();
    const Item = api.schema('Item', z.object({ id: z.string() }));
    api.route({
      method: 'get',
      path: '/api/history/{id}',
      operationId: 'getProject',
      summary: 'One project',
      tags: ['History'],
      auth: 'bearer',
      pathParams: z.object({ id: z.string() }),
      responses: { 200: { description: 'The project', schema: Item } },
    });
    const doc = api.document({ title: 't', version: '1', description: 'd' });
    const op = doc.paths['/api/history/{id}'].get as { parameters: { in: string; required: boolean }[]; security: unknown };
    expect(op.parameters[0]).toMatchObject({ in: 'path', required: true });
    expect(op.security).toEqual([{ bearerAuth: [] }]);
  });
});

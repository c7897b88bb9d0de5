import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/v1/generate/route';
import { FRAMEWORKS } from '@/lib/catalogue/features';
import { getRequest, jsonRequest, zipEntries } from '../utils/http';

const call = (handler: (r: Request, c: unknown) => Promise<Response>, req: Request) => handler(req, {});
const get = (query: string) => call(GET, getRequest(`/api/v1/generate?${query}`));

describe('GET /api/v1/generate', () => {
  it('answers the same bytes as POST for the same spec', async () => {
    for (const framework of FRAMEWORKS) {
      const body = { projectName: `link-${framework}`, framework, features: ['postgresql', 'docker'] };
      const viaPost = await call(POST, jsonRequest('/api/v1/generate', body));
      const viaGet = await get(`framework=${framework}&features=postgresql,docker&projectName=link-${framework}`);
      expect(viaGet.status).toBe(200);
      expect(viaGet.headers.get('content-type')).toBe('application/zip');
      expect(viaGet.headers.get('content-disposition')).toBe(`attachment; filename="link-${framework}.zip"`);
      const a = Buffer.from(await viaPost.arrayBuffer());
      const b = Buffer.from(await viaGet.arrayBuffer());
      expect(b.length).toBeGreaterThan(1000);
      expect(Buffer.compare(a, b)).toBe(0);
    }
  });

  it('accepts repeated features parameters and no features at all', async () => {
    const a = Buffer.from(await (await get('framework=gin&features=postgresql&features=docker&projectName=rep')).arrayBuffer());
    const b = Buffer.from(await (await get('framework=gin&features=postgresql,docker&projectName=rep')).arrayBuffer());
    expect(Buffer.compare(a, b)).toBe(0);
    const bare = await get('framework=echo&projectName=bare');
    expect(bare.status).toBe(200);
    expect((await zipEntries(bare)).get('bare/go.mod')).toContain('module bare');
  });

  it('answers the same validation errors as POST', async () => {
    const name = await get('framework=gin&projectName=bad%20name');
    expect(name.status).toBe(400);
    const nameBody = await name.json();
    expect(nameBody.code).toBe('INVALID_PROJECT_NAME');
    expect(nameBody.details).toHaveProperty('projectname');

    const config = await get('framework=gin&features=gorm&projectName=x1');
    expect(config.status).toBe(400);
    const configBody = await config.json();
    expect(configBody.code).toBe('INVALID_CONFIGURATION');
    expect(configBody.validation_result.errors[0].error_code).toBe('REQUIRES_SQL_DATABASE');

    const missing = await get('projectName=x2');
    expect(missing.status).toBe(400);
    expect((await missing.json()).code).toBe('INVALID_REQUEST');
  });
});

import { describe, expect, it } from 'vitest';
import { POST as generate } from '@/app/api/v1/generate/route';
import { POST as preview } from '@/app/api/v1/generate/preview/route';
import { jsonRequest, zipEntries } from '../utils/http';

const call = (handler: (r: Request, c: unknown) => Promise<Response>, req: Request) => handler(req, {});
const prev = (body: unknown) => call(preview, jsonRequest('/api/v1/generate/preview', body));

interface PreviewFile {
  path: string;
  size: number;
  content: string;
}

describe('POST /api/v1/generate/preview', () => {
  it('answers every file of the zip, with sizes and contents', async () => {
    const body = { projectName: 'peek', framework: 'fiber', features: ['postgresql', 'docker'] };
    const res = await prev(body);
    expect(res.status).toBe(200);
    const { files } = (await res.json()) as { files: PreviewFile[] };
    expect(files.length).toBeGreaterThan(5);
    const paths = files.map((f) => f.path);
    expect([...paths].sort()).toEqual(paths);
    for (const f of files) {
      expect(f.path.startsWith('/') || f.path.includes('..')).toBe(false);
      expect(f.size).toBe(Buffer.byteLength(f.content, 'utf8'));
    }
    expect(files.find((f) => f.path === 'go.mod')?.content).toContain('module peek');

    // The same files as the zip, under the project's folder.
    const zip = await zipEntries(await call(generate, jsonRequest('/api/v1/generate', body)));
    expect(paths.map((p) => `peek/${p}`).sort()).toEqual([...zip.keys()].sort());
    for (const f of files) expect(zip.get(`peek/${f.path}`)).toBe(f.content);
  });

  it('refuses a bad project name the way generate does', async () => {
    const res = await prev({ projectName: 'bad name', framework: 'gin', features: [] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('INVALID_PROJECT_NAME');
    expect(body.details).toHaveProperty('projectname');
  });

  it('refuses an invalid configuration with the validation result', async () => {
    const res = await prev({ projectName: 'x', framework: 'gin', features: ['gorm'] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('INVALID_CONFIGURATION');
    expect(body.validation_result.errors.map((e: { error_code: string }) => e.error_code)).toContain('REQUIRES_SQL_DATABASE');
  });

  it('refuses malformed bodies', async () => {
    expect((await call(preview, jsonRequest('/api/v1/generate/preview', '{nope'))).status).toBe(400);
    expect((await prev({ projectName: 'x', features: [] })).status).toBe(400);
  });
});

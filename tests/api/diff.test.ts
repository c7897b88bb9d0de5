// POST and GET /api/v1/generate/diff: the JSON summary and per-file diffs, the git patch, the link,
// identical configurations, each side's errors named, the body limit and the diff's own limit (RATE_LIMIT_DIFF;
// tests/api/heavy-work.test.ts holds the pool and the limit's other callers).
// tests/go/patch.ts applies the patches with real git.
import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/v1/generate/diff/route';
import { POST as generate } from '@/app/api/v1/generate/route';
import { POST as preview } from '@/app/api/v1/generate/preview/route';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import type { ModelChangeReport } from '@/lib/schemas/generation';
import { newIp } from '../utils/auth';
import { BASE, jsonRequest } from '../utils/http';

// Every call below comes from its own address, but the last test, which counts against this limit.
process.env.RATE_LIMIT_GENERATE = '4/60';
process.env.RATE_LIMIT_DIFF = '3/60';

type Handler = (r: Request, c: unknown) => Promise<Response>;
const call = (handler: Handler, req: Request) => handler(req, {});
const diff = (body: unknown, headers: Record<string, string> = {}, query = '') =>
  call(POST, jsonRequest(`/api/v1/generate/diff${query}`, body, { headers: { [PEER_ADDRESS_HEADER]: newIp(), ...headers } }));
const diffGet = (query: string, headers: Record<string, string> = {}) =>
  call(GET, new Request(`${BASE}/api/v1/generate/diff?${query}`, { headers: { [PEER_ADDRESS_HEADER]: newIp(), ...headers } }));
const side = (features: string[], projectName = 'shop', framework = 'gin') => ({ projectName, framework, features });

interface DiffFile {
  path: string;
  status: 'added' | 'modified' | 'deleted';
  binary: boolean;
  lines_added: number;
  lines_removed: number;
  diff: string;
}
interface DiffAnswer {
  message: string;
  from: { projectName: string; framework: string; features: string[] };
  to: { projectName: string; framework: string; features: string[] };
  summary: Record<'files_added' | 'files_modified' | 'files_deleted' | 'lines_added' | 'lines_removed', number>;
  files: DiffFile[];
  model_change: ModelChangeReport | null;
}

async function previewFiles(body: unknown): Promise<Map<string, string>> {
  const res = await call(preview, jsonRequest('/api/v1/generate/preview', body, { headers: { [PEER_ADDRESS_HEADER]: newIp() } }));
  const { files } = (await res.json()) as { files: { path: string; content: string }[] };
  return new Map(files.map((f) => [f.path, f.content]));
}

const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

describe('POST /api/v1/generate/diff', () => {
  it('answers a summary and the diff of every changed file when features are added', async () => {
    const from = side(['postgresql']);
    const to = side(['postgresql', 'gorm', 'docker', 'makefile']);
    const res = await diff({ from, to });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as DiffAnswer;
    expect(body.from).toEqual({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'middleware', 'env', 'gitignore'] });
    expect(body.to.features).toEqual(expect.arrayContaining(['gorm', 'docker', 'makefile']));

    const [before, after] = await Promise.all([previewFiles(from), previewFiles(to)]);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p)).sort();
    expect(body.files.map((f) => f.path)).toEqual(changed);
    for (const f of body.files) {
      expect(f.status).toBe(!before.has(f.path) ? 'added' : !after.has(f.path) ? 'deleted' : 'modified');
      expect(f.binary).toBe(false);
      expect(f.diff.startsWith(`diff --git a/${f.path} b/${f.path}\n`)).toBe(true);
      if (f.status === 'added') expect(f.lines_added).toBe(lineCount(after.get(f.path)!));
    }
    const count = (status: string) => body.files.filter((f) => f.status === status).length;
    expect(body.summary).toEqual({
      files_added: count('added'),
      files_modified: count('modified'),
      files_deleted: 0,
      lines_added: body.files.reduce((n, f) => n + f.lines_added, 0),
      lines_removed: body.files.reduce((n, f) => n + f.lines_removed, 0),
    });
    expect(['Dockerfile', 'Makefile', '.dockerignore'].every((p) => body.files.some((f) => f.path === p && f.status === 'added'))).toBe(true);
    expect(body.files.find((f) => f.path === 'go.mod')?.status).toBe('modified');
    expect(body.message).toMatch(new RegExp(`^${body.files.length} files changed \\(${count('added')} added`));
  });

  it('answers a git patch for Accept: text/x-diff and for ?format=patch', async () => {
    const body = { from: side(['postgresql', 'docker', 'swagger']), to: side(['postgresql', 'makefile'], 'shop-v2') };
    const res = await diff(body, { Accept: 'text/x-diff' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/x-diff; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shop-v2.patch"');
    const patch = await res.text();
    const sha = '[0-9a-f]{40}';
    const none = '0{40}';
    // An added file.
    expect(patch).toMatch(new RegExp(`^diff --git a/Makefile b/Makefile\\nnew file mode 100644\\nindex ${none}\\.\\.${sha}\\n--- /dev/null\\n\\+\\+\\+ b/Makefile\\n@@ -0,0 \\+1,\\d+ @@\\n`, 'm'));
    // A deleted one.
    expect(patch).toMatch(new RegExp(`^diff --git a/Dockerfile b/Dockerfile\\ndeleted file mode 100644\\nindex ${sha}\\.\\.${none}\\n--- a/Dockerfile\\n\\+\\+\\+ /dev/null\\n@@ -1,\\d+ \\+0,0 @@\\n`, 'm'));
    // A modified one, with three lines of context around each change.
    const gomod = patch.split(/^(?=diff --git )/m).find((s) => s.startsWith('diff --git a/go.mod '))!;
    expect(gomod).toMatch(new RegExp(`^diff --git a/go.mod b/go.mod\\nindex ${sha}\\.\\.${sha} 100644\\n--- a/go.mod\\n\\+\\+\\+ b/go.mod\\n@@ -1,\\d+ \\+1,\\d+ @@\\n-module shop\\n\\+module shop-v2\\n`));
    const firstHunk = gomod.split('\n').slice(5).join('\n').split(/^@@/m)[0];
    expect(firstHunk.split('\n').slice(2, 5).every((l) => l.startsWith(' '))).toBe(true);

    const viaQuery = await diff(body, {}, '?format=patch');
    expect(viaQuery.headers.get('content-type')).toBe('text/x-diff; charset=utf-8');
    expect(await viaQuery.text()).toBe(patch);
    // Accept says which it prefers.
    const preferred = await diff(body, { Accept: 'application/json, text/x-diff;q=0.5' });
    expect(preferred.headers.get('content-type')).toContain('application/json');
    // The JSON carries the same text, file by file.
    const json = (await preferred.json()) as DiffAnswer;
    expect(json.files.map((f) => f.diff).join('')).toBe(patch);
    expect(json.summary.files_deleted).toBeGreaterThan(0);
  });

  it('answers 200 with nothing to change for configurations that generate the same project', async () => {
    // env, gitignore and middleware are always added: asking for them changes nothing.
    const body = { from: side(['postgresql']), to: side(['postgresql', 'env', 'gitignore']) };
    const res = await diff(body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DiffAnswer;
    expect(answer.files).toEqual([]);
    expect(answer.summary).toEqual({ files_added: 0, files_modified: 0, files_deleted: 0, lines_added: 0, lines_removed: 0 });
    expect(answer.message).toMatch(/identical/);
    const patch = await diff(body, { Accept: 'text/x-diff' });
    expect(patch.status).toBe(200);
    expect(await patch.text()).toBe('');
  });

  it('grows a model on a SQL database with a new migration, the first left as written, and refuses a loss unless allowed', async () => {
    const bookshop = [
      { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
      { name: 'book', fields: [{ name: 'title', type: 'string', required: true }, { name: 'isbn', type: 'string', unique: true }] },
    ];
    const from = { ...side(['postgresql', 'sqlc', 'migrations']), resources: bookshop };
    const withStock = structuredClone(bookshop);
    withStock[1].fields.push({ name: 'stock', type: 'integer' } as (typeof withStock)[1]['fields'][number]);
    const res = await diff({ from, to: { ...from, resources: withStock } });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as DiffAnswer;
    const byPath = new Map(answer.files.map((f) => [f.path, f]));
    expect(byPath.has('migrations/0001_create_resources.up.sql')).toBe(false);
    expect(byPath.get('migrations/0003_add_stock_to_book.up.sql')?.diff).toContain('+ALTER TABLE books ADD COLUMN stock BIGINT NULL;');
    expect(byPath.get('migrations/0003_add_stock_to_book.down.sql')?.diff).toContain('+ALTER TABLE books DROP COLUMN stock;');
    // gostarter.json remembers the model the first migration made, for the next change.
    expect(byPath.get('gostarter.json')?.diff).toContain('"modelHistory"');
    // The answer says it in words: the change, the new migration with its SQL, how to apply it.
    expect(answer.model_change).toEqual({
      changes: ['add book.stock (integer)'],
      data_loss: [],
      migrations: [
        { path: 'migrations/0003_add_stock_to_book.up.sql', sql: expect.stringContaining('ALTER TABLE books ADD COLUMN stock BIGINT NULL;') },
        { path: 'migrations/0003_add_stock_to_book.down.sql', sql: expect.stringContaining('ALTER TABLE books DROP COLUMN stock;') },
      ],
      run: 'go run ./cmd/migrate up',
    });
    expect(answer.message).toContain('run `go run ./cmd/migrate up`');
    // A project grown once already: the next change is the next number, after the project's own.
    const withPages = structuredClone(withStock);
    withPages[1].fields.push({ name: 'pages', type: 'integer' } as (typeof withStock)[1]['fields'][number]);
    const again = (await (await diff({ from: { ...from, resources: withStock, modelHistory: [bookshop] }, to: { ...from, resources: withPages } })).json()) as DiffAnswer;
    expect(again.model_change?.migrations.map((m) => m.path)).toEqual(['migrations/0004_add_pages_to_book.up.sql', 'migrations/0004_add_pages_to_book.down.sql']);
    expect(again.files.filter((f) => f.path.startsWith('migrations/')).map((f) => `${f.status} ${f.path}`)).toEqual([
      'added migrations/0004_add_pages_to_book.down.sql',
      'added migrations/0004_add_pages_to_book.up.sql',
    ]);

    // Dropping isbn loses its values: refused, in words, unless the request accepts it.
    const withoutIsbn = structuredClone(bookshop);
    withoutIsbn[1].fields.pop();
    const refused = await diff({ from, to: { ...from, resources: withoutIsbn } });
    expect(refused.status).toBe(400);
    const why = await refused.json();
    expect(why.details.to.validation_result.errors).toEqual([expect.objectContaining({ error_code: 'DATA_LOSS', message: expect.stringContaining('the isbn of every book is deleted with its column') })]);
    const allowed = (await (await diff({ from, to: { ...from, resources: withoutIsbn, allowDataLoss: true } })).json()) as DiffAnswer;
    expect(allowed.files.find((f) => f.path === 'migrations/0003_drop_isbn_from_book.up.sql')?.diff).toContain('+ALTER TABLE books DROP COLUMN isbn;');
    expect(allowed.model_change).toMatchObject({ changes: ['drop book.isbn'], data_loss: ['the isbn of every book is deleted with its column'] });
    expect(allowed.message).toContain('This loses data: the isbn of every book is deleted with its column.');
    // A model that stays says nothing about one.
    expect(((await (await diff({ from, to: { ...from, features: [...from.features, 'redis'] } })).json()) as DiffAnswer).model_change).toBeNull();
  });

  it('names the side that is refused, with what generate says about it', async () => {
    const badFrom = await diff({ from: side([], 'bad name'), to: side([]) });
    expect(badFrom.status).toBe(400);
    const a = await badFrom.json();
    expect(a.message).toMatch(/^from: Invalid project name/);
    expect(a.code).toBe('INVALID_PROJECT_NAME');
    expect(a.details.from).toMatchObject({ code: 'INVALID_PROJECT_NAME', details: { projectname: expect.any(String) } });
    expect(a.details).not.toHaveProperty('to');

    const badTo = await diff({ from: side([]), to: side(['gorm']) });
    expect(badTo.status).toBe(400);
    const b = await badTo.json();
    expect(b.message).toMatch(/^to: /);
    expect(b.code).toBe('INVALID_CONFIGURATION');
    expect(b.details).not.toHaveProperty('from');
    expect(b.details.to.validation_result.errors.map((e: { error_code: string }) => e.error_code)).toContain('REQUIRES_SQL_DATABASE');

    const both = await (await diff({ from: side(['cassandra']), to: { projectName: 'x', framework: 'gin', features: 'docker' } })).json();
    expect(both.message).toMatch(/^from: .*; to: Invalid request: features: /);
    expect(both.details.from.validation_result.errors[0].error_code).toBe('UNKNOWN_FEATURE');
    expect(both.details.to).toMatchObject({ code: 'INVALID_REQUEST', details: [{ field: 'features' }] });
  });

  it('refuses malformed bodies as generate does, and bodies over MAX_BODY_BYTES with 413', async () => {
    const notJson = await call(POST, jsonRequest('/api/v1/generate/diff', '{nope', { headers: { [PEER_ADDRESS_HEADER]: newIp() } }));
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe('INVALID_JSON');
    // Like generate, the body is read as JSON whatever its Content-Type says.
    const plain = await call(POST, new Request(`${BASE}/api/v1/generate/diff`, { method: 'POST', headers: { 'Content-Type': 'text/plain', [PEER_ADDRESS_HEADER]: newIp() }, body: 'from=gin' }));
    expect(plain.status).toBe(400);
    expect((await plain.json()).code).toBe('INVALID_JSON');

    const missing = await (await diff({ to: side([]) })).json();
    expect(missing.message).toBe('from: Invalid request: from must be an object: { projectName, framework, features }');
    const array = await (await diff([side([])])).json();
    expect(Object.keys(array.details)).toEqual(['from', 'to']);
    const noFramework = await (await diff({ from: { projectName: 'x' }, to: side([]) })).json();
    expect(noFramework.details.from.details[0].field).toBe('framework');

    const badFormat = await diff({ from: side([]), to: side([]) }, {}, '?format=zip');
    expect(badFormat.status).toBe(400);
    expect((await badFormat.json()).details[0].field).toBe('format');

    const huge = await diff({ from: side([]), to: side([]), padding: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).code).toBe('BODY_TOO_LARGE');
  });
});

describe('GET /api/v1/generate/diff', () => {
  it('answers the same patch as the POST for a link', async () => {
    const post = await (await diff({ from: side(['postgresql', 'gorm']), to: side(['postgresql', 'gorm', 'docker-compose']) }, { Accept: 'text/x-diff' })).text();
    const res = await diffGet('projectName=shop&framework=gin&from=postgresql,gorm&to=postgresql&to=gorm,docker-compose');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/x-diff; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shop.patch"');
    expect(post).toContain('diff --git a/compose.yaml b/compose.yaml');
    expect(await res.text()).toBe(post);
  });

  it('answers JSON for Accept: application/json, and the patch for a browser or curl', async () => {
    const query = 'projectName=shop&framework=gin&to=docker';
    expect((await diffGet(query, { Accept: 'application/json' })).headers.get('content-type')).toContain('application/json');
    for (const accept of ['*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
      expect((await diffGet(query, { Accept: accept })).headers.get('content-type')).toBe('text/x-diff; charset=utf-8');
    }
  });

  it('changes the framework and the name with toFramework and toProjectName, and answers JSON with format=json', async () => {
    const res = await diffGet('projectName=shop&framework=gin&from=postgresql&to=postgresql&toFramework=echo&toProjectName=store&format=json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as DiffAnswer;
    expect(body.from).toMatchObject({ projectName: 'shop', framework: 'gin' });
    expect(body.to).toMatchObject({ projectName: 'store', framework: 'echo' });
    expect(body.files.find((f) => f.path === 'go.mod')?.diff).toContain('+module store');
  });

  it('answers identical configurations with an empty patch, and names the refused side', async () => {
    const same = await diffGet('projectName=shop&framework=fiber&from=redis&to=redis,env');
    expect(same.status).toBe(200);
    expect(await same.text()).toBe('');

    const badTo = await diffGet('projectName=shop&framework=gin&from=postgresql&to=sqlc');
    expect(badTo.status).toBe(400);
    const body = await badTo.json();
    expect(body.message).toMatch(/^to: /);
    expect(Object.keys(body.details)).toEqual(['to']);

    const noName = await (await diffGet('framework=gin&to=docker')).json();
    expect(Object.keys(noName.details)).toEqual(['from', 'to']);
    expect(noName.message).toMatch(/^from: Invalid request: projectName: /);
  });
});

describe('rate limit', () => {
  it('counts diffs per client address with their own limit (RATE_LIMIT_DIFF), not generate\'s', async () => {
    const peer = { [PEER_ADDRESS_HEADER]: newIp() };
    const body = { from: side([]), to: side(['docker']) };
    expect((await call(generate, jsonRequest('/api/v1/generate', side([]), { headers: peer }))).status).toBe(200);
    expect((await diff(body, peer)).status).toBe(200);
    expect((await diffGet('projectName=shop&framework=gin&to=docker', peer)).status).toBe(200);
    expect((await diff(body, peer)).status).toBe(200);
    const refused = await diff(body, peer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(generate, jsonRequest('/api/v1/generate', side([], 'shop2'), { headers: peer }))).status).toBe(200);
  });
});

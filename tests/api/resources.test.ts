// A resource model through the API: validate, generate (POST; the link refuses one), preview, diff (both
// sides) and the history (details answer it, duplicate, regenerate and grow reproduce it), with what an
// attacker may send: models past the wire's caps, NUL and control characters, another user's ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as validateRoute } from '@/app/api/v1/generate/validate/route';
import { GET as generateGet } from '@/app/api/v1/generate/route';
import { POST as previewRoute } from '@/app/api/v1/generate/preview/route';
import { GET as diffGet, POST as diffRoute } from '@/app/api/v1/generate/diff/route';
import { POST as growRoute } from '@/app/api/history/[id]/grow/route';
import { openApiRegistry } from '@/lib/openapi';
import { diffResponseSchema, validateResponseSchema } from '@/lib/schemas/generation';
import { duplicateResultSchema, historyPageSchema, historyProjectSchema } from '@/lib/schemas/projects';
import { canonicalModel } from '@/lib/resources/canonical';
import { type ResourceModel } from '@/lib/resources/model';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { createVerifiedUser, newIp } from '../utils/auth';
import { BASE, jsonRequest } from '../utils/http';
import { generateAs, history, listAs, projectNamed, rowOf, settled, type Item } from '../utils/history';

type Handler = (r: Request, c: unknown) => Promise<Response>;
const post = (handler: Handler, path: string, body: unknown) =>
  handler(jsonRequest(path, body, { headers: { [PEER_ADDRESS_HEADER]: newIp() } }), {});
const get = (handler: Handler, pathAndQuery: string) => handler(new Request(`${BASE}${pathAndQuery}`, { headers: { [PEER_ADDRESS_HEADER]: newIp() } }), {});
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const grow = (id: string, body: unknown, token: string) =>
  settled(
    growRoute(
      new Request(`${BASE}/api/history/${id}/grow`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, [PEER_ADDRESS_HEADER]: newIp() },
        body: JSON.stringify(body),
      }),
      idCtx(id),
    ),
  );

/** The issue's library, as a user would write it (options in any order). */
const LIBRARY: ResourceModel = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true, max: 120 }, { name: 'email', type: 'string', unique: true, required: false }] },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'author_id', type: 'reference', references: 'author', required: true },
      { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
    ],
  },
];
const GROWN: ResourceModel = [...LIBRARY, { name: 'loan_record', fields: [{ name: 'book_id', type: 'reference', references: 'book', required: true }] }];
const BODY = { projectName: 'library', framework: 'chi', features: ['postgresql', 'migrations'], resources: LIBRARY };

/** `n` resources of `fields` string fields each. */
const sized = (n: number, fields: number): ResourceModel =>
  Array.from({ length: n }, (_, i) => ({ name: `thing_${i}`, fields: Array.from({ length: fields }, (_, j) => ({ name: `field_${j}`, type: 'string' as const })) }));

let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
});

describe('POST /api/v1/generate/validate with resources', () => {
  it('passes the library example and adds the router as a dependency', async () => {
    const res = await post(validateRoute, '/api/v1/generate/validate', BODY);
    expect(res.status).toBe(200);
    const { validation_result } = validateResponseSchema.parse(await res.json());
    expect(validation_result.is_valid).toBe(true);
    expect(validation_result.added_dependencies).toContain('router');
  });

  it('answers each broken rule in validation_result, naming the resource and the field', async () => {
    const res = await post(validateRoute, '/api/v1/generate/validate', {
      ...BODY,
      resources: [{ name: 'book', fields: [{ name: 'order', type: 'string' }, { name: 'writer_id', type: 'reference', references: 'writer' }] }],
    });
    expect(res.status).toBe(400);
    const { validation_result } = validateResponseSchema.parse(await res.json());
    expect(validation_result.errors.map((e) => [e.error_code, e.resource, e.field])).toEqual([
      ['RESERVED_NAME', 'book', 'order'],
      ['UNKNOWN_REFERENCE', 'book', 'writer_id'],
    ]);
  });

  it('refuses a model past the wire caps as a malformed request (400), quickly', async () => {
    const res = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: sized(101, 0) });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_REQUEST');
    const wide = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: [{ name: 'wide', fields: sized(1, 101)[0].fields }] });
    expect(wide.status).toBe(400);
    expect((await wide.json()).code).toBe('INVALID_REQUEST');
    const long = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: [{ name: 'a'.repeat(201), fields: [] }] });
    expect((await long.json()).code).toBe('INVALID_REQUEST');
    const unknownKey = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: [{ name: 'book', fields: [], table: 'x' }] });
    expect((await unknownKey.json()).code).toBe('INVALID_REQUEST');
  });

  it('refuses a model within the caps but past the limits in validation_result (TOO_MANY_RESOURCES, TOO_MANY_FIELDS)', async () => {
    const many = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: sized(31, 1) });
    expect(many.status).toBe(400);
    expect(validateResponseSchema.parse(await many.json()).validation_result.errors.map((e) => e.error_code)).toEqual(['TOO_MANY_RESOURCES']);
    const wide = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: sized(1, 41) });
    expect(validateResponseSchema.parse(await wide.json()).validation_result.errors.map((e) => [e.error_code, e.resource])).toEqual([['TOO_MANY_FIELDS', 'thing_0']]);
  });

  it('refuses NUL (text the database cannot store) and other control characters in names', async () => {
    const nul = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: [{ name: 'bo\u0000ok', fields: [] }] });
    expect(nul.status).toBe(400);
    expect((await nul.json()).code).toBe('INVALID_TEXT');
    for (const name of ['bo\u0001ok', 'book\n', 'bo\u007fok', 'bo\u202eok']) {
      const res = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: [{ name: 'book', fields: [{ name, type: 'string' }] }] });
      expect(res.status, JSON.stringify(name)).toBe(400);
      const { validation_result } = validateResponseSchema.parse(await res.json());
      expect(validation_result.errors.map((e) => [e.error_code, e.resource, e.field])).toEqual([['INVALID_NAME', 'book', name]]);
    }
  });

  it('takes a model with GraphQL, and refuses one whose schema would declare a name twice', async () => {
    const ok = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, features: ['postgresql', 'graphql'] });
    expect(ok.status).toBe(200);
    expect(validateResponseSchema.parse(await ok.json()).validation_result.is_valid).toBe(true);
    const clash = await post(validateRoute, '/api/v1/generate/validate', {
      ...BODY,
      features: ['postgresql', 'graphql'],
      resources: [...LIBRARY, { name: 'page_info', fields: [{ name: 'title', type: 'string' as const }] }],
    });
    const { validation_result } = validateResponseSchema.parse(await clash.json());
    expect(validation_result.errors.map((e) => [e.error_code, e.resource])).toEqual([['GRAPHQL_NAME_CLASH', 'page_info']]);
  });
});

describe('generate and preview with resources', () => {
  it('generates and previews a valid model, and refuses a broken one with validation_result', async () => {
    const zip = await post((await import('@/app/api/v1/generate/route')).POST, '/api/v1/generate', BODY);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const preview = await post(previewRoute, '/api/v1/generate/preview', BODY);
    expect(preview.status).toBe(200);
    const bad = await post(previewRoute, '/api/v1/generate/preview', { ...BODY, resources: [{ name: 'news', fields: [] }] });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.code).toBe('INVALID_CONFIGURATION');
    expect(body.validation_result.errors[0]).toMatchObject({ error_code: 'RESOURCE_NOT_SINGULAR', resource: 'news' });
  });

  it('refuses `resources` in the link’s query string (a model is POSTed) rather than ignoring it', async () => {
    const res = await get(generateGet, '/api/v1/generate?projectName=library&framework=chi&resources=%5B%5D');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.message).toContain('POST');
  });
});

describe('POST /api/v1/generate/diff with resources', () => {
  it('takes a model on each side and answers each side’s canonical model', async () => {
    const res = await post(diffRoute, '/api/v1/generate/diff', { from: BODY, to: { ...BODY, resources: GROWN } });
    expect(res.status).toBe(200);
    const answer = diffResponseSchema.parse(await res.json());
    expect(answer.from.resources).toEqual(canonicalModel(LIBRARY));
    expect(answer.to.resources).toEqual(canonicalModel(GROWN));
    const none = diffResponseSchema.parse(await (await post(diffRoute, '/api/v1/generate/diff', { from: { ...BODY, resources: [] }, to: BODY })).json());
    expect(none.from).not.toHaveProperty('resources');
  });

  it('names the side whose model is refused, and bounds a model as it bounds the features', async () => {
    const broken = await post(diffRoute, '/api/v1/generate/diff', { from: BODY, to: { ...BODY, resources: [{ name: 'select', fields: [] }] } });
    expect(broken.status).toBe(400);
    const body = await broken.json();
    expect(body.message).toMatch(/^to: /);
    expect(body.details.from).toBeUndefined();
    expect(body.details.to.validation_result.errors[0]).toMatchObject({ error_code: 'RESERVED_NAME', resource: 'select' });

    const huge = await post(diffRoute, '/api/v1/generate/diff', { from: { ...BODY, resources: sized(101, 0) }, to: { ...BODY, features: Array(101).fill('x') } });
    expect(huge.status).toBe(400);
    const both = await huge.json();
    expect(both.details.from.code).toBe('INVALID_REQUEST');
    expect(both.details.to.code).toBe('INVALID_REQUEST');
  });

  it('refuses `resources` in the link’s query string', async () => {
    const res = await get(diffGet, '/api/v1/generate/diff?projectName=library&framework=chi&to=router&toResources=x');
    expect(res.status).toBe(400);
    expect((await res.json()).details).toEqual([{ field: 'toResources', message: expect.stringContaining('POST') }]);
  });
});

describe('the history keeps the model', () => {
  let project: Item;

  beforeAll(async () => {
    await generateAs(owner.token, { ...BODY, projectName: 'kept-library' });
    project = await projectNamed(owner.token, 'kept-library');
  });

  it('stores the canonical model in the row; details answer it, lists only say there is one', async () => {
    expect((await rowOf(project.id)).resources).toEqual(canonicalModel(LIBRARY));
    expect(project.has_resources).toBe(true);
    expect(project).not.toHaveProperty('resources');
    historyPageSchema.parse(await listAs(owner.token));
    const details = historyProjectSchema.parse(await (await history.get(project.id, owner.token)).json());
    expect(details.resources).toEqual(canonicalModel(LIBRARY));
    expect(details.adjusted_features).toContain('router');
  });

  it('keeps no model for a guest’s generation, and none for a project without one', async () => {
    await generateAs(undefined, { ...BODY, projectName: 'guest-library' });
    await generateAs(owner.token, { projectName: 'plain-notes', framework: 'chi', features: ['router'], resources: [] });
    const plain = await projectNamed(owner.token, 'plain-notes');
    expect(plain.has_resources).toBe(false);
    expect((await rowOf(plain.id)).resources).toBeNull();
  });

  it('reproduces the model on duplicate and regenerate', async () => {
    const res = await history.duplicate({ original_project_id: project.id, new_project_name: 'library-copy' }, owner.token);
    expect(res.status).toBe(201);
    const copy = duplicateResultSchema.parse(await res.json());
    expect(copy.duplicate_config.resources).toEqual(canonicalModel(LIBRARY));
    expect((await rowOf(copy.project.id)).resources).toEqual(canonicalModel(LIBRARY));

    const again = await history.regenerate(project.id, owner.token);
    expect(again.status).toBe(200);
    expect((await rowOf(project.id)).resources).toEqual(canonicalModel(LIBRARY));
  });

  it('grows a project with a changed model, keeps it when none is sent, and says when nothing changes', async () => {
    const same = await grow(project.id, { features: BODY.features }, owner.token);
    expect(same.status).toBe(400);
    expect((await same.json()).code).toBe('SAME_CONFIGURATION');

    const grown = await grow(project.id, { features: BODY.features, resources: GROWN, format: 'zip' }, owner.token);
    expect(grown.status).toBe(200);
    const grownId = grown.headers.get('x-project-id')!;
    expect((await rowOf(grownId)).resources).toEqual(canonicalModel(GROWN));

    const more = await grow(grownId, { features: [...BODY.features, 'docker'], format: 'zip' }, owner.token);
    expect(more.status).toBe(200);
    expect((await rowOf(more.headers.get('x-project-id')!)).resources).toEqual(canonicalModel(GROWN));

    const back = await grow(grownId, { features: BODY.features, resources: [], format: 'zip' }, owner.token);
    expect(back.status).toBe(200);
    expect((await rowOf(back.headers.get('x-project-id')!)).resources).toBeNull();

    const refused = await grow(project.id, { features: BODY.features, resources: [{ name: 'node', fields: [{ name: 'node_id', type: 'reference', references: 'node', required: true }] }] }, owner.token);
    expect(refused.status).toBe(400);
    expect((await refused.json()).details.to.validation_result.errors[0]).toMatchObject({ error_code: 'REQUIRED_REFERENCE_CYCLE', resource: 'node', field: 'node_id' });
  });

  it('answers 404 to another user for a project with a model, whatever the call', async () => {
    expect((await history.get(project.id, stranger.token)).status).toBe(404);
    expect((await history.regenerate(project.id, stranger.token)).status).toBe(404);
    expect((await history.duplicate({ original_project_id: project.id, new_project_name: 'stolen' }, stranger.token)).status).toBe(404);
    expect((await grow(project.id, { features: BODY.features, resources: GROWN }, stranger.token)).status).toBe(404);
    expect((await rowOf(project.id)).resources).toEqual(canonicalModel(LIBRARY));
  });

  it('leaves the statistics as they were: a model is no feature', async () => {
    const stats = await (await history.stats(owner.token)).json();
    expect(stats.feature_usage.map((f: { feature: string }) => f.feature)).not.toContain('resources');
    expect(stats.total_projects).toBe((await listAs(owner.token, { page_size: '100' })).total);
  });
});

describe('answers with a model match the OpenAPI document', () => {
  /** The documented schema of an operation's answer: a parsed copy equals the answer, so no field is undocumented. */
  function expectDocumented(path: string, method: string, status: number, body: unknown) {
    const registry = openApiRegistry();
    const route = registry.listRoutes().find((r) => r.path === path && r.method === method)!;
    const parsed = registry.resolve(route.responses[status].schema!).safeParse(body);
    expect(parsed.success ? null : parsed.error.issues, `${method} ${path} ${status}`).toBeNull();
    expect(parsed.data, `${method} ${path} ${status}: a field the schema lacks`).toEqual(body);
  }

  it('validate (errors naming resource and field), diff, details and duplicate', async () => {
    const bad = await post(validateRoute, '/api/v1/generate/validate', { ...BODY, resources: [{ name: 'book', fields: [{ name: 'id', type: 'uuid' }] }] });
    const refused = await bad.json();
    expect(refused.validation_result.errors[0]).toMatchObject({ resource: 'book', field: 'id' });
    expectDocumented('/api/v1/generate/validate', 'post', 400, refused);

    const diff = await post(diffRoute, '/api/v1/generate/diff', { from: BODY, to: { ...BODY, resources: GROWN } });
    expectDocumented('/api/v1/generate/diff', 'post', 200, await diff.json());
    const sideRefused = await post(diffRoute, '/api/v1/generate/diff', { from: BODY, to: { ...BODY, resources: [{ name: 'data', fields: [] }] } });
    expectDocumented('/api/v1/generate/diff', 'post', 400, await sideRefused.json());

    await generateAs(owner.token, { ...BODY, projectName: 'documented-library' });
    const item = await projectNamed(owner.token, 'documented-library');
    expectDocumented('/api/history', 'get', 200, await listAs(owner.token, { search: 'documented-library' }));
    expectDocumented('/api/history/{id}', 'get', 200, await (await history.get(item.id, owner.token)).json());
    const copy = await history.duplicate({ original_project_id: item.id, new_project_name: 'documented-copy' }, owner.token);
    expectDocumented('/api/history/duplicate', 'post', 201, await copy.json());
  });
});

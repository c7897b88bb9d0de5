// Helpers for the history API tests: calling the /api/history handlers in-process with a bearer token.
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { GET as listRoute } from '@/app/api/history/route';
import { DELETE as deleteRoute, GET as getRoute } from '@/app/api/history/[id]/route';
import { GET as downloadRoute } from '@/app/api/history/[id]/download/route';
import { POST as regenerateRoute } from '@/app/api/history/[id]/regenerate/route';
import { POST as duplicateRoute } from '@/app/api/history/duplicate/route';
import { GET as statsRoute } from '@/app/api/history/stats/route';
import { GET as dashboardRoute } from '@/app/api/history/dashboard/route';
import { GET as cacheInfoRoute } from '@/app/api/history/cache-info/route';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { flushZips } from '@/lib/history/zip-writer';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { BASE } from './http';
import type { HistoryPage, HistoryProject } from '@/lib/schemas/projects';

export interface GenerateBody {
  projectName: string;
  framework: string;
  features?: string[];
  resources?: unknown;
}

const auth = (token: string | undefined, peer?: string): Record<string, string> => ({
  ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
  ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}),
});
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });

/**
 * The answer of a call that keeps a zip, once the zip writer has stored it: what the tests look at in
 * storage is then settled (a client never needs this: a download builds a zip still on its way).
 */
export async function settled(answer: Promise<Response>): Promise<Response> {
  const res = await answer;
  await flushZips();
  return res;
}

export const history = {
  generate: (body: GenerateBody, token?: string) =>
    settled(
      generateRoute(
        new Request(BASE + '/api/v1/generate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...auth(token) },
          body: JSON.stringify({ features: [], ...body }),
        }),
        {},
      ),
    ),
  list: (query: string | URLSearchParams | Record<string, string>, token?: string) => {
    const qs = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    return listRoute(new Request(`${BASE}/api/history${qs ? `?${qs}` : ''}`, { headers: auth(token) }), {});
  },
  get: (id: string, token?: string) => getRoute(new Request(`${BASE}/api/history/${id}`, { headers: auth(token) }), idCtx(id)),
  delete: (id: string, token?: string) =>
    deleteRoute(new Request(`${BASE}/api/history/${id}`, { method: 'DELETE', headers: auth(token) }), idCtx(id)),
  download: (id: string, token?: string) =>
    downloadRoute(new Request(`${BASE}/api/history/${id}/download`, { headers: auth(token) }), idCtx(id)),
  regenerate: (id: string, token?: string, peer?: string) =>
    regenerateRoute(new Request(`${BASE}/api/history/${id}/regenerate`, { method: 'POST', headers: auth(token, peer) }), idCtx(id)),
  duplicate: (body: unknown, token?: string, peer?: string) =>
    settled(
      duplicateRoute(
        new Request(`${BASE}/api/history/duplicate`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...auth(token, peer) },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        {},
      ),
    ),
  stats: (token?: string) => statsRoute(new Request(`${BASE}/api/history/stats`, { headers: auth(token) }), {}),
  dashboard: (token?: string) => dashboardRoute(new Request(`${BASE}/api/history/dashboard`, { headers: auth(token) }), {}),
  cacheInfo: (token?: string) => cacheInfoRoute(new Request(`${BASE}/api/history/cache-info`, { headers: auth(token) }), {}),
};

export type Item = HistoryProject;
export type Page = HistoryPage;

/** Generates a project as `token`'s user and answers the zip's bytes; fails the test on a non-200. */
export async function generateAs(token: string | undefined, body: GenerateBody): Promise<Uint8Array> {
  const res = await history.generate(body, token);
  if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

export async function listAs(token: string, query: Record<string, string> | string = {}): Promise<Page> {
  const res = await history.list(query, token);
  if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export const bytesEqual = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && Buffer.from(a).equals(Buffer.from(b));

/** `token`'s user's project named `name`, as the history lists it. */
export async function projectNamed(token: string, name: string): Promise<Item> {
  const item = (await listAs(token, { search: name })).projects.find((p) => p.project_name === name);
  if (!item) throw new Error(`no project ${name}`);
  return item;
}

/** The generations row of a project, as stored. */
export async function rowOf(id: string) {
  const [row] = await (await getDb()).select().from(schema.generations).where(eq(schema.generations.id, id));
  return row;
}

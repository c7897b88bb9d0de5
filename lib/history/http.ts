// What the history route handlers share: their route context, and the answers of lib/api/responses.
export { json, zipFile } from '@/lib/api/responses';

export type IdContext = { params: Promise<{ id: string }> };

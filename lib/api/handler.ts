// The one wrapper every route handler goes through: body limits, JSON and zod parsing, error mapping.
import type { z } from 'zod';
import { getConfig } from '@/lib/config';
import { AppError, errorResponse } from './errors';

/** The context of a route with one [id] segment. */
export type IdContext = { params: Promise<{ id: string }> };

type Handler<Ctx> = (req: Request, ctx: Ctx) => Promise<Response>;

export function route<Ctx = unknown>(handler: Handler<Ctx>): Handler<Ctx> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** Reads the body as JSON, refusing bodies over MAX_BODY_BYTES, then checks it against `schema`. */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const text = await readBody(req, getConfig().MAX_BODY_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'The request body must be valid JSON', 'INVALID_JSON');
  }
  return parseWith(schema, value);
}

/**
 * Text PostgreSQL refuses: NUL (in text and in jsonb) and UTF-16 surrogates without their pair, which
 * JSON.parse lets through from "\ud800" escapes, jsonb refuses, and text would store as U+FFFD. Other
 * control characters are stored as sent (screens showing user text isolate it).
 */
const UNSTORABLE = /[\u0000\p{Cs}]/u;
const UNSTORABLE_ALL = /[\u0000\p{Cs}]/gu;

const codePoint = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Where a value sits in the body: its key and its parent's place (built only along the walk). */
type Place = { key: string | number; up: Place | undefined } | undefined;

/** A place as a field name ('features.1'), unstorable characters in keys spelled as escapes. */
function fieldName(place: Place): string {
  const keys: string[] = [];
  for (let p = place; p; p = p.up) keys.push(String(p.key).replace(UNSTORABLE_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  return keys.reverse().join('.') || '(body)';
}

/**
 * The first string of `value` (a JSON value: arrays and objects walked, keys included) holding text
 * PostgreSQL cannot store, with its field name ('(body)' for the value itself) and the character.
 */
export function findUnstorableText(value: unknown): { field: string; char: string } | undefined {
  // Iterative, each value keeping only a link to its parent: a deeply nested body costs its size.
  const pending: [unknown, Place][] = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, place] = next;
    if (typeof node === 'string') {
      const found = UNSTORABLE.exec(node);
      if (found) return { field: fieldName(place), char: found[0] };
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) pending.push([node[i], { key: i, up: place }]);
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const found = UNSTORABLE.exec(key);
        if (found) return { field: fieldName({ key, up: place }), char: found[0] };
        pending.push([child, { key, up: place }]);
      }
    }
  }
  return undefined;
}

/**
 * Checks `value` (a parsed body, a query string as an object) against `schema`. Every string in it,
 * keys included, must be text PostgreSQL can store: one that is not is refused as INVALID_TEXT before
 * the schema looks at it, so no field of any route reaches the database with it.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const bad = findUnstorableText(value);
  if (bad) {
    const message = bad.char === '\u0000' ? 'contains a NUL character (U+0000), which cannot be stored' : `contains ${codePoint(bad.char)}, a lone surrogate that is not valid Unicode text`;
    throw new AppError('VALIDATION', `Invalid request: ${bad.field}: ${message}`, 'INVALID_TEXT', [{ field: bad.field, message }]);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
    const first = details[0];
    throw new AppError('VALIDATION', `Invalid request: ${first.field}: ${first.message}`, 'INVALID_REQUEST', details);
  }
  return parsed.data;
}

/** The body as text; a 413 AppError (BODY_TOO_LARGE) past `limit` bytes, declared or read. */
export async function readBody(req: Request, limit: number): Promise<string> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes`, 'BODY_TOO_LARGE');
  const declared = Number(req.headers.get('content-length'));
  if (declared > limit) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(body)', message: i.message }));
    const first = details[0];
    throw new AppError('VALIDATION', `Invalid request: ${first.field}: ${first.message}`, 'INVALID_REQUEST', details);
  }
  return parsed.data;
}

async function readBody(req: Request, limit: number): Promise<string> {
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

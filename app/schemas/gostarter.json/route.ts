import { z } from 'zod';
import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { gostarterFileSchema } from '@/lib/schemas/gostarter-file';

// The JSON Schema of gostarter.json, named by the `$schema` of every generated project's copy.
const schema = z.toJSONSchema(gostarterFileSchema);

export const GET = route(async () => Response.json(schema, { headers: { 'Cache-Control': 'public, max-age=300' } }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { featuresResponse } from '@/lib/generation';

export const GET = route(async () => Response.json(featuresResponse()));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });

import { route } from '@/lib/api/handler';
import { featuresResponse } from '@/lib/generation';

export const GET = route(async () => Response.json(featuresResponse()));

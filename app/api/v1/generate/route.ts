import { otherMethods } from '@/lib/api/methods';
import { generateGet, generatePost } from '@/lib/generation/http';

export const runtime = 'nodejs';

export const POST = generatePost;
export const GET = generateGet;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

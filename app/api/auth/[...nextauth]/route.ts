// next-auth's endpoints for the browser session (/api/auth/*). Options are built on the first request,
// so a build never reads or creates the session secret.
import NextAuth from 'next-auth';
import { errorResponse } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/methods';
import { getAuthOptions } from '@/lib/auth/next-auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx): Promise<Response> {
  try {
    return await NextAuth(await getAuthOptions(req))(req, ctx);
  } catch (err) {
    // The options need the session secret, which may be kept in the database: while it is unreachable,
    // the API's 503 with Retry-After rather than an HTML error page.
    return errorResponse(err);
  }
}

export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });

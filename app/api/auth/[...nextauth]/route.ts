// next-auth's endpoints for the browser session (/api/auth/*). Options are built on the first request,
// so a build never reads or creates the session secret.
import NextAuth from 'next-auth';
import { getAuthOptions } from '@/lib/auth/next-auth';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, ctx: Ctx): Promise<Response> {
  return NextAuth(await getAuthOptions(req))(req, ctx);
}

export { handler as GET, handler as POST };

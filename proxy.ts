// Route guards (Next.js 16 "proxy", formerly middleware; Node.js runtime). Pages under /dashboard and
// /admin need a browser session: without one, go to /login with the return address. The session's
// token is checked against the database by the pages' own calls; the admin role by the admin API.
import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/auth/secret';

export async function proxy(req: NextRequest) {
  const session = await getToken({ req, secret: getAuthSecret() });
  if (session?.apiToken) return NextResponse.next();

  const { pathname, search } = req.nextUrl;
  const login = new URL('/login', req.url);
  login.searchParams.set('callbackUrl', pathname + search);
  if (pathname.startsWith('/admin')) {
    login.searchParams.set('message', 'Please log in with admin credentials to access the admin dashboard');
  }
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ['/dashboard', '/dashboard/:path*', '/admin', '/admin/:path*'],
};

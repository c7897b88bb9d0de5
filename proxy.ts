// Next.js 16 "proxy" (formerly middleware; Node.js runtime), on every page request:
//  - the generator's address: the home page with wizard state in its query (/?step=stack, share links)
//    is the generator, served by app/generator (a rewrite: the address stays). The build prerenders
//    both, and a prerendered page cannot look at the query;
//  - the Content-Security-Policy. A page the build prerendered (the home page, the documentation, the
//    generator, ...: lib/security/static-pages.ts) is served as it was built, from cache, and its policy
//    names its inline scripts by their hashes, which `npm run build` wrote into this code (no file is
//    read at run time, so every host sends the same policy). Any other page is rendered per request: its
//    policy carries a fresh nonce, on the answer and on the request, where Next.js finds it and puts the
//    nonce on its own scripts (and the hashes of the prerendered not-found page, which unknown paths get);
//  - Strict-Transport-Security when the request came over https (isHttps: the socket, or
//    X-Forwarded-Proto through TRUSTED_PROXY_HOPS trusted proxies);
//  - the guard of /dashboard: without a next-auth session cookie, go to /login with the return address.
//    The cookie is only looked for, not decoded (that needs the secret, kept in the database): the
//    page's own API calls verify the session. /admin is not redirected: its guard shows the spec's
//    'Authentication Required' screen with 'Login as Admin' (components/admin/admin-guard), and the
//    admin API checks the role on every call.
//
// API routes (/api/*, /auth/*, /features, /mcp, /llms.txt) stay out of the proxy: on them it costs more than its headers
// are worth. Guest generate (npm run bench:generate, one run each, same machine, same code otherwise):
// 226 req/s, p99 83 ms before this change; 186 req/s, p99 86 ms with the proxy on API routes (-18%, the
// budget was 5%); 286 req/s, p99 62 ms as it is now (runs differ by up to 20% on this machine). Server CPU
// per generate request, steadier (mean of three alternating runs): 4.5 ms before, 6.0 ms with the proxy on
// API routes, 4.5 ms now. For each request it runs on, Next.js tees the body so the proxy could read it
// and builds a NextRequest. API answers need no nonce anyway: next.config.ts sends them the static
// headers and their strict CSP, lib/security/hsts.ts their HSTS from the server's request event.
// All the values live in lib/security/headers.ts.
import { NextResponse, type NextRequest } from 'next/server';
import {
  API_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
  newNonce,
  pageContentSecurityPolicy,
} from '@/lib/security/headers';
import { prerenderedPages } from '@/lib/security/static-pages';
import { isHttps } from '@/lib/site/client-address';
import { hasWizardQuery } from '@/lib/wizard/state';

/** next-auth's session cookie: plain, __Secure- over https, either split into .0, .1, ... when large. */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

function hasSessionCookie(req: NextRequest): boolean {
  return SESSION_COOKIES.some((name) => Boolean(req.cookies.get(name)?.value || req.cookies.get(`${name}.0`)?.value));
}

/** The generator's prerendered page for the wizard state of a query. */
const generatorPage = (query: URLSearchParams) => (query.get('step') === 'data' ? '/generator/data' : '/generator');

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function proxy(req: NextRequest) {
  const https = isHttps(req.headers);
  const { pathname, search } = req.nextUrl;

  if (isUnder(pathname, '/dashboard') && !hasSessionCookie(req)) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', pathname + search);
    const res = NextResponse.redirect(login);
    // A redirect has no content to protect: the strict policy of the API answers.
    res.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    if (https) res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return res;
  }

  const dev = process.env.NODE_ENV === 'development';
  // The generator's page prerendered on the step the address names: its data step has a page of its own.
  const generator = pathname === '/' && hasWizardQuery(req.nextUrl.searchParams) ? generatorPage(req.nextUrl.searchParams) : null;
  // `next dev` renders every page per request, with the nonce.
  const built = dev ? new Map<string, string[]>() : prerenderedPages();
  const hashes = built?.get(generator ?? pathname);
  let csp: string;
  // Only a page rendered per request needs the policy on the request too (for Next.js to find the nonce).
  let requestHeaders: Headers | undefined;
  if (!built) {
    // This code carries no hashes (logged once; not built by `npm run build`): a nonce would block the
    // scripts of the pages served as built, and which those are is unknown. A weaker policy keeps every
    // page working.
    csp = pageContentSecurityPolicy({ anyInlineScript: true, dev, https });
  } else if (hashes) {
    csp = pageContentSecurityPolicy({ hashes, dev, https });
  } else {
    // Rendered per request, or an unknown path: the prerendered not-found page, whose scripts are named too.
    const nonce = newNonce();
    csp = pageContentSecurityPolicy({ nonce, hashes: built.get('/_not-found'), dev, https });
    requestHeaders = new Headers(req.headers);
    requestHeaders.set('content-security-policy', csp);
    requestHeaders.set('x-nonce', nonce);
  }
  const init = requestHeaders && { request: { headers: requestHeaders } };
  const res = generator ? NextResponse.rewrite(new URL(`${generator}${search}`, req.url), init) : NextResponse.next(init);
  res.headers.set('Content-Security-Policy', csp);
  if (https) res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return res;
}

export const config = {
  // Pages only: not the API routes (see above) nor the build's static files. bypassesProxy() in
  // lib/security/headers.ts says the same; tests/unit/security/headers.test.ts holds them together.
  matcher: ['/((?!api/|auth/|features$|mcp$|llms\\.txt$|_next/static/|_next/image).*)'],
};

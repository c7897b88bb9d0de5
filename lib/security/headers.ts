// The security headers of every answer, in one place. Three places send them:
//  - next.config.ts `headers()`: the headers that never depend on the request, on every path (pages,
//    API routes, /_next/static assets), and the strict CSP of the API routes;
//  - proxy.ts, on pages only: the Content-Security-Policy (a fresh nonce, or the hashes of a prerendered
//    page's inline scripts), and HSTS over https;
//  - lib/security/hsts.ts, for what the proxy does not see (API routes, static files): HSTS over https.
// No imports: next.config.ts loads this file outside the app's bundler (no `@/` paths there).

/** Headers sent on every answer, whatever the request. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  // Browsers must not guess a type other than the declared one (a JSON or text answer run as script).
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Other sites see our origin, never our paths and query strings (share links carry project names).
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Powerful browser features the site never uses, refused to it and to anything it could embed.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()',
  },
  // frame-ancestors 'none' in the CSP says the same; this is for browsers without CSP level 2.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * The CSP of answers that are not pages (JSON, zips, CSV): nothing may load from them and nothing may
 * frame them, so a response rendered by mistake as HTML can do nothing.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The paths of route handlers that answer data, not pages (next.config.ts sources): the MCP endpoint and /llms.txt too. */
export const API_PATH_SOURCES = ['/api/:path+', '/auth/:path+', '/features', '/mcp', '/llms.txt'];

/**
 * Whether proxy.ts leaves `pathname` alone: the API routes (see proxy.ts for why) and the build's static
 * files. The proxy's matcher says the same in its own syntax; a unit test holds the two together.
 */
export function bypassesProxy(pathname: string): boolean {
  return /^\/(?:api\/|auth\/|features$|mcp$|llms\.txt$|_next\/static\/|_next\/image)/.test(pathname);
}

/** Two years, subdomains included; sent only on answers that came over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The pages' CSP. Scripts run from the site's own files, and inline only when named: by the hashes of a
 * prerendered page's inline scripts (lib/security/static-pages.ts), or on a page rendered per request by
 * this request's nonce (Next.js puts it on its own scripts when it finds the policy on the request).
 * No 'strict-dynamic': it would ignore 'self', from which a prerendered page, whose scripts carry no
 * nonce, loads its chunks. Styles may be inline: React's style attributes, Radix and sonner need it, and
 * styles cannot run script. Development adds 'unsafe-eval', which React's dev build uses to rebuild
 * server error stacks; production never does. Over https, any http:// subresource is upgraded (over plain
 * http, e.g. localhost, that would break).
 */
export function pageContentSecurityPolicy({
  nonce,
  hashes = [],
  anyInlineScript = false,
  dev,
  https,
}: {
  nonce?: string;
  hashes?: string[];
  /** 'unsafe-inline' instead of a nonce or hashes: only when the build's pages cannot be known (proxy.ts). */
  anyInlineScript?: boolean;
  dev: boolean;
  https: boolean;
}): string {
  const inline = anyInlineScript ? ["'unsafe-inline'"] : [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline, ...(dev ? ["'unsafe-eval'"] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** A nonce for one answer: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The headers next.config.ts gives API answers (STATIC_SECURITY_HEADERS and the API's strict CSP), set on
 * an answer the Node.js server writes itself, before Next.js (lib/server/request-hooks, direct-routes).
 */
export function setApiHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
}

// Who is calling: a bearer token (API clients) or the browser session (next-auth cookie holding a token).
// Route handlers call requireUser / optionalUser / requireAdmin and stay thin.
import { getToken } from 'next-auth/jwt';
import { AppError } from '@/lib/api/errors';
import { addressedOrigin } from '@/lib/site/client-address';
import { parseCookies } from './cookies';
import { getAuthSecret } from './secret';
import { authenticateToken, type AuthUser } from './tokens';

export interface AuthContext {
  user: AuthUser;
  tokenId: string;
  via: 'bearer' | 'session';
  /** A personal API token reaches the API (generate, history, statistics, diff), never the account itself. */
  personal: boolean;
}

const NO_TOKEN_MESSAGE = 'No authentication token found';

const noToken = () =>
  new AppError('UNAUTHORIZED', NO_TOKEN_MESSAGE, 'NO_TOKEN').withHeaders({ 'WWW-Authenticate': 'Bearer' });
const badToken = () =>
  new AppError('UNAUTHORIZED', 'Invalid or expired token', 'INVALID_TOKEN').withHeaders({
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });
const expiredSession = () => new AppError('UNAUTHORIZED', 'Your session has expired. Please log in again.', 'SESSION_EXPIRED');

/** The bearer token of the request; empty, 'null' and 'undefined' count as absent. */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.get('authorization');
  if (!header) return undefined;
  const m = /^Bearer\s+(.*)$/i.exec(header.trim());
  if (!m) return undefined;
  const token = m[1].trim();
  return token === '' || token === 'null' || token === 'undefined' ? undefined : token;
}

/** The API token inside the browser session cookie, if there is a readable session. */
async function sessionToken(req: Request): Promise<string | undefined | null> {
  const cookies = parseCookies(req.headers.get('cookie'));
  const names = Object.keys(cookies).filter((n) => n.includes('next-auth.session-token'));
  if (names.length === 0) return undefined;
  // Cookies only: getToken would otherwise also read the Authorization header. Over https the cookie
  // carries the __Secure- prefix (lib/auth/next-auth sets it per request).
  const jwt = await getToken({
    req: { cookies, headers: {} } as never,
    secret: await getAuthSecret(),
    secureCookie: names.some((n) => n.startsWith('__Secure-')),
  });
  return typeof jwt?.apiToken === 'string' ? jwt.apiToken : null;
}

/**
 * Cookies ride along on cross-site requests; for a session-authenticated change (not GET/HEAD), refuse
 * an Origin that is not this site: scheme, host and port, as browsers compare origins (an https page
 * is another origin than the http site of the same host). SameSite=Lax already stops most; this covers
 * the rest. The forwarded host and scheme count only from trusted proxies (TRUSTED_PROXY_HOPS).
 */
function isSameSite(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  const origin = req.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).origin === addressedOrigin(req.headers, new URL(req.url).host);
  } catch {
    return false;
  }
}

/**
 * The signed-in caller, or null for a guest. A bearer token that is present but invalid is an error
 * (the client meant to sign in); a stale browser session is just a guest.
 */
export async function optionalUser(req: Request): Promise<AuthContext | null> {
  const bearer = bearerToken(req);
  if (bearer !== undefined) {
    const auth = await authenticateToken(bearer);
    if (!auth) throw badToken();
    return { user: auth.user, tokenId: auth.tokenId, via: 'bearer', personal: auth.client === 'personal' };
  }
  const inner = await sessionToken(req);
  if (!inner) return null;
  const auth = await authenticateToken(inner);
  if (!auth || !isSameSite(req)) return null;
  return { user: auth.user, tokenId: auth.tokenId, via: 'session', personal: auth.client === 'personal' };
}

/** The signed-in caller; 401 'No authentication token found' without a token, 401 for a bad one. */
export async function requireUser(req: Request): Promise<AuthContext> {
  const bearer = bearerToken(req);
  if (bearer !== undefined) {
    const auth = await authenticateToken(bearer);
    if (!auth) throw badToken();
    return { user: auth.user, tokenId: auth.tokenId, via: 'bearer', personal: auth.client === 'personal' };
  }
  const inner = await sessionToken(req);
  if (inner === undefined) throw noToken();
  const auth = inner ? await authenticateToken(inner) : null;
  if (!auth) throw expiredSession();
  if (!isSameSite(req)) throw new AppError('FORBIDDEN', 'Cross-site request refused', 'CROSS_SITE_REQUEST');
  return { user: auth.user, tokenId: auth.tokenId, via: 'session', personal: auth.client === 'personal' };
}

/**
 * The signed-in caller, with a sign-in (password or code), not a personal API token: what changes how the
 * account is reached (tokens, password, preferences, signing out everywhere). A leaked script token must
 * not become a way to keep or take the account; these answer it 403 PERSONAL_TOKEN_NOT_ALLOWED.
 */
export async function requireAccountUser(req: Request): Promise<AuthContext> {
  const ctx = await requireUser(req);
  if (ctx.personal) {
    throw new AppError(
      'FORBIDDEN',
      'A personal API token cannot manage the account: sign in with your password to do this.',
      'PERSONAL_TOKEN_NOT_ALLOWED',
    );
  }
  return ctx;
}

/** A signed-in administrator (role read from the database on this request), never through a personal token; 403 otherwise. */
export async function requireAdmin(req: Request): Promise<AuthContext> {
  const ctx = await requireAccountUser(req);
  if (ctx.user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin access required', 'FORBIDDEN');
  return ctx;
}

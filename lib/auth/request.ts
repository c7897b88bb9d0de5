// Who is calling: a bearer token (API clients) or the browser session (next-auth cookie holding a token).
// Route handlers call requireUser / optionalUser / requireAdmin and stay thin.
import { getToken } from 'next-auth/jwt';
import { AppError } from '@/lib/api/errors';
import { getAuthSecret } from './secret';
import { authenticateToken, type AuthUser } from './tokens';

export interface AuthContext {
  user: AuthUser;
  tokenId: string;
  via: 'bearer' | 'session';
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

function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const raw = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
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
 * an Origin that is not this site. SameSite=Lax already stops most; this covers the rest.
 */
function isSameSite(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  const origin = req.headers.get('origin');
  if (!origin) return true;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host;
  try {
    return new URL(origin).host === host;
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
    return { user: auth.user, tokenId: auth.tokenId, via: 'bearer' };
  }
  const inner = await sessionToken(req);
  if (!inner) return null;
  const auth = await authenticateToken(inner);
  if (!auth || !isSameSite(req)) return null;
  return { user: auth.user, tokenId: auth.tokenId, via: 'session' };
}

/** The signed-in caller; 401 'No authentication token found' without a token, 401 for a bad one. */
export async function requireUser(req: Request): Promise<AuthContext> {
  const bearer = bearerToken(req);
  if (bearer !== undefined) {
    const auth = await authenticateToken(bearer);
    if (!auth) throw badToken();
    return { user: auth.user, tokenId: auth.tokenId, via: 'bearer' };
  }
  const inner = await sessionToken(req);
  if (inner === undefined) throw noToken();
  const auth = inner ? await authenticateToken(inner) : null;
  if (!auth) throw expiredSession();
  if (!isSameSite(req)) throw new AppError('FORBIDDEN', 'Cross-site request refused', 'CROSS_SITE_REQUEST');
  return { user: auth.user, tokenId: auth.tokenId, via: 'session' };
}

/** A signed-in administrator (role read from the database on this request); 403 otherwise. */
export async function requireAdmin(req: Request): Promise<AuthContext> {
  const ctx = await requireUser(req);
  if (ctx.user.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin access required', 'FORBIDDEN');
  return ctx;
}

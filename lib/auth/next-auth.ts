// The browser session: next-auth v4, credentials only, JWT strategy. Signing in (password or one-time
// code) runs the same service as the API and keeps the resulting API token inside the encrypted,
// httpOnly session cookie; every session read checks that token in the database (expiry, revocation,
// current role), and signing out revokes it.
import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { isDatabaseUnavailable, toAppError } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/handler';
import { getConfig } from '@/lib/config';
import { isHttps } from '@/lib/site/client-address';
import { requestMeta } from './request-meta';
import { loginSchema, verifyOtpSchema } from './rules';
import { getAuthSecret } from './secret';
import { login, verifyOtp, type SignIn } from './service';
import { authenticateToken, displayName, revokeTokenValue } from './tokens';

/** What a failed sign-in tells the page: next-auth passes the Error message through as `error`. */
interface SignInError {
  code: string;
  message: string;
  details?: unknown;
}

const SESSION_ENDED = 'SESSION_ENDED';

function toSignInError(err: unknown): Error {
  const e = toAppError(err);
  return new Error(JSON.stringify({ code: e.code, message: e.message, details: e.details ?? null } satisfies SignInError));
}

function toUser(s: SignIn): User {
  return { id: s.user.id, email: s.user.email, name: s.user.name, role: s.user.role, apiToken: s.token };
}

let cached: NextAuthOptions | undefined;

/**
 * The options for one request: cookies are Secure (and __Secure- prefixed) whenever the request came
 * over https, whatever NEXTAUTH_URL says.
 */
export async function getAuthOptions(req: Request): Promise<NextAuthOptions> {
  cached ??= await buildOptions();
  return { ...cached, useSecureCookies: isHttps(req.headers) };
}

async function buildOptions(): Promise<NextAuthOptions> {
  return {
    secret: await getAuthSecret(),
    session: { strategy: 'jwt', maxAge: getConfig().AUTH_TOKEN_TTL_HOURS * 3600 },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        id: 'password',
        name: 'E-mail and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          try {
            const input = parseWith(loginSchema, { email: credentials?.email, password: credentials?.password });
            return toUser(await login(input, requestMeta(req?.headers ?? {}), 'web'));
          } catch (err) {
            throw toSignInError(err);
          }
        },
      }),
      CredentialsProvider({
        id: 'otp',
        name: 'One-time code',
        credentials: { email: { label: 'Email', type: 'email' }, otp: { label: 'Code', type: 'text' } },
        async authorize(credentials, req) {
          try {
            const input = parseWith(verifyOtpSchema, { email: credentials?.email, otp: credentials?.otp });
            return toUser(await verifyOtp(input, requestMeta(req?.headers ?? {}), 'web'));
          } catch (err) {
            throw toSignInError(err);
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { sub: user.id, email: user.email, name: user.name, role: user.role, apiToken: user.apiToken };
        // Every read of the session: the token must still be live; the role comes from the database.
        // While the database cannot say, the session stays as it was: an error here would make next-auth
        // clear the cookie, signing everyone out for an outage. Nothing is reached meanwhile: every API
        // route checks the token itself and answers 503.
        let auth;
        try {
          auth = await authenticateToken(token.apiToken);
        } catch (err) {
          if (isDatabaseUnavailable(err)) return token;
          throw err;
        }
        if (!auth) throw new Error(SESSION_ENDED);
        return { ...token, email: auth.user.email, name: displayName(auth.user), role: auth.user.role };
      },
      async session({ session, token }) {
        return {
          expires: session.expires,
          user: { id: token.sub ?? '', email: token.email ?? '', name: token.name ?? '', role: token.role ?? 'user' },
        };
      },
    },
    events: {
      async signOut({ token }) {
        await revokeTokenValue(token?.apiToken);
      },
    },
    logger: {
      warn(code) {
        // Without NEXTAUTH_URL next-auth warns on every request; the app does not depend on it.
        if (code !== 'NEXTAUTH_URL') console.warn(`[next-auth] ${code}`);
      },
      error(code, metadata) {
        const message = metadata instanceof Error ? metadata.message : (metadata as { message?: string })?.message;
        if (code === 'JWT_SESSION_ERROR' && (message === SESSION_ENDED || message === 'JWT invalid')) return;
        console.error(`[next-auth] ${code}`, metadata);
      },
      debug() {},
    },
  };
}

import type { SignIn } from './service';

/** The body of a successful /auth/login or /auth/verify-otp. */
export function signInResponse(s: SignIn, message: string): Response {
  return Response.json(
    { message, token: s.token, tokenType: 'Bearer', expiresAt: s.expiresAt.toISOString(), user: s.user },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

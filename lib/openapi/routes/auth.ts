// The account routes (app/auth/*). Request bodies are the schemas the handlers parse with
// (lib/auth/rules); the answers are described from the handlers.
import { z } from 'zod';
import { loginSchema, PASSWORD_SPECIALS, registerSchema, resendOtpSchema, verifyOtpSchema } from '@/lib/auth/rules';
import type { OpenApiRegistry } from '../registry';
import { errorBodySchema } from '../schemas';

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  projectsCount: z.number().int(),
  planType: z.string(),
});

export const signInResponseSchema = z.object({
  message: z.string(),
  token: z.string().describe('Bearer token for the Authorization header'),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string().describe('ISO 8601'),
  user: publicUserSchema,
});

const messageSchema = (extra = false) =>
  extra ? z.object({ message: z.string(), email: z.string() }) : z.object({ message: z.string() });

export function registerAuthRoutes(api: OpenApiRegistry): void {
  api.tag('Authentication', 'Accounts with e-mail, password and a one-time code. Generation needs no account.');
  const ErrorBody = api.schema('Error', errorBodySchema);
  const User = api.schema('User', publicUserSchema);
  const SignIn = api.schema('SignInResponse', signInResponseSchema);
  const err = (description: string) => ({ description, schema: ErrorBody });

  api.route({
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Create an account',
    description: `Sends a six-digit code to the address; verify it with POST /auth/verify-otp. The password needs at least 8 characters, an uppercase and a lowercase letter, a digit and one of ${PASSWORD_SPECIALS}`,
    tags: ['Authentication'],
    body: api.schema('RegisterRequest', registerSchema, 'input'),
    bodyExample: { email: 'ada@example.com', password: 'Str0ng!pass' },
    responses: {
      201: { description: 'Account created, code sent', schema: messageSchema(true) },
      400: err('Invalid e-mail or a password that misses a rule'),
      409: err('E-mail already registered'),
      429: err('Too many attempts'),
    },
  });
  api.route({
    method: 'post',
    path: '/auth/verify-otp',
    operationId: 'verifyOtp',
    summary: 'Verify the one-time code',
    description: 'Codes are valid 10 minutes, single use, at most 5 wrong tries. Answers a token like login.',
    tags: ['Authentication'],
    body: api.schema('VerifyOtpRequest', verifyOtpSchema, 'input'),
    bodyExample: { email: 'ada@example.com', otp: '123456' },
    responses: { 200: { description: 'Verified and signed in', schema: SignIn }, 400: err('Invalid or expired code'), 429: err('Too many attempts') },
  });
  api.route({
    method: 'post',
    path: '/auth/resend-otp',
    operationId: 'resendOtp',
    summary: 'Send a new code',
    tags: ['Authentication'],
    body: api.schema('ResendOtpRequest', resendOtpSchema, 'input'),
    bodyExample: { email: 'ada@example.com' },
    responses: { 200: { description: 'Sent when the account waits for verification', schema: messageSchema(true) }, 400: err('Invalid e-mail'), 429: err('Wait before asking again') },
  });
  api.route({
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Sign in',
    description: 'The same answer whether the e-mail exists or not.',
    tags: ['Authentication'],
    body: api.schema('LoginRequest', loginSchema, 'input'),
    bodyExample: { email: 'ada@example.com', password: 'Str0ng!pass' },
    responses: { 200: { description: 'Signed in', schema: SignIn }, 401: err('Invalid credentials'), 429: err('Too many attempts') },
  });
  api.route({
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Revokes the token sent.',
    tags: ['Authentication'],
    auth: 'bearer',
    responses: { 200: { description: 'Signed out', schema: messageSchema() }, 401: err('No or invalid token') },
  });
  api.route({
    method: 'get',
    path: '/auth/me',
    operationId: 'currentUser',
    summary: 'The signed-in user',
    tags: ['Authentication'],
    auth: 'bearer',
    responses: { 200: { description: 'The user', schema: User }, 401: err('No or invalid token') },
  });
}

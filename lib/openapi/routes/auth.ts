// The account routes (app/auth/*). Request bodies are the schemas the handlers parse with
// (lib/auth/rules); the answers are described from the handlers.
import { z } from 'zod';
import {
  API_TOKEN_LIFETIMES,
  changePasswordSchema,
  createApiTokenSchema,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_SPECIALS,
  preferencesSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@/lib/auth/rules';
import { apiTokenInfoSchema, codeSentSchema, passwordResetSchema, publicUserSchema, signInResponseSchema } from '@/lib/schemas/account';
import type { OpenApiRegistry } from '../registry';
import { errorBodySchema } from '@/lib/schemas/errors';

const messageSchema = z.object({ message: z.string() });

export function registerAuthRoutes(api: OpenApiRegistry): void {
  api.tag('Authentication', 'Accounts with e-mail, password and a one-time code. Generation needs no account.');
  const ErrorBody = api.schema('Error', errorBodySchema);
  const User = api.schema('User', publicUserSchema);
  const SignIn = api.schema('SignInResponse', signInResponseSchema);
  const CodeSent = api.schema('CodeSent', codeSentSchema);
  const err = (description: string) => ({ description, schema: ErrorBody });
  // The routes that change how the account is reached take a sign-in, never a personal API token.
  const signInOnly = err('A personal API token cannot manage the account (PERSONAL_TOKEN_NOT_ALLOWED): sign in with the password');

  api.route({
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Register an account',
    description: `Records a registration attempt and sends its six-digit code to the address; verify it with POST /auth/verify-otp from the same client. The answer sets an HttpOnly cookie (gostarter-registration, __Host- prefixed over https) naming this client's attempts: only the client that registered can verify or resend, so keep cookies (a browser does; curl needs -c and -b with a cookie file). No account exists until a code is verified, so registering someone else's address first takes nothing. The password needs at least 8 characters, an uppercase and a lowercase letter, a digit and one of ${PASSWORD_SPECIALS}`,
    tags: ['Authentication'],
    body: api.schema('RegisterRequest', registerSchema, 'input'),
    bodyExample: { email: 'ada@example.com', password: 'Str0ng!pass' },
    responses: {
      201: { description: 'Attempt recorded and code sent; the same answer for an address that already has an account', schema: CodeSent },
      400: err('Invalid e-mail or a password that misses a rule'),
      429: err('Too many attempts'),
    },
  });
  api.route({
    method: 'post',
    path: '/auth/verify-otp',
    operationId: 'verifyOtp',
    summary: 'Verify the one-time code',
    description:
      'Verifies the caller\'s own registration attempt (the cookie POST /auth/register set): the account is created with that attempt\'s password, and the address\'s other attempts go. Codes are valid 10 minutes, single use, at most 5 wrong tries. Answers a token like login. Unknown, pending and verified addresses get the same answers.',
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
    description: 'A new code for the caller\'s own registration attempt (the cookie POST /auth/register set); the same answer for every address and client.',
    responses: { 200: { description: 'Sent when the caller has an attempt at this address waiting for verification', schema: CodeSent }, 400: err('Invalid e-mail'), 429: err('Wait before asking again') },
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
    responses: {
      200: { description: 'Signed in', schema: SignIn },
      401: err('Invalid credentials'),
      403: err('EMAIL_NOT_VERIFIED: the password is right but the address is not verified yet (details name verify-otp and resend-otp)'),
      429: err('Too many attempts'),
    },
  });
  api.route({
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Revokes the token sent.',
    tags: ['Authentication'],
    auth: 'bearer',
    responses: { 200: { description: 'Signed out', schema: messageSchema }, 401: err('No or invalid token') },
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

  api.route({
    method: 'post',
    path: '/auth/forgot-password',
    operationId: 'forgotPassword',
    summary: 'Ask for a password reset code',
    description: 'Mails a six-digit reset code to a verified account. Always the same 202 answer, whether the address has an account or not.',
    tags: ['Authentication'],
    body: api.schema('ForgotPasswordRequest', forgotPasswordSchema, 'input'),
    bodyExample: { email: 'ada@example.com' },
    responses: { 202: { description: 'Accepted', schema: CodeSent }, 400: err('Invalid e-mail'), 429: err('Too many requests from this address') },
  });
  api.route({
    method: 'post',
    path: '/auth/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset code',
    description: 'Same code rules as verification. Every sign-in of the account ends, API tokens included.',
    tags: ['Authentication'],
    body: api.schema('ResetPasswordRequest', resetPasswordSchema, 'input'),
    bodyExample: { email: 'ada@example.com', otp: '123456', password: 'N3w!passw0rd' },
    responses: { 200: { description: 'Password reset', schema: passwordResetSchema }, 400: err('Invalid code or a password that misses a rule'), 429: err('Too many attempts') },
  });
  api.route({
    method: 'post',
    path: '/auth/change-password',
    operationId: 'changePassword',
    summary: 'Change the password',
    description: 'Every other sign-in of the account ends; the one making the call stays.',
    tags: ['Authentication'],
    auth: 'bearer',
    body: api.schema('ChangePasswordRequest', changePasswordSchema, 'input'),
    bodyExample: { currentPassword: 'Str0ng!pass', newPassword: 'N3w!passw0rd' },
    responses: {
      200: { description: 'Changed', schema: messageSchema },
      400: err('Wrong current password, or a new password that misses a rule'),
      401: err('No or invalid token'), 403: signInOnly,
      429: err('Too many attempts'),
    },
  });
  api.route({
    method: 'post',
    path: '/auth/logout-all',
    operationId: 'logoutAll',
    summary: 'Sign out everywhere',
    description: 'Ends every sign-in of the account: browser sessions, login tokens and personal API tokens, this one included.',
    tags: ['Authentication'],
    auth: 'bearer',
    responses: { 200: { description: 'Signed out', schema: z.object({ message: z.string(), revoked: z.number().int() }) }, 401: err('No or invalid token'), 403: signInOnly },
  });
  api.route({
    method: 'get',
    path: '/auth/tokens',
    operationId: 'listApiTokens',
    summary: 'Personal API tokens',
    description: 'The live personal tokens of the caller, newest first (never their values).',
    tags: ['Authentication'],
    auth: 'bearer',
    responses: { 200: { description: 'Tokens', schema: z.object({ tokens: z.array(apiTokenInfoSchema) }) }, 401: err('No or invalid token'), 403: signInOnly },
  });
  api.route({
    method: 'post',
    path: '/auth/tokens',
    operationId: 'createApiToken',
    summary: 'Create a personal API token',
    description: `For curl and scripts: send it as Authorization: Bearer <token>. The value is in this answer only. Lifetimes: ${API_TOKEN_LIFETIMES.join(', ')} days.`,
    tags: ['Authentication'],
    auth: 'bearer',
    body: api.schema('CreateApiTokenRequest', createApiTokenSchema, 'input'),
    bodyExample: { name: 'ci script', expiresInDays: 90 },
    responses: {
      201: { description: 'Created', schema: apiTokenInfoSchema.extend({ token: z.string() }) },
      400: err('Invalid name or lifetime'),
      401: err('No or invalid token'), 403: signInOnly,
      409: err('Too many live tokens'),
    },
  });
  api.route({
    method: 'delete',
    path: '/auth/tokens/{id}',
    operationId: 'revokeApiToken',
    summary: 'Revoke a personal API token',
    tags: ['Authentication'],
    pathParams: z.object({ id: z.string().describe('The token id from GET /auth/tokens') }),
    auth: 'bearer',
    responses: { 200: { description: 'Revoked', schema: messageSchema }, 401: err('No or invalid token'), 403: signInOnly, 404: err('Not a live token of the caller') },
  });
  api.route({
    method: 'patch',
    path: '/auth/preferences',
    operationId: 'updatePreferences',
    summary: 'Account preferences',
    tags: ['Authentication'],
    auth: 'bearer',
    body: api.schema('PreferencesRequest', preferencesSchema, 'input'),
    bodyExample: { emailNotifications: false },
    responses: { 200: { description: 'Saved', schema: preferencesSchema }, 400: err('Invalid body'), 401: err('No or invalid token'), 403: signInOnly },
  });
}

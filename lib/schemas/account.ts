// The shapes of the account answers, as zod schemas: the server's return types, the browser's types
// and the OpenAPI document (lib/openapi) all derive from these, and
// tests/api/responses-match-openapi.test.ts holds real answers to them. Client-safe: zod only.
import { z } from 'zod';

const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user, as GET /auth/me and the sign-in answers give it. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  isVerified: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  projectsCount: z.number().int(),
  planType: z.literal('Free'),
  emailNotifications: z.boolean().describe('Security notices by e-mail (password changed, new API token, signed out everywhere); codes are always sent'),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const signInResponseSchema = z.object({
  message: z.string(),
  token: z.string().describe('Bearer token for the Authorization header'),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string().describe('ISO 8601'),
  user: publicUserSchema,
});

/**
 * The answer of the routes that mail a code (register, resend-otp, forgot-password): the same for every
 * address. `resendAfterSeconds` is the server's wait between two codes to one address
 * (OTP_RESEND_COOLDOWN_SECONDS), so a form counts down to when it may ask again.
 */
export const codeSentSchema = z.object({
  message: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number().int().describe('Seconds before another code can be sent to this address'),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** A password set with a reset code; `firstPassword` when it was an invited account's first (its owner signs in for the first time next). */
export const passwordResetSchema = z.object({
  message: z.string(),
  firstPassword: z.boolean().describe("True when the code set an invited account's first password"),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** A personal API token as listed (never its value). */
export const apiTokenInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  lastUsedAt: z.string().nullable().describe('ISO 8601; null until first used'),
  expiresAt: z.string().describe('ISO 8601'),
});
export type ApiTokenInfo = z.infer<typeof apiTokenInfoSchema>;
/** The answer of creating one: the only time its value is shown. */
export type CreatedApiToken = ApiTokenInfo & { token: string };


// Account rules shared by the server (the authority) and the forms (live feedback). No server imports.
import { z } from 'zod';

export const OTP_LENGTH = 6;
/** Validity of a verification code; the verify page counts down from it. */
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes of a password. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /[0-9]/.test(p) },
  { id: 'special', label: `One special character (${PASSWORD_SPECIALS})`, test: (p) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)) },
];

export const PASSWORD_REQUIREMENTS_MESSAGE = 'Please meet all password requirements';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const OTP_INCOMPLETE_MESSAGE = 'Please enter the complete 6-digit code';

function passwordProblems(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((r) => !r.test(password));
}

export function utf8Length(s: string): number {
  return new TextEncoder().encode(s).length;
}

/** Trimmed, lower case: the form every e-mail is stored and compared in. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail address as every form and route takes it: at most 254 characters, stored normalized. */
export const emailSchema = z
  .string({ error: 'email is required' })
  .max(254, 'email must be at most 254 characters')
  .transform(normalizeEmail)
  .pipe(z.email({ error: 'Please enter a valid e-mail address' }));

/** The password of a new account: every rule of the spec, checked on the server too. */
const newPasswordSchema = z
  .string({ error: 'password is required' })
  .refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, `Password must be at most ${PASSWORD_MAX_BYTES} bytes`)
  .superRefine((p, ctx) => {
    const failing = passwordProblems(p);
    if (failing.length) {
      ctx.addIssue({ code: 'custom', message: `${PASSWORD_REQUIREMENTS_MESSAGE}: ${failing.map((r) => r.label.toLowerCase()).join(', ')}` });
    }
  });

export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024, 'password is too long'),
});

const otpSchema = z
  .string({ error: 'otp is required' })
  .trim()
  .regex(/^[0-9]{6}$/, `${OTP_INCOMPLETE_MESSAGE} (digits only)`);

export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });

export const resendOtpSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ email: emailSchema, otp: otpSchema, password: newPasswordSchema });

export const changePasswordSchema = z.object({
  currentPassword: loginSchema.shape.password,
  newPassword: newPasswordSchema,
});

/** Lifetimes a personal API token may be created with, in days. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];
export const API_TOKEN_NAME_MAX = 64;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(API_TOKEN_NAME_MAX, `name must be at most ${API_TOKEN_NAME_MAX} characters`),
  expiresInDays: z
    .union(API_TOKEN_LIFETIMES.map((d) => z.literal(d)), { error: `expiresInDays must be one of ${API_TOKEN_LIFETIMES.join(', ')}` })
    .default(90),
});

export const preferencesSchema = z.object({ emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }) });

/** A return address after sign-in: a path on this site only (never `//host` or a full URL). */
export function safeReturnPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\r\n\t]/.test(value)) return fallback;
  return value;
}

import { z } from 'zod';
import { countVisibleCharacters } from '../visible-characters.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashing cost grows with length; longer inputs are refused before hashing. */
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const PASSWORD_ONLY_INVISIBLE_MESSAGE = 'Password cannot be only spaces or invisible characters';
export const PASSWORD_TOO_FEW_VISIBLE_MESSAGE = `Password must have at least ${PASSWORD_MIN_LENGTH} visible characters (spaces and invisible characters do not count)`;

/**
 * A new password: the length rule, then at least PASSWORD_MIN_LENGTH characters
 * one can see (common/visible-characters.ts), so six spaces, zero-width spaces
 * or braille blanks are refused. Spaces inside a real password stay.
 */
export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .superRefine((password, ctx) => {
    // The length rule already answered; one message per field is enough.
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const visible = countVisibleCharacters(password);
    if (visible >= PASSWORD_MIN_LENGTH) return;
    ctx.addIssue({
      code: 'custom',
      message: visible === 0 ? PASSWORD_ONLY_INVISIBLE_MESSAGE : PASSWORD_TOO_FEW_VISIBLE_MESSAGE,
    });
  });

/** A first or last name; the message names the limit so the owner knows what to shorten. */
export const ZName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const ZSignupRequest = z.object({
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  email: ZEmail,
  password: ZPassword,
  /**
   * The browser's IANA time zone, for reminder mails (docs/product-rules.md#reminders). Never a
   * reason to refuse a signup: one the server does not know is stored as UTC.
   */
  timeZone: z.string().max(200).optional(),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZDemoRequest = z.object({ plan: z.literal('starter') });
export type TDemoRequest = z.input<typeof ZDemoRequest>;

/** 'vet': a partner clinic's staff member (docs/product-rules.md#clinics). */
export const ZRole = z.enum(['user', 'admin', 'vet']);
export type TRole = z.infer<typeof ZRole>;

/** GET /api/auth/user: what the web knows about the signed-in user. */
export const ZUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: ZRole,
  /** 'free' or 'plus_active' / 'plus_canceling'; Plus if it contains 'plus' (docs/product-rules.md#plans-and-quotas). */
  subscriptionStatus: z.string(),
  isTrial: z.boolean(),
  /** The clinic a vet works for; null for owners and admins. */
  partnerId: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * GET /api/auth/session: the web app's session check. A guest is a normal answer here (200 with
 * `user: null`), not an error; GET /api/auth/user keeps SPEC's 401 for API clients
 * (docs/product-rules.md#accounts-and-sessions).
 */
export const ZSession = z.object({ user: ZUser.nullable() });
export type TSession = z.infer<typeof ZSession>;

export const ZAuthResponse = z.object({ user: ZUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZDemoResponse = z.object({ success: z.literal(true), user: ZUser });
export type TDemoResponse = z.infer<typeof ZDemoResponse>;

import { z } from 'zod';
import { ZAuthResponse, ZEmail, ZPassword } from './auth.ts';

/** How long a mailed link works; the mails and the pages say the same. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** A mailed link's token: 256 random bits in base64url (43 characters). */
const ZLinkToken = z
  .string({ error: 'This link is incomplete. Open the link from the email again.' })
  .trim()
  .min(1, 'This link is incomplete. Open the link from the email again.')
  .max(128, 'This link is not valid. Ask for a new one.');

/**
 * The one answer to a reset request, whether or not an account has that
 * address, so the form cannot be used to find out who has an account.
 */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that address, we have sent a link to reset the password. It works for 1 hour.';

/** POST /api/auth/forgot-password */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;
export const ZForgotPasswordResponse = z.object({ message: z.string() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** POST /api/auth/reset-password: sets the new password and signs this browser in. */
export const ZResetPasswordRequest = z.object({ token: ZLinkToken, password: ZPassword });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = ZAuthResponse;
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/** POST /api/auth/confirm-email: the link mailed to the new address makes the change. */
export const ZConfirmEmailRequest = z.object({ token: ZLinkToken });
export type TConfirmEmailRequest = z.input<typeof ZConfirmEmailRequest>;
export const ZConfirmEmailResponse = z.object({ email: z.string() });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

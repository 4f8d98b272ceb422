import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, ZAuthResponse, ZEmail, ZName, ZPassword } from './auth.ts';

const ZCurrentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX_LENGTH, 'That password is not right.');

/** PATCH /api/account/name */
export const ZUpdateNameRequest = z.object({
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
});
export type TUpdateNameRequest = z.input<typeof ZUpdateNameRequest>;
export const ZUpdateNameResponse = ZAuthResponse;
export type TUpdateNameResponse = z.infer<typeof ZUpdateNameResponse>;

/** POST /api/account/password: answers 204; every other session of the member ends. */
export const ZChangePasswordRequest = z.object({
  currentPassword: ZCurrentPassword,
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /api/account/email: mails a confirmation link to the new address; nothing changes yet. */
export const ZChangeEmailRequest = z.object({
  newEmail: ZEmail,
  password: ZCurrentPassword,
});
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;
export const ZChangeEmailResponse = z.object({ pendingEmail: z.string(), message: z.string() });
export type TChangeEmailResponse = z.infer<typeof ZChangeEmailResponse>;

/** POST /api/account/sign-out-everywhere: no body; answers 204 and clears this browser's cookie. */

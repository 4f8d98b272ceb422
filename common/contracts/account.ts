import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';

/** DELETE /api/account: the password confirms it is really the owner (trial accounts have none). */
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

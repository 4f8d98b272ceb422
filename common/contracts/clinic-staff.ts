import { z } from 'zod';
import { ZEmail, ZName, ZPassword } from './auth.ts';
import { ZAdminPartner } from './vet-partners.ts';

/** How long a clinic invite link works; the mail and the welcome page say the same. */
export const CLINIC_INVITE_TTL_DAYS = 7;

/**
 * What became of the invite to a clinic's contact address when an admin approved the clinic
 * (docs/product-rules.md#clinic-accounts). 'sent': a new (or still unaccepted) staff account got the
 * link; 'already_staff': the address already signs in for this clinic; 'account_exists': the address
 * belongs to an owner, an admin or another clinic's staff, and is never turned into this clinic's account.
 */
export const CLINIC_INVITE_OUTCOMES = ['sent', 'already_staff', 'account_exists'] as const;
export const ZClinicInvite = z.object({
  outcome: z.enum(CLINIC_INVITE_OUTCOMES),
  email: z.string(),
  /** A sentence for the admin or the clinic: what happened and what to do next. */
  message: z.string(),
});
export type TClinicInvite = z.infer<typeof ZClinicInvite>;

/** Approve, create and activate answer the partner and, when the clinic was approved then, its invite. */
export const ZApprovedPartner = ZAdminPartner.extend({ invite: ZClinicInvite.optional() });
export type TApprovedPartner = z.infer<typeof ZApprovedPartner>;

/** A mailed invite token: 256 random bits in base64url, as the other mailed links. */
const ZInviteToken = z
  .string({ error: 'This link is incomplete. Open the link from the invite email again.' })
  .trim()
  .min(1, 'This link is incomplete. Open the link from the invite email again.')
  .max(128, 'This invite link is not valid. Ask your clinic or PawSmile for a new one.');

/** POST /api/auth/clinic-invite: sets the name and password, and signs this browser in. */
export const ZAcceptClinicInvite = z.object({
  token: ZInviteToken,
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  password: ZPassword,
});
export type TAcceptClinicInvite = z.input<typeof ZAcceptClinicInvite>;

/** GET /api/auth/clinic-invite?token=…: whether the link opened can still set up an account. */
export const ZClinicInviteStateQuery = z.object({ token: ZInviteToken });
/**
 * Only yes or no: not whether the link was used, expired or replaced, nor whose it is, so a link
 * someone else picks up tells them nothing (docs/product-rules.md#clinic-accounts).
 */
export const ZClinicInviteState = z.object({ usable: z.boolean() });
export type TClinicInviteState = z.infer<typeof ZClinicInviteState>;

export const CLINIC_STAFF_STATUSES = ['invited', 'active'] as const;
export const ZClinicStaffMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** 'invited' until the member sets a password from the invite. */
  status: z.enum(CLINIC_STAFF_STATUSES),
  isYou: z.boolean(),
  createdAt: z.string(),
});
export type TClinicStaffMember = z.infer<typeof ZClinicStaffMember>;

/** GET /api/clinic/staff */
export const ZClinicStaffList = z.object({ clinicName: z.string(), staff: z.array(ZClinicStaffMember) });
export type TClinicStaffList = z.infer<typeof ZClinicStaffList>;

/** POST /api/clinic/staff */
export const ZInviteStaffRequest = z.object({ email: ZEmail });
export type TInviteStaffRequest = z.input<typeof ZInviteStaffRequest>;
export const ZInviteStaffResponse = ZClinicInvite;

/** DELETE /api/clinic/staff/:id */
export const ZStaffParams = z.object({ id: z.string().trim().min(1).max(64) });

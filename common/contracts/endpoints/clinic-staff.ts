import { ZAuthResponse } from '../auth.ts';
import {
  ZAcceptClinicInvite,
  ZClinicInviteState,
  ZClinicInviteStateQuery,
  ZClinicStaffList,
  ZInviteStaffRequest,
  ZInviteStaffResponse,
  ZStaffParams,
} from '../clinic-staff.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A clinic's own team, and the invite link that brings a new member in (docs/product-rules.md#clinic-accounts). */
export const clinicStaffEndpoints = {
  /** The link mailed to new clinic staff: accepting it sets a password and signs this browser in. */
  acceptInvite: defineEndpoint({
    method: 'POST',
    path: '/api/auth/clinic-invite',
    access: 'public',
    body: ZAcceptClinicInvite,
    responses: { 200: ZAuthResponse },
  }),
  /** Asked when the link's page opens, so a used or expired link says so before the form is filled in. */
  inviteState: defineEndpoint({
    method: 'GET',
    path: '/api/auth/clinic-invite',
    access: 'public',
    query: ZClinicInviteStateQuery,
    responses: { 200: ZClinicInviteState },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/clinic/staff',
    access: 'clinic',
    responses: { 200: ZClinicStaffList },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/clinic/staff',
    access: 'clinic',
    body: ZInviteStaffRequest,
    responses: { 200: ZInviteStaffResponse },
  }),
  /** A colleague of the caller's own clinic, never the caller. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/clinic/staff/:id',
    access: 'clinic',
    params: ZStaffParams,
    responses: { 204: null },
  }),
};

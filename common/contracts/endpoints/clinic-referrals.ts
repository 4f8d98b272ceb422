import {
  ZClinicReferralDetail,
  ZClinicReferralList,
  ZClinicReferralListQuery,
  ZClinicStatusChange,
} from '../clinic-referrals.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZReferralParams } from '../referrals.ts';

/** A clinic's referral inbox (docs/product-rules.md#referral-inbox): only referrals routed to the caller's clinic. */
export const clinicReferralEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/clinic/referrals',
    access: 'clinic',
    query: ZClinicReferralListQuery,
    responses: { 200: ZClinicReferralList },
  }),
  /** Includes the scan only when the owner shared it; each such answer is logged as a view of it. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/clinic/referrals/:id',
    access: 'clinic',
    params: ZReferralParams,
    responses: { 200: ZClinicReferralDetail },
  }),
  /** 409 when the referral is no longer in `fromStatus` (a colleague moved it first). */
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/api/clinic/referrals/:id/status',
    access: 'clinic',
    params: ZReferralParams,
    body: ZClinicStatusChange,
    responses: { 200: ZClinicReferralDetail },
  }),
};

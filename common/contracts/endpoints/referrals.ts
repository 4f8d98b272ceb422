import { defineEndpoint } from '../endpoint.ts';
import { ZPageQuery } from '../pagination.ts';
import {
  ZReferralCandidates,
  ZReferralDetail,
  ZReferralParams,
  ZReferralStatusChange,
  ZRouteReferral,
} from '../referrals.ts';
import {
  ZJoinWaitlistRequest,
  ZReferralList,
  ZReferralListQuery,
  ZReferralRequestReceipt,
  ZWaitlistList,
} from '../waitlist.ts';

/**
 * The owner's "ask a vet" request and the admin's routing of it to partner clinics
 * (docs/product-rules.md#vet-referral-requests). A clinic's own inbox is in ./clinic-referrals.ts.
 */
export const referralEndpoints = {
  /**
   * Signed in or not; a scan id must be the caller's. 201 for a new request, 200 with the first one
   * when the same address asks again about the same scan; either says what happens about the
   * confirmation mail. SPEC named it a waitlist.
   */
  request: defineEndpoint({
    method: 'POST',
    path: '/api/vet-referrals',
    access: 'public',
    body: ZJoinWaitlistRequest,
    responses: { 200: ZReferralRequestReceipt, 201: ZReferralRequestReceipt },
    aliases: ['/api/vet-referral-waitlist'],
  }),
  entries: defineEndpoint({
    method: 'GET',
    path: '/api/admin/referrals/entries',
    access: 'admin',
    query: ZPageQuery,
    responses: { 200: ZWaitlistList },
    aliases: ['/api/vet-referral-waitlist'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/referrals',
    access: 'admin',
    query: ZReferralListQuery,
    responses: { 200: ZReferralList },
    aliases: ['/api/referrals'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/referrals/:id',
    access: 'admin',
    params: ZReferralParams,
    responses: { 200: ZReferralDetail },
    aliases: ['/api/referrals/:id'],
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/api/admin/referrals/:id/candidates',
    access: 'admin',
    params: ZReferralParams,
    responses: { 200: ZReferralCandidates },
    aliases: ['/api/referrals/:id/candidates'],
  }),
  route: defineEndpoint({
    method: 'POST',
    path: '/api/admin/referrals/:id/route',
    access: 'admin',
    params: ZReferralParams,
    body: ZRouteReferral,
    responses: { 200: ZReferralDetail },
    aliases: ['/api/referrals/:id/route'],
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/referrals/:id/status',
    access: 'admin',
    params: ZReferralParams,
    body: ZReferralStatusChange,
    responses: { 200: ZReferralDetail },
    aliases: ['/api/referrals/:id/status'],
  }),
};

import { ZApprovedPartner, ZClinicInvite } from '../clinic-staff.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPageQuery } from '../pagination.ts';
import {
  ZAdminPartner,
  ZFinderQuery,
  ZFinderResult,
  ZPartnerDashboard,
  ZPartnerParams,
  ZRejectApplication,
  ZVetPartnerInput,
  ZVetPartnerPatch,
  ZVetRegistration,
  ZVetRegistrationAccepted,
} from '../vet-partners.ts';

/**
 * Partner clinics: a clinic's application and the public finder, then the admin's management
 * (docs/product-rules.md#vet-partners, docs/product-rules.md#vet-finder).
 */
export const vetPartnerEndpoints = {
  /** A clinic applies; an admin reviews it before it is listed. */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/vet-partners/register',
    access: 'public',
    body: ZVetRegistration,
    responses: { 202: ZVetRegistrationAccepted },
  }),
  /** The finder: approved partners only, nearest first when a location is given. */
  find: defineEndpoint({
    method: 'GET',
    path: '/api/vet-partners',
    access: 'public',
    query: ZFinderQuery,
    responses: { 200: ZFinderResult },
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/vet-partners',
    access: 'admin',
    query: ZPageQuery,
    responses: { 200: ZPartnerDashboard },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/vet-partners',
    access: 'admin',
    body: ZVetPartnerInput,
    responses: { 201: ZApprovedPartner },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/vet-partners/:id',
    access: 'admin',
    params: ZPartnerParams,
    body: ZVetPartnerPatch,
    responses: { 200: ZApprovedPartner },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/vet-partners/:id',
    access: 'admin',
    params: ZPartnerParams,
    responses: { 204: null },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/vet-partners/:id/approve',
    access: 'admin',
    params: ZPartnerParams,
    responses: { 200: ZApprovedPartner },
  }),
  /** A new staff invite to the clinic's contact address (docs/product-rules.md#clinic-accounts). */
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/vet-partners/:id/invite',
    access: 'admin',
    params: ZPartnerParams,
    responses: { 200: ZClinicInvite },
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/vet-partners/:id/reject',
    access: 'admin',
    params: ZPartnerParams,
    body: ZRejectApplication,
    responses: { 200: ZAdminPartner },
  }),
};

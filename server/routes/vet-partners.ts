import { ZApprovedPartner, ZClinicInvite } from '#common/contracts/clinic-staff.ts';
import { ZPageQuery } from '#common/contracts/pagination.ts';
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
} from '#common/contracts/vet-partners.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { createPartner } from '#server/services/vet-partners/create-partner.ts';
import { deletePartner } from '#server/services/vet-partners/delete-partner.ts';
import { findPartners } from '#server/services/vet-partners/find-partners.ts';
import { getPartnerDashboard } from '#server/services/vet-partners/get-partner-dashboard.ts';
import { REVIEW_BUSINESS_DAYS } from '#server/services/vet-partners/partner-mail.ts';
import { registerPartner } from '#server/services/vet-partners/register-partner.ts';
import { reviewApplication } from '#server/services/vet-partners/review-application.ts';
import { sendClinicInvite } from '#server/services/vet-partners/send-clinic-invite.ts';
import { updatePartner } from '#server/services/vet-partners/update-partner.ts';

const FINDER_PER_MINUTE = 60;

export async function vetPartnerRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const geocoding = { geocoderUrl: config.geocoderUrl };

  app.post(
    '/api/vet-partners/register',
    {
      config: { rateLimit: { max: config.rateLimits.vetRegistrationsPerHour, timeWindow: '1 hour' } },
      schema: { body: ZVetRegistration, response: { 202: ZVetRegistrationAccepted } },
    },
    async (request, reply) => {
      await registerPartner({
        db,
        input: request.body,
        adminNotify: config.mail.adminNotify,
        log: request.log,
        ...geocoding,
      });
      return reply.status(202).send({
        received: true,
        message: `Thank you! We will review your application and contact you within ${REVIEW_BUSINESS_DAYS} business days.`,
      });
    },
  );

  app.get(
    '/api/vet-partners',
    {
      config: { rateLimit: { max: FINDER_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { querystring: ZFinderQuery, response: { 200: ZFinderResult } },
    },
    async (request) => {
      const { lat, lng, radius } = request.query;
      return findPartners({
        db,
        origin: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
        radius,
        unit: config.distanceUnit,
      });
    },
  );
}

/** Partner clinics as the admin manages them; registered in the admins' group (server/app.ts). */
export async function vetPartnerAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const geocoding = { geocoderUrl: config.geocoderUrl };

  app.get(
    '/api/admin/vet-partners',
    { schema: { querystring: ZPageQuery, response: { 200: ZPartnerDashboard } } },
    async (request) => getPartnerDashboard({ db, user: request.user, page: request.query }),
  );

  app.post(
    '/api/vet-partners',
    { schema: { body: ZVetPartnerInput, response: { 201: ZApprovedPartner } } },
    async (request, reply) => {
      const partner = await createPartner({
        db,
        user: request.user,
        input: request.body,
        appUrl: publicBaseUrl(request, config),
        log: request.log,
        ...geocoding,
      });
      return reply.status(201).send(partner);
    },
  );

  app.patch(
    '/api/vet-partners/:id',
    {
      schema: { params: ZPartnerParams, body: ZVetPartnerPatch, response: { 200: ZApprovedPartner } },
    },
    async (request) =>
      updatePartner({
        db,
        user: request.user,
        partnerId: request.params.id,
        patch: request.body,
        appUrl: publicBaseUrl(request, config),
        log: request.log,
        ...geocoding,
      }),
  );

  app.delete('/api/vet-partners/:id', { schema: { params: ZPartnerParams } }, async (request, reply) => {
    await deletePartner({
      db,
      payments: deps.payments,
      clock: deps.clock,
      log: request.log,
      user: request.user,
      partnerId: request.params.id,
    });
    return reply.status(204).send();
  });

  app.post(
    '/api/vet-partners/:id/approve',
    { schema: { params: ZPartnerParams, response: { 200: ZApprovedPartner } } },
    async (request) =>
      reviewApplication({
        db,
        user: request.user,
        partnerId: request.params.id,
        decision: { kind: 'approve' },
        appUrl: publicBaseUrl(request, config),
      }),
  );

  app.post(
    '/api/vet-partners/:id/invite',
    { schema: { params: ZPartnerParams, response: { 200: ZClinicInvite } } },
    async (request) =>
      sendClinicInvite({
        db,
        user: request.user,
        partnerId: request.params.id,
        appUrl: publicBaseUrl(request, config),
      }),
  );

  app.post(
    '/api/vet-partners/:id/reject',
    {
      schema: { params: ZPartnerParams, body: ZRejectApplication, response: { 200: ZAdminPartner } },
    },
    async (request) =>
      reviewApplication({
        db,
        user: request.user,
        partnerId: request.params.id,
        decision: { kind: 'reject', reason: request.body.reason },
        appUrl: publicBaseUrl(request, config),
      }),
  );
}

import { vetPartnerEndpoints as vetPartners } from '#common/contracts/endpoints/vet-partners.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
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

/** Handlers of common/contracts/endpoints/vet-partners.ts open to anyone: applying, and the finder. */
export async function vetPartnerRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const geocoding = { geocoderUrl: config.geocoderUrl };

  serve(
    app,
    deps,
    vetPartners.register,
    async (request, reply) => {
      await registerPartner({
        db,
        input: request.body,
        adminNotify: config.mail.adminNotify,
        appUrl: config.appUrl,
        log: request.log,
        ...geocoding,
      });
      return reply.status(202).send({
        received: true,
        message: `Thank you! We will review your application and contact you within ${REVIEW_BUSINESS_DAYS} business days.`,
      });
    },
    { config: { rateLimit: { max: config.rateLimits.vetRegistrationsPerHour, timeWindow: '1 hour' } } },
  );

  serve(
    app,
    deps,
    vetPartners.find,
    async (request) => {
      const { lat, lng, radius } = request.query;
      return findPartners({
        db,
        origin: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
        radius,
        unit: config.distanceUnit,
      });
    },
    { config: { rateLimit: { max: FINDER_PER_MINUTE, timeWindow: '1 minute' } } },
  );
  await vetPartnerAdminRoutes(app, deps);
}

/** Handlers of common/contracts/endpoints/vet-partners.ts for the admin: managing partner clinics. */
async function vetPartnerAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const geocoding = { geocoderUrl: config.geocoderUrl };

  serve(app, deps, vetPartners.dashboard, async (request) =>
    getPartnerDashboard({ db, user: request.user, page: request.query }),
  );

  serve(app, deps, vetPartners.create, async (request, reply) => {
    const partner = await createPartner({
      db,
      user: request.user,
      input: request.body,
      appUrl: publicBaseUrl(request, config),
      log: request.log,
      ...geocoding,
    });
    return reply.status(201).send(partner);
  });

  serve(app, deps, vetPartners.update, async (request) =>
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

  serve(app, deps, vetPartners.remove, async (request, reply) => {
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

  serve(app, deps, vetPartners.approve, async (request) =>
    reviewApplication({
      db,
      user: request.user,
      partnerId: request.params.id,
      decision: { kind: 'approve' },
      appUrl: publicBaseUrl(request, config),
    }),
  );

  serve(app, deps, vetPartners.invite, async (request) =>
    sendClinicInvite({
      db,
      user: request.user,
      partnerId: request.params.id,
      appUrl: publicBaseUrl(request, config),
    }),
  );

  serve(app, deps, vetPartners.reject, async (request) =>
    reviewApplication({
      db,
      user: request.user,
      partnerId: request.params.id,
      decision: { kind: 'reject', reason: request.body.reason },
      appUrl: publicBaseUrl(request, config),
    }),
  );
}

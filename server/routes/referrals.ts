import { referralEndpoints as referrals } from '#common/contracts/endpoints/referrals.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { scanViewerOf } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { changeReferralStatus } from '#server/services/referrals/change-referral-status.ts';
import { getReferralDetail } from '#server/services/referrals/get-referral-detail.ts';
import { listReferralCandidates } from '#server/services/referrals/list-referral-candidates.ts';
import { listReferralEntries, listReferrals } from '#server/services/referrals/list-referrals.ts';
import { requestReferral } from '#server/services/referrals/request-referral.ts';
import { routeReferral } from '#server/services/referrals/route-referral.ts';

/** The owner's "ask a vet" request (docs/product-rules.md#vet-referral-requests). */
export async function referralRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const joinLimit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  serve(
    app,
    deps,
    referrals.request,
    async (request, reply) => {
      const { entry, isNew } = await requestReferral({
        db,
        input: request.body,
        viewer: scanViewerOf(request),
        adminNotify: config.mail.adminNotify,
        appUrl: config.appUrl,
      });
      return reply.status(isNew ? 201 : 200).send(entry);
    },
    { config: joinLimit },
  );
  await referralAdminRoutes(app, deps);
}

/**
 * The referrals an admin routes to partner clinics and moves along. Each lives under
 * /api/admin/referrals; SPEC's older URLs are the table's aliases.
 */
async function referralAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  serve(app, deps, referrals.entries, async (request) =>
    listReferralEntries({ db, user: request.user, page: request.query }),
  );

  serve(app, deps, referrals.list, async (request) =>
    listReferrals({ db, user: request.user, page: request.query }),
  );

  serve(app, deps, referrals.get, async (request) =>
    getReferralDetail({ db, user: request.user, referralId: request.params.id }),
  );

  serve(app, deps, referrals.candidates, async (request) =>
    listReferralCandidates({
      db,
      user: request.user,
      referralId: request.params.id,
      unit: config.distanceUnit,
      geocoderUrl: config.geocoderUrl,
      log: request.log,
    }),
  );

  serve(app, deps, referrals.route, async (request) =>
    routeReferral({
      db,
      user: request.user,
      referralId: request.params.id,
      partnerId: request.body.partnerId,
      appUrl: publicBaseUrl(request, config),
    }),
  );

  serve(app, deps, referrals.changeStatus, async (request) =>
    changeReferralStatus({
      db,
      user: request.user,
      referralId: request.params.id,
      status: request.body.status,
      fromStatus: request.body.fromStatus,
      note: request.body.note,
    }),
  );
}

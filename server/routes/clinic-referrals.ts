import { clinicReferralEndpoints as inbox } from '#common/contracts/endpoints/clinic-referrals.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireClinicStaff } from '#server/plugins/endpoint-guards.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { changeClinicReferralStatus } from '#server/services/referrals/change-clinic-referral-status.ts';
import { getClinicReferral } from '#server/services/referrals/get-clinic-referral.ts';
import { listClinicReferrals } from '#server/services/referrals/list-clinic-referrals.ts';

/**
 * A clinic's referral inbox (docs/product-rules.md#referral-inbox). The `clinic` guard finds the
 * caller's clinic; every service scopes each id to it.
 */
export async function clinicReferralRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, deps, inbox.list, async (request) =>
    listClinicReferrals({ db, staff: requireClinicStaff(request), query: request.query, now: deps.clock() }),
  );

  serve(app, deps, inbox.get, async (request) =>
    getClinicReferral({
      db,
      staff: requireClinicStaff(request),
      referralId: request.params.id,
      now: deps.clock(),
    }),
  );

  serve(app, deps, inbox.changeStatus, async (request) =>
    changeClinicReferralStatus({
      db,
      staff: requireClinicStaff(request),
      referralId: request.params.id,
      status: request.body.status,
      fromStatus: request.body.fromStatus,
      reason: request.body.reason,
      now: deps.clock(),
      adminNotify: deps.config.mail.adminNotify,
      appUrl: deps.config.appUrl,
    }),
  );
}

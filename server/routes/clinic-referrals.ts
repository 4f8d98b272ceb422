import {
  ZClinicReferralDetail,
  ZClinicReferralList,
  ZClinicReferralListQuery,
  ZClinicStatusChange,
} from '#common/contracts/clinic-referrals.ts';
import { ZReferralParams } from '#common/contracts/referrals.ts';
import type { AppDeps } from '#server/deps.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { changeClinicReferralStatus } from '#server/services/referrals/change-clinic-referral-status.ts';
import { getClinicReferral } from '#server/services/referrals/get-clinic-referral.ts';
import { listClinicReferrals } from '#server/services/referrals/list-clinic-referrals.ts';

/**
 * A clinic's referral inbox (docs/product-rules.md#referral-inbox); registered in the signed-in
 * group (server/app.ts). Every service checks the caller is staff of an open clinic and scopes each
 * id to that clinic.
 */
export async function clinicReferralRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/api/clinic/referrals',
    { schema: { querystring: ZClinicReferralListQuery, response: { 200: ZClinicReferralList } } },
    async (request) =>
      listClinicReferrals({ db, user: request.user, query: request.query, now: deps.clock() }),
  );

  app.get(
    '/api/clinic/referrals/:id',
    { schema: { params: ZReferralParams, response: { 200: ZClinicReferralDetail } } },
    async (request) =>
      getClinicReferral({ db, user: request.user, referralId: request.params.id, now: deps.clock() }),
  );

  app.post(
    '/api/clinic/referrals/:id/status',
    {
      schema: {
        params: ZReferralParams,
        body: ZClinicStatusChange,
        response: { 200: ZClinicReferralDetail },
      },
    },
    async (request) =>
      changeClinicReferralStatus({
        db,
        user: request.user,
        referralId: request.params.id,
        status: request.body.status,
        fromStatus: request.body.fromStatus,
        reason: request.body.reason,
        now: deps.clock(),
      }),
  );
}

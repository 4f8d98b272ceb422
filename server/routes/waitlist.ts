import { ZPageQuery } from '#common/contracts/pagination.ts';
import {
  ZReferralCandidates,
  ZReferralDetail,
  ZReferralParams,
  ZReferralStatusChange,
  ZRouteReferral,
} from '#common/contracts/referrals.ts';
import {
  ZJoinWaitlistRequest,
  ZReferralList,
  ZReferralListQuery,
  ZWaitlistEntry,
  ZWaitlistList,
} from '#common/contracts/waitlist.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { scanViewerOf } from '#server/plugins/auth-context.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { changeReferralStatus } from '#server/services/referrals/change-referral-status.ts';
import { getReferralDetail } from '#server/services/referrals/get-referral-detail.ts';
import { listReferralCandidates } from '#server/services/referrals/list-referral-candidates.ts';
import { listReferralEntries, listReferrals } from '#server/services/referrals/list-referrals.ts';
import { requestReferral } from '#server/services/referrals/request-referral.ts';
import { routeReferral } from '#server/services/referrals/route-referral.ts';

export async function waitlistRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const joinLimit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/vet-referral-waitlist',
    {
      config: joinLimit,
      schema: { body: ZJoinWaitlistRequest, response: { 200: ZWaitlistEntry, 201: ZWaitlistEntry } },
    },
    async (request, reply) => {
      const { entry, isNew } = await requestReferral({
        db,
        input: request.body,
        viewer: scanViewerOf(request),
        adminNotify: config.mail.adminNotify,
      });
      return reply.status(isNew ? 201 : 200).send(entry);
    },
  );
}

/** The waitlist and the referrals an admin routes to partner clinics; registered in the admins' group (server/app.ts). */
export async function waitlistAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.get(
    '/api/vet-referral-waitlist',
    { schema: { querystring: ZPageQuery, response: { 200: ZWaitlistList } } },
    async (request) => listReferralEntries({ db, user: request.user, page: request.query }),
  );

  app.get(
    '/api/referrals',
    {
      schema: { querystring: ZReferralListQuery, response: { 200: ZReferralList } },
    },
    async (request) => listReferrals({ db, user: request.user, page: request.query }),
  );

  app.get(
    '/api/referrals/:id',
    { schema: { params: ZReferralParams, response: { 200: ZReferralDetail } } },
    async (request) => getReferralDetail({ db, user: request.user, referralId: request.params.id }),
  );

  app.get(
    '/api/referrals/:id/candidates',
    { schema: { params: ZReferralParams, response: { 200: ZReferralCandidates } } },
    async (request) =>
      listReferralCandidates({
        db,
        user: request.user,
        referralId: request.params.id,
        unit: config.distanceUnit,
        geocoderUrl: config.geocoderUrl,
        log: request.log,
      }),
  );

  app.post(
    '/api/referrals/:id/route',
    {
      schema: { params: ZReferralParams, body: ZRouteReferral, response: { 200: ZReferralDetail } },
    },
    async (request) =>
      routeReferral({
        db,
        user: request.user,
        referralId: request.params.id,
        partnerId: request.body.partnerId,
        appUrl: publicBaseUrl(request, config),
      }),
  );

  app.post(
    '/api/referrals/:id/status',
    {
      schema: { params: ZReferralParams, body: ZReferralStatusChange, response: { 200: ZReferralDetail } },
    },
    async (request) =>
      changeReferralStatus({
        db,
        user: request.user,
        referralId: request.params.id,
        status: request.body.status,
        note: request.body.note,
      }),
  );
}

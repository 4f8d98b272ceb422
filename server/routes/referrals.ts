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

/** The owner's "ask a vet" request, under SPEC's URL (docs/product-rules.md#vet-referral-requests). */
export async function referralRequestRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
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

/**
 * Each admin URL lives under /api/admin/referrals; the URLs it had before (SPEC's
 * /api/vet-referral-waitlist and /api/referrals, and /api/referrals/:id/...) answer the same.
 */
const ADMIN_URLS = {
  entries: ['/api/admin/referrals/entries', '/api/vet-referral-waitlist'],
  list: ['/api/admin/referrals', '/api/referrals'],
  detail: ['/api/admin/referrals/:id', '/api/referrals/:id'],
  candidates: ['/api/admin/referrals/:id/candidates', '/api/referrals/:id/candidates'],
  route: ['/api/admin/referrals/:id/route', '/api/referrals/:id/route'],
  status: ['/api/admin/referrals/:id/status', '/api/referrals/:id/status'],
} as const;

/** The referrals an admin routes to partner clinics and moves along; registered in the admins' group (server/app.ts). */
export async function referralAdminRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  for (const url of ADMIN_URLS.entries) {
    app.get(url, { schema: { querystring: ZPageQuery, response: { 200: ZWaitlistList } } }, async (request) =>
      listReferralEntries({ db, user: request.user, page: request.query }),
    );
  }

  for (const url of ADMIN_URLS.list) {
    app.get(
      url,
      { schema: { querystring: ZReferralListQuery, response: { 200: ZReferralList } } },
      async (request) => listReferrals({ db, user: request.user, page: request.query }),
    );
  }

  for (const url of ADMIN_URLS.detail) {
    app.get(
      url,
      { schema: { params: ZReferralParams, response: { 200: ZReferralDetail } } },
      async (request) => getReferralDetail({ db, user: request.user, referralId: request.params.id }),
    );
  }

  for (const url of ADMIN_URLS.candidates) {
    app.get(
      url,
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
  }

  for (const url of ADMIN_URLS.route) {
    app.post(
      url,
      { schema: { params: ZReferralParams, body: ZRouteReferral, response: { 200: ZReferralDetail } } },
      async (request) =>
        routeReferral({
          db,
          user: request.user,
          referralId: request.params.id,
          partnerId: request.body.partnerId,
          appUrl: publicBaseUrl(request, config),
        }),
    );
  }

  for (const url of ADMIN_URLS.status) {
    app.post(
      url,
      {
        schema: { params: ZReferralParams, body: ZReferralStatusChange, response: { 200: ZReferralDetail } },
      },
      async (request) =>
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
}

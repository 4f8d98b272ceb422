import {
  WAITLIST_LIST_LIMIT,
  ZJoinWaitlistRequest,
  ZReferralList,
  ZReferralListQuery,
  ZWaitlistEntry,
  ZWaitlistList,
} from '#common/contracts/waitlist.ts';
import type { AppDeps } from '#server/deps.ts';
import { scanViewerOf } from '#server/plugins/auth-context.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { joinWaitlist } from '#server/services/waitlist/join-waitlist.ts';
import { listReferrals, listWaitlist } from '#server/services/waitlist/list-waitlist.ts';

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
      const { entry, isNew } = await joinWaitlist({
        db,
        input: request.body,
        viewer: scanViewerOf(request),
        adminNotify: config.mail.adminNotify,
      });
      return reply.status(isNew ? 201 : 200).send(entry);
    },
  );

  app.get('/api/vet-referral-waitlist', { schema: { response: { 200: ZWaitlistList } } }, async (request) =>
    listWaitlist({ db, user: request.user, limit: WAITLIST_LIST_LIMIT }),
  );

  app.get(
    '/api/referrals',
    { schema: { querystring: ZReferralListQuery, response: { 200: ZReferralList } } },
    async (request) => listReferrals({ db, user: request.user, limit: request.query.limit }),
  );
}

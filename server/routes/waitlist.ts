import type { FastifyInstance } from 'fastify';
import { ZJoinWaitlistRequest } from '#common/contracts/waitlist.ts';
import type { AppDeps } from '#server/deps.ts';
import { parseInput } from '#server/errors.ts';
import { readGuestId } from '#server/plugins/auth-context.ts';
import { joinWaitlist } from '#server/services/waitlist/join-waitlist.ts';
import { listReferrals, listWaitlist } from '#server/services/waitlist/list-waitlist.ts';

const ADMIN_LIST_LIMIT = 500;
const RECENT_REFERRALS = 10;

export async function waitlistRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const joinLimit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.post('/api/vet-referral-waitlist', { config: joinLimit }, async (request, reply) => {
    const input = parseInput(ZJoinWaitlistRequest, request.body);
    const { entry, isNew } = await joinWaitlist({
      db,
      input,
      user: request.user,
      guestId: readGuestId(request),
      adminNotify: config.mail.adminNotify,
    });
    return reply.status(isNew ? 201 : 200).send(entry);
  });

  app.get('/api/vet-referral-waitlist', async (request) =>
    listWaitlist({ db, user: request.user, limit: ADMIN_LIST_LIMIT }),
  );

  app.get<{ Querystring: { limit?: string } }>('/api/referrals', async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit) || RECENT_REFERRALS, 1), ADMIN_LIST_LIMIT);
    return listReferrals({ db, user: request.user, limit });
  });
}

import type { FastifyRequest } from 'fastify';
import { ZAuthResponse } from '#common/contracts/auth.ts';
import {
  ZAcceptClinicInvite,
  ZClinicStaffList,
  ZInviteStaffRequest,
  ZInviteStaffResponse,
  ZStaffParams,
} from '#common/contracts/clinic-staff.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { startSession } from '#server/plugins/auth-context.ts';
import { trustThisBrowser } from '#server/plugins/trusted-device-cookie.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';
import { acceptClinicInvite } from '#server/services/clinics/accept-clinic-invite.ts';
import { inviteClinicStaff } from '#server/services/clinics/invite-clinic-staff.ts';
import { listClinicStaff } from '#server/services/clinics/list-clinic-staff.ts';
import { removeClinicStaff } from '#server/services/clinics/remove-clinic-staff.ts';

/** Invites a clinic may send per hour: enough for a team, too few to flood strangers' inboxes. */
const INVITES_PER_HOUR = 30;
/**
 * Counted per clinic, not per address: each invite keeps its address from signing up
 * as an owner, so more addresses must not buy a clinic more invites.
 */
const perClinic = (request: FastifyRequest) =>
  request.user?.partner_id ? `clinic:${request.user.partner_id}` : request.ip;

/** POST /api/auth/clinic-invite: the link mailed to new clinic staff (docs/product-rules.md#clinic-accounts). */
export async function clinicInviteRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  app.post(
    '/api/auth/clinic-invite',
    {
      config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } },
      schema: { body: ZAcceptClinicInvite, response: { 200: ZAuthResponse } },
    },
    async (request, reply) => {
      const user = await acceptClinicInvite({ db, input: request.body });
      await startSession(reply, deps, user.id, request.sessionId);
      trustThisBrowser(request, reply, { config, userId: user.id, now: deps.clock() });
      return { user: toPublicUser(user) };
    },
  );
}

/** The clinic's own team; registered among the signed-in routes, each service checks the clinic. */
export async function clinicStaffRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.get('/api/clinic/staff', { schema: { response: { 200: ZClinicStaffList } } }, async (request) =>
    listClinicStaff({ db, user: request.user }),
  );

  app.post(
    '/api/clinic/staff',
    {
      config: { rateLimit: { max: INVITES_PER_HOUR, timeWindow: '1 hour', keyGenerator: perClinic } },
      schema: { body: ZInviteStaffRequest, response: { 200: ZInviteStaffResponse } },
    },
    async (request) =>
      inviteClinicStaff({
        db,
        user: request.user,
        email: request.body.email,
        appUrl: publicBaseUrl(request, config),
      }),
  );

  app.delete('/api/clinic/staff/:id', { schema: { params: ZStaffParams } }, async (request, reply) => {
    await removeClinicStaff({
      db,
      payments: deps.payments,
      clock: deps.clock,
      log: request.log,
      user: request.user,
      staffId: request.params.id,
    });
    return reply.status(204).send();
  });
}

import type { FastifyRequest } from 'fastify';
import { clinicStaffEndpoints as staff } from '#common/contracts/endpoints/clinic-staff.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { startSession } from '#server/plugins/auth-context.ts';
import { requireClinicStaff } from '#server/plugins/endpoint-guards.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import { trustThisBrowser } from '#server/plugins/trusted-device-cookie.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';
import { acceptClinicInvite } from '#server/services/clinics/accept-clinic-invite.ts';
import { clinicInviteState } from '#server/services/clinics/clinic-invite-state.ts';
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

/** The link mailed to new clinic staff (docs/product-rules.md#clinic-accounts). */
async function clinicInviteRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const perMinute = {
    config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } },
  };
  serve(
    app,
    deps,
    staff.inviteState,
    async (request) => clinicInviteState({ db, token: request.query.token }),
    perMinute,
  );
  serve(
    app,
    deps,
    staff.acceptInvite,
    async (request, reply) => {
      const user = await acceptClinicInvite({ db, input: request.body });
      await startSession(reply, deps, user.id, request.sessionId);
      trustThisBrowser(request, reply, { config, userId: user.id, now: deps.clock() });
      return { user: toPublicUser(user) };
    },
    perMinute,
  );
}

/** The clinic's own team; the `clinic` guard finds the caller's clinic, which each service acts on. */
export async function clinicStaffRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  serve(app, deps, staff.list, async (request) =>
    listClinicStaff({ db, staff: requireClinicStaff(request) }),
  );

  serve(
    app,
    deps,
    staff.invite,
    async (request) =>
      inviteClinicStaff({
        db,
        staff: requireClinicStaff(request),
        email: request.body.email,
        appUrl: publicBaseUrl(request, config),
      }),
    { config: { rateLimit: { max: INVITES_PER_HOUR, timeWindow: '1 hour', keyGenerator: perClinic } } },
  );

  serve(app, deps, staff.remove, async (request, reply) => {
    await removeClinicStaff({
      db,
      payments: deps.payments,
      clock: deps.clock,
      log: request.log,
      staff: requireClinicStaff(request),
      staffId: request.params.id,
    });
    return reply.status(204).send();
  });
  await clinicInviteRoutes(app, deps);
}

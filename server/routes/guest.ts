import { guestEndpoints as guest } from '#common/contracts/endpoints/guest.ts';
import type { AppDeps } from '#server/deps.ts';
import { readGuestId } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { hashIp } from '#server/services/scans/hash-ip.ts';
import { listGuestScans } from '#server/services/scans/list-guest-scans.ts';

/** Handlers of common/contracts/endpoints/guest.ts. */
export async function guestRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  // Reads the guest cookie only: a visitor without one has no scans, and none is issued here.
  serve(app, deps, guest.scans, async (request, reply) => {
    const answer = await listGuestScans({
      db: deps.db,
      guestId: readGuestId(request),
      // The same network key and daily limit as the upload's backstop (create-scan.ts).
      ipHash: hashIp({ ip: request.ip, secret: deps.config.sessionSecret }),
      guestScansPerIpPerDay: deps.config.rateLimits.guestScansPerIpPerDay,
      now: new Date(),
    });
    return reply.header('cache-control', 'no-store').send(answer);
  });
}

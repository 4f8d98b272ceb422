import { accountEndpoints as account } from '#common/contracts/endpoints/account.ts';
import type { AppDeps } from '#server/deps.ts';
import { clearSessionCookie, requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { deleteAccount } from '#server/services/account/delete-account.ts';

/** Erasing the account (common/contracts/endpoints/account.ts). */
export async function accountRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const limit = { rateLimit: { max: deps.config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  serve(
    app,
    deps,
    account.remove,
    async (request, reply) => {
      await deleteAccount({
        db: deps.db,
        storage: deps.storage,
        payments: deps.payments,
        clock: deps.clock,
        user: requireUser(request),
        password: request.body.password,
        log: request.log,
      });
      clearSessionCookie(reply, deps.config);
      return reply.status(204).send();
    },
    { config: limit },
  );
}

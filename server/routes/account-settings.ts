import type { FastifyRequest } from 'fastify';
import { accountEndpoints as account } from '#common/contracts/endpoints/account.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { clearSessionCookie, requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { changePassword } from '#server/services/account/change-password.ts';
import { requestEmailChange } from '#server/services/account/request-email-change.ts';
import { signOutEverywhere } from '#server/services/account/sign-out-everywhere.ts';
import { updateName } from '#server/services/account/update-name.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';

/** The signed-in member's own settings: name, password, e-mail, sessions (common/contracts/endpoints/account.ts). */
export async function accountSettingsRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } } };
  const appUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  serve(
    app,
    deps,
    account.updateName,
    async (request) => {
      const updated = await updateName({ db, user: requireUser(request), ...request.body });
      return { user: toPublicUser(updated) };
    },
    limit,
  );

  serve(
    app,
    deps,
    account.changePassword,
    async (request, reply) => {
      await changePassword({
        db,
        user: requireUser(request),
        sessionId: request.sessionId!,
        ...request.body,
        appUrl: appUrl(request),
      });
      return reply.status(204).send();
    },
    limit,
  );

  serve(
    app,
    deps,
    account.changeEmail,
    async (request, reply) => {
      const { newEmail, password } = request.body;
      await requestEmailChange({
        db,
        user: requireUser(request),
        password,
        newEmail,
        appUrl: appUrl(request),
      });
      return reply.status(202).send({
        pendingEmail: newEmail,
        message: `We have sent a confirmation link to ${newEmail}. Your email changes when you open it.`,
      });
    },
    limit,
  );

  serve(
    app,
    deps,
    account.signOutEverywhere,
    async (request, reply) => {
      await signOutEverywhere({ db, user: requireUser(request) });
      clearSessionCookie(reply, config);
      return reply.header('cache-control', 'no-store').status(204).send();
    },
    limit,
  );
}

import type { FastifyRequest } from 'fastify';
import { FORGOT_PASSWORD_MESSAGE } from '#common/contracts/auth-links.ts';
import { authLinkEndpoints as authLinks } from '#common/contracts/endpoints/auth-links.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { startSession } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import { trustThisBrowser } from '#server/plugins/trusted-device-cookie.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { confirmEmailChange } from '#server/services/account/confirm-email-change.ts';
import { requestPasswordReset } from '#server/services/auth/request-password-reset.ts';
import { resetPassword } from '#server/services/auth/reset-password.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';

/** Handlers of common/contracts/endpoints/auth-links.ts: password reset and e-mail confirmation. */
export async function authLinkRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } } };
  const appUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  serve(
    app,
    deps,
    authLinks.forgotPassword,
    async (request, reply) => {
      await requestPasswordReset({ db, email: request.body.email, appUrl: appUrl(request) });
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
    limit,
  );

  serve(
    app,
    deps,
    authLinks.resetPassword,
    async (request, reply) => {
      const user = await resetPassword({ db, ...request.body });
      await startSession(reply, deps, user.id, request.sessionId);
      trustThisBrowser(request, reply, { config, userId: user.id, now: deps.clock() });
      return { user: toPublicUser(user) };
    },
    limit,
  );

  serve(
    app,
    deps,
    authLinks.confirmEmail,
    async (request) => confirmEmailChange({ db, token: request.body.token }),
    limit,
  );
}

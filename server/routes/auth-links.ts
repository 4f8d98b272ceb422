import type { FastifyRequest } from 'fastify';
import {
  FORGOT_PASSWORD_MESSAGE,
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '#common/contracts/auth-links.ts';
import type { AppDeps } from '#server/deps.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { startSession } from '#server/plugins/auth-context.ts';
import { trustThisBrowser } from '#server/plugins/trusted-device-cookie.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { confirmEmailChange } from '#server/services/account/confirm-email-change.ts';
import { requestPasswordReset } from '#server/services/auth/request-password-reset.ts';
import { resetPassword } from '#server/services/auth/reset-password.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';

/** The endpoints behind links mailed to the owner: password reset and e-mail confirmation. */
export async function authLinkRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
  const appUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  app.post(
    '/api/auth/forgot-password',
    { config: limit, schema: { body: ZForgotPasswordRequest, response: { 202: ZForgotPasswordResponse } } },
    async (request, reply) => {
      await requestPasswordReset({ db, email: request.body.email, appUrl: appUrl(request) });
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: limit, schema: { body: ZResetPasswordRequest, response: { 200: ZResetPasswordResponse } } },
    async (request, reply) => {
      const user = await resetPassword({ db, ...request.body });
      await startSession(reply, deps, user.id, request.sessionId);
      trustThisBrowser(request, reply, { config, userId: user.id, now: deps.clock() });
      return { user: toPublicUser(user) };
    },
  );

  app.post(
    '/api/auth/confirm-email',
    { config: limit, schema: { body: ZConfirmEmailRequest, response: { 200: ZConfirmEmailResponse } } },
    async (request) => confirmEmailChange({ db, token: request.body.token }),
  );
}

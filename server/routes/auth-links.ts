import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FORGOT_PASSWORD_MESSAGE,
  type TConfirmEmailResponse,
  type TForgotPasswordResponse,
  type TResetPasswordResponse,
  ZConfirmEmailRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
} from '#common/contracts/auth-links.ts';
import type { AppDeps } from '#server/deps.ts';
import { parseInput } from '#server/errors.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { startSession } from '#server/plugins/auth-context.ts';
import { confirmEmailChange } from '#server/services/account/confirm-email-change.ts';
import { requestPasswordReset } from '#server/services/auth/request-password-reset.ts';
import { resetPassword } from '#server/services/auth/reset-password.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';

/** The endpoints behind links mailed to the owner: password reset and e-mail confirmation. */
export async function authLinkRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
  const appUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  app.post('/api/auth/forgot-password', { config: limit }, async (request, reply) => {
    const input = parseInput(ZForgotPasswordRequest, request.body);
    await requestPasswordReset({ db, email: input.email, appUrl: appUrl(request) });
    const body: TForgotPasswordResponse = { message: FORGOT_PASSWORD_MESSAGE };
    return reply.status(202).send(body);
  });

  app.post('/api/auth/reset-password', { config: limit }, async (request, reply) => {
    const input = parseInput(ZResetPasswordRequest, request.body);
    const user = await resetPassword({ db, token: input.token, password: input.password });
    await startSession(reply, deps, user.id, request.sessionId);
    const body: TResetPasswordResponse = { user: toPublicUser(user) };
    return body;
  });

  app.post('/api/auth/confirm-email', { config: limit }, async (request) => {
    const input = parseInput(ZConfirmEmailRequest, request.body);
    const body: TConfirmEmailResponse = await confirmEmailChange({ db, token: input.token });
    return body;
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type TChangeEmailResponse,
  type TUpdateNameResponse,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZUpdateNameRequest,
} from '#common/contracts/account-settings.ts';
import type { AppDeps } from '#server/deps.ts';
import { parseInput } from '#server/errors.ts';
import { publicBaseUrl } from '#server/lib/public-origin.ts';
import { clearSessionCookie, requireUser } from '#server/plugins/auth-context.ts';
import { changePassword } from '#server/services/account/change-password.ts';
import { requestEmailChange } from '#server/services/account/request-email-change.ts';
import { signOutEverywhere } from '#server/services/account/sign-out-everywhere.ts';
import { updateName } from '#server/services/account/update-name.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';

/** The signed-in member's own settings: name, password, e-mail, sessions. */
export async function accountSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
  const appUrl = (request: FastifyRequest) => publicBaseUrl(request, config);

  app.patch('/api/account/name', { config: limit }, async (request) => {
    const user = requireUser(request);
    const input = parseInput(ZUpdateNameRequest, request.body);
    const updated = await updateName({ db, user, firstName: input.firstName, lastName: input.lastName });
    const body: TUpdateNameResponse = { user: toPublicUser(updated) };
    return body;
  });

  app.post('/api/account/password', { config: limit }, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(ZChangePasswordRequest, request.body);
    await changePassword({
      db,
      user,
      sessionId: request.sessionId!,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      appUrl: appUrl(request),
    });
    return reply.status(204).send();
  });

  app.post('/api/account/email', { config: limit }, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(ZChangeEmailRequest, request.body);
    await requestEmailChange({
      db,
      user,
      password: input.password,
      newEmail: input.newEmail,
      appUrl: appUrl(request),
    });
    const body: TChangeEmailResponse = {
      pendingEmail: input.newEmail,
      message: `We have sent a confirmation link to ${input.newEmail}. Your email changes when you open it.`,
    };
    return reply.status(202).send(body);
  });

  app.post('/api/account/sign-out-everywhere', { config: limit }, async (request, reply) => {
    const user = requireUser(request);
    await signOutEverywhere({ db, user });
    clearSessionCookie(reply, config);
    return reply.header('cache-control', 'no-store').status(204).send();
  });
}

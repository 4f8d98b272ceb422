import type { FastifyReply } from 'fastify';
import { authEndpoints as auth } from '#common/contracts/endpoints/auth.ts';
import type { AppDeps } from '#server/deps.ts';
import {
  clearSessionCookie,
  readGuestId,
  requireUser,
  startSession as startFreshSession,
} from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import {
  readTrustedDevices,
  setTrustedDevices,
  trustThisBrowser,
} from '#server/plugins/trusted-device-cookie.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { createTrialAccount } from '#server/services/auth/create-trial-account.ts';
import { logIn } from '#server/services/auth/log-in.ts';
import { endSession } from '#server/services/auth/sessions.ts';
import { signUp } from '#server/services/auth/sign-up.ts';
import { toPublicUser } from '#server/services/auth/to-public-user.ts';

/** Handlers of common/contracts/endpoints/auth.ts. */
export async function authRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const authLimit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  const startSession = (reply: FastifyReply, userId: string, oldSessionId: string | null) =>
    startFreshSession(reply, deps, userId, oldSessionId);

  serve(app, deps, auth.user, async (request) => toPublicUser(requireUser(request)));

  // The web app asks this on every page; a guest is an answer, not a failure the browser logs.
  serve(app, deps, auth.session, async (request) => ({
    user: request.user ? toPublicUser(request.user) : null,
  }));

  serve(
    app,
    deps,
    auth.signup,
    async (request, reply) => {
      const user = await signUp({
        db,
        input: request.body,
        currentUser: request.user,
        guestId: readGuestId(request),
      });
      await startSession(reply, user.id, request.sessionId);
      trustThisBrowser(request, reply, { config, userId: user.id, now: deps.clock() });
      return reply.status(201).send({ user: toPublicUser(user) });
    },
    { config: authLimit },
  );

  serve(
    app,
    deps,
    auth.login,
    async (request, reply) => {
      const { user, trustedDevices } = await logIn({
        db,
        ...request.body,
        ip: request.ip,
        throttle: deps.loginThrottle,
        trustedDevices: readTrustedDevices(request),
        now: deps.clock(),
      });
      await startSession(reply, user.id, request.sessionId);
      setTrustedDevices(reply, config, trustedDevices);
      return { user: toPublicUser(user) };
    },
    { config: authLimit },
  );

  serve(
    app,
    deps,
    auth.demo,
    async (request, reply) => {
      const { user, isNew } = await createTrialAccount({
        db,
        currentUser: request.user,
        guestId: readGuestId(request),
      });
      if (isNew) await startSession(reply, user.id, request.sessionId);
      return reply.status(isNew ? 201 : 200).send({ success: true, user: toPublicUser(user) });
    },
    { config: authLimit },
  );

  /** Sign-out happens by browser navigation (docs/product-rules.md#accounts-and-sessions), so this is a GET that redirects home. */
  serve(app, deps, auth.logout, async (request, reply) => {
    if (request.sessionId) await endSession({ db, sessionId: request.sessionId });
    clearSessionCookie(reply, config);
    return reply.header('cache-control', 'no-store').redirect('/', 303);
  });
}

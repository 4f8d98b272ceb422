import type { FastifyInstance } from 'fastify';
import { ZDeleteAccountRequest } from '#common/contracts/account.ts';
import type { AppDeps } from '#server/deps.ts';
import { parseInput } from '#server/errors.ts';
import { clearSessionCookie, requireUser } from '#server/plugins/auth-context.ts';
import { deleteAccount } from '#server/services/account/delete-account.ts';

export async function accountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limit = { rateLimit: { max: deps.config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.delete('/api/account', { config: limit }, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(ZDeleteAccountRequest, request.body ?? {});
    await deleteAccount({
      db: deps.db,
      storage: deps.storage,
      user,
      password: input.password,
      log: request.log,
    });
    clearSessionCookie(reply, deps.config);
    return reply.status(204).send();
  });
}

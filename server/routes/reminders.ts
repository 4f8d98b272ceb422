import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountEndpoints as account } from '#common/contracts/endpoints/account.ts';
import { reminderEndpoints as reminders } from '#common/contracts/endpoints/reminders.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getReminderSettings } from '#server/services/reminders/get-reminder-settings.ts';
import { readUnsubscribeLink } from '#server/services/reminders/read-unsubscribe-link.ts';
import { unsubscribeReminders } from '#server/services/reminders/unsubscribe-reminders.ts';
import { updatePetReminders } from '#server/services/reminders/update-pet-reminders.ts';
import { updateTimeZone } from '#server/services/reminders/update-time-zone.ts';

/** "List-Unsubscribe=One-Click" and nothing more is expected. */
const ONE_CLICK_BODY_LIMIT = 1024;

/** The member's reminder settings (docs/product-rules.md#reminders; common/contracts/endpoints/account.ts). */
export async function reminderRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(app, deps, account.reminders, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getReminderSettings({ db, user: requireUser(request), now: clock() });
  });

  serve(app, deps, account.setPetReminders, async (request) =>
    updatePetReminders({
      db,
      user: requireUser(request),
      petId: request.params.id,
      input: request.body,
      now: clock(),
    }),
  );

  serve(app, deps, account.setTimeZone, async (request) =>
    updateTimeZone({ db, user: requireUser(request), timeZone: request.body.timeZone, now: clock() }),
  );
  await unsubscribeRoutes(app, deps);
}

/**
 * The unsubscribe link in every reminder mail, open to anyone holding it (no login). Opening the
 * link only reads it (GET): link scanners in mail filters fetch links, so the change is a POST from
 * the confirmation page's button (docs/product-rules.md#reminders).
 */
async function unsubscribeRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, clock, config } = deps;
  const secret = config.unsubscribeSecret;
  const linkLimit = {
    config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } },
  };

  serve(
    app,
    deps,
    reminders.unsubscribeLink,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readUnsubscribeLink({ db, secret, token: request.query.token, now: clock() });
    },
    linkLimit,
  );

  serve(
    app,
    deps,
    reminders.unsubscribe,
    async (request) =>
      unsubscribeReminders({
        db,
        secret,
        token: request.body.token,
        scope: request.body.scope,
        now: clock(),
      }),
    linkLimit,
  );

  // RFC 8058 one-click, from the List-Unsubscribe header a mail program shows as its own button. It
  // POSTs "List-Unsubscribe=One-Click" as a form; a mail program's POST is the owner's click, so
  // it turns the link's kind off for the link's pet at once. Its own scope, for the form parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    serve(
      scope.withTypeProvider<ZodTypeProvider>(),
      deps,
      reminders.oneClick,
      async (request) =>
        unsubscribeReminders({ db, secret, token: request.query.token, scope: 'kind', now: clock() }),
      linkLimit,
    );
  });
}

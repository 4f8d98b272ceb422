import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPetParams } from '#common/contracts/pets.ts';
import {
  ZOneClickQuery,
  ZPetReminders,
  ZReminderSettings,
  ZUnsubscribeLink,
  ZUnsubscribeQuery,
  ZUnsubscribeRequest,
  ZUnsubscribeResult,
  ZUpdatePetReminders,
  ZUpdateTimeZone,
} from '#common/contracts/reminders.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getReminderSettings } from '#server/services/reminders/get-reminder-settings.ts';
import { readUnsubscribeLink } from '#server/services/reminders/read-unsubscribe-link.ts';
import { unsubscribeReminders } from '#server/services/reminders/unsubscribe-reminders.ts';
import { updatePetReminders } from '#server/services/reminders/update-pet-reminders.ts';
import { updateTimeZone } from '#server/services/reminders/update-time-zone.ts';

/** "List-Unsubscribe=One-Click" and nothing more is expected. */
const ONE_CLICK_BODY_LIMIT = 1024;

/** The member's reminder settings (docs/product-rules.md#reminders); registered in the members' group. */
export async function reminderSettingsRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  app.get(
    '/api/account/reminders',
    { schema: { response: { 200: ZReminderSettings } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getReminderSettings({ db, user: requireUser(request), now: clock() });
    },
  );

  app.put(
    '/api/account/reminders/pets/:id',
    { schema: { params: ZPetParams, body: ZUpdatePetReminders, response: { 200: ZPetReminders } } },
    async (request) =>
      updatePetReminders({
        db,
        user: requireUser(request),
        petId: request.params.id,
        input: request.body,
        now: clock(),
      }),
  );

  app.put(
    '/api/account/time-zone',
    { schema: { body: ZUpdateTimeZone, response: { 200: z.object({ timeZone: z.string() }) } } },
    async (request) =>
      updateTimeZone({ db, user: requireUser(request), timeZone: request.body.timeZone, now: clock() }),
  );
}

/**
 * The unsubscribe link in every reminder mail, open to anyone holding it (no login). Opening the
 * link only reads it (GET): link scanners in mail filters fetch links, so the change is a POST from
 * the confirmation page's button (docs/product-rules.md#reminders).
 */
export async function unsubscribeRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  const { db, clock, config } = deps;
  const secret = config.unsubscribeSecret;
  const linkLimit = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/api/reminders/unsubscribe',
    { config: linkLimit, schema: { querystring: ZUnsubscribeQuery, response: { 200: ZUnsubscribeLink } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readUnsubscribeLink({ db, secret, token: request.query.token, now: clock() });
    },
  );

  app.post(
    '/api/reminders/unsubscribe',
    { config: linkLimit, schema: { body: ZUnsubscribeRequest, response: { 200: ZUnsubscribeResult } } },
    async (request) =>
      unsubscribeReminders({
        db,
        secret,
        token: request.body.token,
        scope: request.body.scope,
        now: clock(),
      }),
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
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/reminders/one-click',
        { config: linkLimit, schema: { querystring: ZOneClickQuery, response: { 200: ZUnsubscribeResult } } },
        async (request) =>
          unsubscribeReminders({ db, secret, token: request.query.token, scope: 'kind', now: clock() }),
      );
  });
}

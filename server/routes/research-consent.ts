import { ZResearchConsent } from '#common/contracts/clinic-grading.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getResearchConsent } from '#server/services/account/get-research-consent.ts';
import { setResearchConsent } from '#server/services/account/set-research-consent.ts';

/** The member's research consent (docs/product-rules.md#vet-grading-and-consent); signed-in routes. */
export async function researchConsentRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  app.get(
    '/api/account/research-consent',
    { schema: { response: { 200: ZResearchConsent } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getResearchConsent({ user: requireUser(request) });
    },
  );

  app.put(
    '/api/account/research-consent',
    { schema: { body: ZResearchConsent, response: { 200: ZResearchConsent } } },
    async (request) =>
      setResearchConsent({ db: deps.db, user: requireUser(request), isGranted: request.body.isGranted }),
  );
}

import { accountEndpoints as account } from '#common/contracts/endpoints/account.ts';
import type { AppDeps } from '#server/deps.ts';
import { requireUser } from '#server/plugins/auth-context.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getResearchConsent } from '#server/services/account/get-research-consent.ts';
import { setResearchConsent } from '#server/services/account/set-research-consent.ts';

/** The member's research consent (docs/product-rules.md#vet-grading-and-consent). */
export async function researchConsentRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, account.researchConsent, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getResearchConsent({ user: requireUser(request) });
  });

  serve(app, deps, account.setResearchConsent, async (request) =>
    setResearchConsent({ db: deps.db, user: requireUser(request), isGranted: request.body.isGranted }),
  );
}

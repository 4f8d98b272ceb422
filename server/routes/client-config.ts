import { clientConfigEndpoints as clientConfig } from '#common/contracts/endpoints/client-config.ts';
import type { AppDeps } from '#server/deps.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getClientConfig } from '#server/services/client-config/get-client-config.ts';

/** Public: the limits are no secret, and the web needs them before anyone signs in. */
export async function clientConfigRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  serve(app, deps, clientConfig.get, async () => getClientConfig({ config: deps.config }));
}

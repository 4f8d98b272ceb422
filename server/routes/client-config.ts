import { ZClientConfig } from '#common/contracts/client-config.ts';
import type { AppDeps } from '#server/deps.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { getClientConfig } from '#server/services/client-config/get-client-config.ts';

/** Public: the limits are no secret, and the web needs them before anyone signs in. */
export async function clientConfigRoutes(app: TypedApp, deps: AppDeps): Promise<void> {
  app.get('/api/client-config', { schema: { response: { 200: ZClientConfig } } }, async () =>
    getClientConfig({ config: deps.config }),
  );
}

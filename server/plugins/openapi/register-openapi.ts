import swagger from '@fastify/swagger';
import { apiDescriptionEndpoints as description } from '#common/contracts/endpoints/api-description.ts';
import type { AppDeps } from '#server/deps.ts';
import { serve } from '#server/plugins/serve-endpoint.ts';
import type { TypedApp } from '#server/plugins/typed-routes.ts';
import { apiDocumentOptions } from './api-document.ts';
import { loadContractNames } from './contract-names.ts';
import { type DescribedApi, renderDocsPage } from './docs-page.ts';

/**
 * The API description: the OpenAPI 3.1 document of every route at /api/openapi.json and its
 * reference page at /api/docs. Register before any route, so every route added later is seen.
 */
export async function registerOpenApi(app: TypedApp, deps: AppDeps): Promise<void> {
  await app.register(swagger, apiDocumentOptions(deps.config, await loadContractNames()));
  let page: string | undefined;
  serve(app, deps, description.document, async (_request, reply) => reply.send(app.swagger()));
  serve(app, deps, description.page, async (_request, reply) => {
    page ??= renderDocsPage(app.swagger() as DescribedApi);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

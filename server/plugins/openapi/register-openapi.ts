import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import { apiDocumentOptions } from './api-document.ts';
import { loadContractNames } from './contract-names.ts';
import { type DescribedApi, renderDocsPage } from './docs-page.ts';

/**
 * The API description: the OpenAPI 3.1 document of every route at /api/openapi.json and its
 * reference page at /api/docs. Register before any route, so every route added later is seen.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, apiDocumentOptions(config, await loadContractNames()));
  let page: string | undefined;
  app.get('/api/openapi.json', async () => app.swagger());
  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(app.swagger() as DescribedApi);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

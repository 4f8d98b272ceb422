import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import { createMissingRecordCheck } from './missing-record.ts';
import { dataPreloadLinks, pageDataRequests } from './page-requests.ts';
import { createSignedInUser } from './signed-in-user.ts';

/**
 * The data preloads for a page load: its loader's first API requests (page-requests.ts), only when
 * they will succeed. A preload the app never uses, or one that fails, is a console warning or error
 * in the browser (tests/e2e/quiet-console.spec.ts): so a members' page preloads only for a live
 * session, and a pet's or scan's page only when missing-record.ts found the record open to the caller
 * (its verdict and the session are each looked up once per request).
 */
export function createPageDataPreloads(deps: Pick<AppDeps, 'db' | 'config'>) {
  const signedInUser = createSignedInUser(deps);
  const isMissingRecord = createMissingRecordCheck(deps);
  return async function dataPreloadsFor(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const requests = pageDataRequests(request.url.split('?')[0]);
    if (!requests) return '';
    if (requests.audience === 'member' && !(await signedInUser(request, reply))) return '';
    if (await isMissingRecord(request, reply)) return '';
    return dataPreloadLinks(requests.apiPaths);
  };
}

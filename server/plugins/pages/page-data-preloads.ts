import type { FastifyReply, FastifyRequest } from 'fastify';
import { dataPreloadLinks, pageDataRequests } from './page-requests.ts';
import type { SignedInUser } from './signed-in-user.ts';

/**
 * The data preloads for a page load: its loader's first API requests (page-requests.ts), only when
 * they will succeed. A preload the app never uses, or one that fails, is a console warning or error
 * in the browser (tests/e2e/quiet-console.spec.ts): so a members' page preloads only for a live
 * session, and a pet's or scan's page only when missing-record.ts found the record open to the caller
 * (static-web.ts hands in the same checks it uses, each answered once per request).
 */
export function createPageDataPreloads(checks: {
  signedInUser: SignedInUser;
  isMissingRecord: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}) {
  const { signedInUser, isMissingRecord } = checks;
  return async function dataPreloadsFor(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const requests = pageDataRequests(request.url.split('?')[0]);
    if (!requests) return '';
    if (requests.audience === 'member' && !(await signedInUser(request, reply))) return '';
    if (await isMissingRecord(request, reply)) return '';
    return dataPreloadLinks(requests.apiPaths);
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { readGuestId } from '#server/plugins/auth-context.ts';
import { findOwnPet } from '#server/services/pets/find-own-pet.ts';
import { findAccessibleScan } from '#server/services/scans/find-accessible-scan.ts';
import { oncePerRequest } from './once-per-request.ts';
import { decodeRecordId } from './record-id.ts';
import type { SignedInUser } from './signed-in-user.ts';

/**
 * The pages about one record, as web/src/routes/app-routes.tsx declares them: a pet's pages
 * ('pet-detail', 'pet-compare', 'pet-report') and a scan's ('scan-detail').
 */
const PET_PAGE = /^\/pets\/([^/]+)(?:\/(?:compare|report))?\/?$/;
const SCAN_PAGE = /^\/scans\/([^/]+)\/?$/;

/** Whether a check threw the 404 that a missing record and someone else's record both answer. */
async function answersNotFound(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return true;
    throw error;
  }
}

/**
 * Whether a browser's page load asks for a pet or scan page whose record the caller cannot open.
 * The browser still renders the app's not-found content for it; the answer's status says 404, as a
 * path that is no page does. The checks are the API's own (findOwnPet, findAccessibleScan): a
 * stranger's record answers exactly as a missing one. A pet's page without a session is left alone:
 * the app sends that visitor to sign in, whether or not the pet exists. Answered once per request:
 * page-data-preloads.ts asks again after static-web.ts has.
 */
export function createMissingRecordCheck(deps: Pick<AppDeps, 'db'>, signedInUser: SignedInUser) {
  const { db } = deps;
  return oncePerRequest(async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const pathname = request.url.split('?')[0];
    const petSegment = PET_PAGE.exec(pathname)?.[1];
    const scanSegment = SCAN_PAGE.exec(pathname)?.[1];
    if (petSegment === undefined && scanSegment === undefined) return false;
    const id = decodeRecordId(petSegment ?? scanSegment ?? '');
    const user = await signedInUser(request, reply);
    if (petSegment !== undefined) {
      if (!user) return false;
      return id === undefined || answersNotFound(() => findOwnPet({ db, user, petId: id }));
    }
    if (id === undefined) return true;
    const viewer = { user, guestId: readGuestId(request) };
    return answersNotFound(() => findAccessibleScan({ db, scanId: id, viewer, access: 'view' }));
  });
}

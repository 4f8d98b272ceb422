import { VET_REPORT_TOKEN_PATTERN } from '#common/contracts/vet-report-links.ts';
import type { Db } from '#server/db/client.ts';
import { findVetReportLinkByHash } from '#server/db/repositories/vet-report-links.ts';
import type { VetReportLinkRow } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { sha256 } from '#server/lib/ids.ts';

/**
 * The one access check a vet with a link passes: the link exists, is not revoked and has not
 * expired. Revoked and expired links answer 410 with their own code, so the page can say which;
 * the token is never logged or stored, only its hash is looked up.
 */
export async function findOpenVetReportLink(options: {
  db: Db;
  token: string;
  now: Date;
}): Promise<VetReportLinkRow> {
  const link = VET_REPORT_TOKEN_PATTERN.test(options.token)
    ? await findVetReportLinkByHash(options.db, sha256(options.token))
    : undefined;
  if (!link) {
    throw new AppError(
      'NOT_FOUND',
      'There is no vet report at this address. Check that the whole link was copied.',
    );
  }
  if (link.revoked_at) {
    throw new AppError('LINK_REVOKED', 'The pet’s owner revoked this link. Ask them for a new one.');
  }
  if (link.expires_at <= options.now.toISOString()) {
    throw new AppError('LINK_EXPIRED', 'This link has expired. Ask the pet’s owner for a new one.');
  }
  return link;
}

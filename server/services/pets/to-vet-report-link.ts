import type { TVetReportLink } from '#common/contracts/vet-report-links.ts';
import type { VetReportLinkRow } from '#server/db/schema.ts';

/** A link as its owner sees it: active until revoked or past its expiry. */
export function toVetReportLink(row: VetReportLinkRow, now: Date): TVetReportLink {
  return {
    id: row.id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastOpenedAt: row.last_opened_at,
    isActive: row.revoked_at === null && row.expires_at > now.toISOString(),
  };
}

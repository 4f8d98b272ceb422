import { STARTER_QUOTA_LABEL } from '#common/plans.ts';
import type { Db } from '#server/db/client.ts';
import { countGuestScansFromIpSince } from '#server/db/repositories/scans.ts';
import { RESERVATION_TTL_MS } from './pending-scans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Plain words for the owner; the web tells this refusal apart by its code GUEST_LIMIT_EXCEEDED and
 * details.reason 'network_daily_limit' (docs/product-rules.md#messages-the-owner-sees).
 */
export const GUEST_NETWORK_MESSAGE = `Too many free scans have been made from this network today. Sign up to get ${STARTER_QUOTA_LABEL}, or upgrade to Plus for unlimited scans.`;

/**
 * Whether guests on this network (its hashed IP) have used today's guest scans: the upload
 * refuses the next one (reserveScan), and GET /api/guest/scans says so beforehand, so the
 * scanner shows its buttons paused instead of failing after the photo was chosen and framed.
 */
export async function isGuestNetworkPaused(options: {
  db: Db;
  ipHash: string;
  guestScansPerIpPerDay: number;
  now: Date;
}): Promise<boolean> {
  const nowMs = options.now.getTime();
  const fromIp = await countGuestScansFromIpSince(options.db, {
    ipHash: options.ipHash,
    sinceIso: new Date(nowMs - DAY_MS).toISOString(),
    reservedAfterIso: new Date(nowMs - RESERVATION_TTL_MS).toISOString(),
  });
  return fromIp >= options.guestScansPerIpPerDay;
}

import type { z } from 'zod';
import type { TReferralRequestReceipt, ZJoinWaitlistRequest } from '#common/contracts/waitlist.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/is-unique-violation.ts';
import {
  findReferralForScan,
  insertReferral,
  type StoredReferral,
} from '#server/db/repositories/referrals.ts';
import { listAdminEmails } from '#server/db/repositories/users.ts';
import { newId } from '#server/lib/ids.ts';
import { nowIso } from '#server/lib/time.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { findAccessibleScan, type ScanViewer } from '#server/services/scans/find-accessible-scan.ts';
import { referralConfirmation, urgentReferralNotice } from './request-mail.ts';
import { toReferralEntry } from './to-referral-entry.ts';

type JoinInput = z.infer<typeof ZJoinWaitlistRequest>;

const URGENCY_BY_SEVERITY = { urgent: 'high', concerning: 'medium', normal: 'low' } as const;

/**
 * 'high' urgency alerts every admin, so only a scan's own severity can set it;
 * without a scan the client may ask for medium or low at most.
 */
function urgencyOf(scanSeverity: string | null | undefined, requested: JoinInput['urgencyLevel']) {
  if (scanSeverity && scanSeverity in URGENCY_BY_SEVERITY) {
    return URGENCY_BY_SEVERITY[scanSeverity as keyof typeof URGENCY_BY_SEVERITY];
  }
  return requested === 'low' ? 'low' : 'medium';
}

/**
 * Adds a pet to the vet-referral waitlist (status pending). With a scan id the
 * scan must be the caller's, and its severity sets the urgency. Joining twice
 * for one scan returns the first entry instead of queueing a duplicate. The answer says whether a
 * confirmation mail was queued (one per mailbox a day), so the owner is told what to expect.
 */
export async function requestReferral(options: {
  db: Db;
  input: JoinInput;
  viewer: ScanViewer;
  adminNotify?: string;
  /** The app's origin (config.appUrl), for the link in the admins' urgent notice. */
  appUrl?: string;
}): Promise<{ entry: TReferralRequestReceipt; isNew: boolean }> {
  const { db, input, viewer } = options;
  const scan = input.scanId
    ? await findAccessibleScan({ db, scanId: input.scanId, viewer, access: 'owner' })
    : undefined;
  const row: StoredReferral = {
    id: newId(),
    scan_id: scan?.id ?? null,
    user_id: viewer.user?.id ?? null,
    email: input.email,
    pet_name: input.petName ?? null,
    pet_age: input.petAge ?? null,
    pet_breed: input.petBreed ?? null,
    location: input.location,
    urgency_level: urgencyOf(scan?.severity, input.urgencyLevel),
    status: 'pending',
    concern: input.concern ?? null,
    notes: null,
    created_at: nowIso(),
    partner_id: null,
    routed_at: null,
    commission_rate: null,
    completed_at: null,
    share_scan: scan && input.shareScanWithClinic ? 1 : 0,
  };
  let isConfirmationQueued = false;
  try {
    await db.transaction().execute(async (trx) => {
      await insertReferral(trx, row);
      // Both mails carry dedupe keys (see request-mail.ts): once per mailbox a day, once per urgent scan.
      isConfirmationQueued = await enqueueEmail(trx, referralConfirmation(row));
      if (row.urgency_level === 'high') {
        const admins = options.adminNotify ? [options.adminNotify] : await listAdminEmails(trx);
        for (const to of admins) await enqueueEmail(trx, urgentReferralNotice(row, to, options.appUrl));
      }
    });
  } catch (error) {
    const existing =
      scan && isUniqueViolation(error) ? await findReferralForScan(db, scan.id, input.email) : undefined;
    if (!existing) throw error;
    return { entry: { ...toReferralEntry(existing), confirmationMail: 'existing-request' }, isNew: false };
  }
  const confirmationMail = isConfirmationQueued ? 'queued' : 'sent-earlier-today';
  return { entry: { ...toReferralEntry(row), confirmationMail }, isNew: true };
}

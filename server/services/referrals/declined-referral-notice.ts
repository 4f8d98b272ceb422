import { PRODUCT_NAME } from '#common/brand.ts';
import type { Db } from '#server/db/client.ts';
import type { ReferralRow } from '#server/db/repositories/referrals.ts';
import { listAdminEmails } from '#server/db/repositories/users.ts';
import { type EmailMessage, enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { adminNoticeKeyPrefix } from './request-mail.ts';

/**
 * Tells an admin that a clinic declined a referral, which now waits for them to route it to another
 * clinic or close it (docs/product-rules.md#referral-inbox). The owner has been told PawSmile will look
 * for another clinic, so someone must. Like the urgent notice it leaves the owner's contact details in
 * the dashboard, and its key starts with the scan's admin-notice prefix so deleting the owner's account
 * erases it. `at` (the decline's time) makes each decline its own mail.
 */
export function declinedReferralNotice(options: {
  entry: ReferralRow;
  clinicName: string;
  reason: string | null;
  to: string;
  at: string;
  appUrl?: string;
}): EmailMessage {
  const { entry, clinicName, reason, to, at, appUrl } = options;
  return {
    to,
    kind: 'referral_declined_admin',
    dedupeKey: `${adminNoticeKeyPrefix(entry.scan_id ?? entry.id)}declined:${at}:${to.toLowerCase()}`,
    // Nothing the owner or the clinic typed goes into a subject line.
    subject: `[${PRODUCT_NAME}] A clinic declined a referral: route it again (${entry.id.slice(0, 8)})`,
    text: [
      `${clinicName} declined a vet referral. The owner has been told we will look for another clinic.`,
      '',
      `Reason given: ${reason ?? '-'}`,
      `Urgency: ${entry.urgency_level}`,
      `Location: ${entry.location}`,
      `Pet: ${entry.pet_name ?? '-'}`,
      `Entry id: ${entry.id}`,
      '',
      appUrl
        ? `Route it to another clinic, or close it, in the admin dashboard: ${appUrl}/admin`
        : 'Route it to another clinic, or close it, in the admin dashboard.',
    ].join('\n'),
  };
}

/** Queues the notice for `adminNotify` when set (config.mail.adminNotify), else for every admin. */
export async function mailAdminsOfDecline(
  trx: Db,
  notice: Omit<Parameters<typeof declinedReferralNotice>[0], 'to'> & { adminNotify?: string },
): Promise<void> {
  const { adminNotify, ...rest } = notice;
  const admins = adminNotify ? [adminNotify] : await listAdminEmails(trx);
  for (const to of admins) await enqueueEmail(trx, declinedReferralNotice({ ...rest, to }));
}

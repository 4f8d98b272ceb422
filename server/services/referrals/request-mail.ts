import { PRODUCT_NAME } from '#common/brand.ts';
import type { StoredReferral } from '#server/db/repositories/referrals.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

const pet = (entry: StoredReferral) => entry.pet_name ?? 'your pet';

export const CONFIRMATION_KIND = 'waitlist_confirmation';

/**
 * The mailbox an address reaches, for the once-a-day limit only: lower-case,
 * without a `+tag` in the local part, so `Ann+1@x.com` and `ann@x.com` count as
 * one. Deliberately simple: no provider rules (Gmail dots and the like).
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+')[0];
  return `${local}${lower.slice(at)}`;
}

/** Everything after this prefix names the notice and the admin; account deletion erases a scan's notices by it. */
export const adminNoticeKeyPrefix = (scanId: string) => `waitlist-admin-notice:${scanId}:`;

/**
 * One confirmation per mailbox per UTC day, so the form cannot flood someone's
 * inbox: the dedupe key makes every later one that day (even a concurrent one) a no-op.
 */
export function referralConfirmation(entry: StoredReferral, now: Date = new Date()): EmailMessage {
  const urgentLine =
    entry.urgency_level === 'high'
      ? '\nYour scan suggested an urgent problem. Please do not wait for us: if your pet has pale, grey-blue or yellow gums, is in pain, or is not eating, contact a veterinarian or an emergency clinic today.\n'
      : '';
  return {
    to: entry.email,
    kind: CONFIRMATION_KIND,
    dedupeKey: `waitlist-confirmation:${mailboxOf(entry.email)}:${now.toISOString().slice(0, 10)}`,
    subject: `${PRODUCT_NAME}: your vet referral request`,
    text: [
      greetingLine(null),
      '',
      `Thank you for asking ${PRODUCT_NAME} for a vet referral for ${pet(entry)}.`,
      `We will contact you about a partner veterinary practice near ${entry.location}.`,
      urgentLine,
      'A photo scan is a screening, not a diagnosis. Only a veterinarian can examine and treat your pet.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

/**
 * Each admin hears once per urgent scan, however many people ask for a vet referral for it. With the
 * app's origin (config.appUrl) the mail links to the admin dashboard, where the request waits.
 */
export function urgentReferralNotice(entry: StoredReferral, to: string, appUrl?: string): EmailMessage {
  return {
    to,
    kind: 'waitlist_urgent_admin',
    dedupeKey: `${adminNoticeKeyPrefix(entry.scan_id ?? entry.id)}${to.toLowerCase()}`,
    // Nothing the visitor typed goes into a subject line.
    subject: `[${PRODUCT_NAME}] Urgent vet referral waiting (${entry.id.slice(0, 8)})`,
    text: [
      'An urgent vet referral request came in.',
      '',
      `Location: ${entry.location}`,
      `Pet: ${entry.pet_name ?? '-'} (${entry.pet_breed ?? 'breed not given'}, ${entry.pet_age ?? 'age not given'})`,
      `Concern: ${entry.concern ?? '-'}`,
      `Entry id: ${entry.id}`,
      '',
      appUrl
        ? `Contact details are in the admin dashboard: ${appUrl}/admin`
        : 'Contact details are in the admin dashboard.',
    ].join('\n'),
  };
}

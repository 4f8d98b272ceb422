import { PRODUCT_NAME } from '#common/brand.ts';
import type { WaitlistRow } from '#server/db/repositories/waitlist.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';

const pet = (entry: WaitlistRow) => entry.pet_name ?? 'your pet';

export const CONFIRMATION_KIND = 'waitlist_confirmation';

export function waitlistConfirmation(entry: WaitlistRow): EmailMessage {
  const urgentLine =
    entry.urgency_level === 'high'
      ? '\nYour scan suggested an urgent problem. Please do not wait for us: if your pet has pale, grey-blue or yellow gums, is in pain, or is not eating, contact a veterinarian or an emergency clinic today.\n'
      : '';
  return {
    to: entry.email,
    kind: CONFIRMATION_KIND,
    subject: `${PRODUCT_NAME}: you're on the vet referral waitlist`,
    text: [
      'Hello,',
      '',
      `Thank you for joining the ${PRODUCT_NAME} vet referral waitlist for ${pet(entry)}.`,
      `We will contact you about a partner veterinary practice near ${entry.location}.`,
      urgentLine,
      'A photo scan is a screening, not a diagnosis. Only a veterinarian can examine and treat your pet.',
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

export function urgentReferralNotice(entry: WaitlistRow, to: string): EmailMessage {
  return {
    to,
    kind: 'waitlist_urgent_admin',
    // Nothing the visitor typed goes into a subject line.
    subject: `[${PRODUCT_NAME}] Urgent vet referral waiting (${entry.id.slice(0, 8)})`,
    text: [
      'An urgent entry joined the vet referral waitlist.',
      '',
      `Location: ${entry.location}`,
      `Pet: ${entry.pet_name ?? '-'} (${entry.pet_breed ?? 'breed not given'}, ${entry.pet_age ?? 'age not given'})`,
      `Concern: ${entry.concern ?? '-'}`,
      `Entry id: ${entry.id}`,
      '',
      'Contact details are in the admin dashboard.',
    ].join('\n'),
  };
}

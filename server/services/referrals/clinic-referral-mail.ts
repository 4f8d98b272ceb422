import { PRODUCT_NAME } from '#common/brand.ts';
import type { TReferralPet } from '#common/contracts/clinic-referrals.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import type { ReferralTable } from '#server/db/schema.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

const URGENCY_WORD = { high: 'urgent', medium: 'soon', low: 'routine' } as const;

/** "7" / "7 years" / "7 yrs" → "7-year-old"; "8 months" → "8-month-old"; anything else: null. */
export function ageAdjective(age: string): string | null {
  const match = /^(\d{1,2})\s*(y|yr|yrs|year|years|m|mo|mos|month|months)?(\s+old)?$/i.exec(age.trim());
  if (!match) return null;
  const unit = match[2]?.toLowerCase().startsWith('m') ? 'month' : 'year';
  return `${match[1]}-${unit}-old`;
}

/** "7-year-old Beagle", "Beagle (about 7)", "cat", or null when nothing is known. */
export function describePet(pet: TReferralPet): string | null {
  const noun = pet.breed ?? pet.species;
  if (!pet.age) return noun;
  const adjective = ageAdjective(pet.age);
  if (adjective) return `${adjective} ${noun ?? 'pet'}`;
  return noun ? `${noun} (${pet.age})` : `age ${pet.age}`;
}

/** "New referral: urgent, Rex, 7-year-old Beagle, Austin TX": commas separate the parts, so none inside. */
export function clinicReferralSubject(
  entry: Pick<ReferralTable, 'urgency_level' | 'location'>,
  pet: TReferralPet,
): string {
  const parts = [URGENCY_WORD[entry.urgency_level], pet.name, describePet(pet), entry.location]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/\s*,\s*/g, ' ').trim());
  return `New referral: ${parts.join(', ')}`;
}

/**
 * Tells the clinic an admin routed a referral to it (docs/product-rules.md#referral-inbox). The
 * owner's contact details and the photo stay behind the clinic's login: the mail carries only what
 * the clinic needs to decide how soon to open it, and the link.
 */
export function clinicReferralNotice(options: {
  entry: Pick<ReferralTable, 'id' | 'urgency_level' | 'location' | 'scan_id' | 'share_scan'>;
  partner: Pick<PartnerRow, 'email' | 'business_name'>;
  pet: TReferralPet;
  appUrl: string;
}): EmailMessage {
  const { entry, partner, pet } = options;
  const link = `${options.appUrl}/clinic/referrals/${entry.id}`;
  const isShared = entry.scan_id !== null && entry.share_scan === 1;
  return {
    to: partner.email,
    kind: 'clinic_referral_routed',
    subject: clinicReferralSubject(entry, pet),
    text: [
      greetingLine(null),
      '',
      `${PRODUCT_NAME} has referred a pet owner to ${partner.business_name}.`,
      '',
      `Pet: ${[pet.name, describePet(pet)].filter(Boolean).join(', ') || 'not given'}`,
      `Urgency: ${URGENCY_WORD[entry.urgency_level]}`,
      `Owner's area: ${entry.location}`,
      isShared
        ? 'The owner shared their photo scan with your clinic.'
        : 'The owner did not share a photo scan.',
      '',
      `Open the referral (sign in with your clinic account) to see the owner's contact details${
        isShared ? ', the scan' : ''
      } and their message, and to record when you have contacted them or booked a visit:`,
      link,
      ...(entry.urgency_level === 'high'
        ? ['', 'The scan suggested an urgent problem: please get in touch with the owner today.']
        : []),
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

import { PRODUCT_NAME } from '#common/brand.ts';
import type { ReferralRow } from '#server/db/repositories/referrals.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

const pet = (entry: ReferralRow) => entry.pet_name ?? 'your pet';
const signOff = [
  '',
  'A photo scan is a screening, not a diagnosis. Only a veterinarian can examine and treat your pet.',
  ...SIGN_OFF_LINES,
];

function clinicLines(
  partner: Pick<
    PartnerRow,
    'business_name' | 'address' | 'city' | 'state' | 'zip_code' | 'phone' | 'website_url'
  >,
) {
  return [
    partner.business_name,
    `${partner.address}, ${partner.city}, ${partner.state} ${partner.zip_code}`,
    ...(partner.phone ? [`Phone: ${partner.phone}`] : []),
    ...(partner.website_url ? [`Website: ${partner.website_url}`] : []),
  ];
}

/** Sent when an admin routes the referral to a partner clinic: who to call. */
export function referralRouted(entry: ReferralRow, partner: PartnerRow): EmailMessage {
  return {
    to: entry.email,
    kind: 'referral_routed',
    subject: `${PRODUCT_NAME}: a partner vet for ${pet(entry)}`,
    text: [
      greetingLine(null),
      '',
      `We have referred ${pet(entry)} to a partner veterinary practice near ${entry.location}:`,
      '',
      ...clinicLines(partner),
      '',
      'The clinic knows you may get in touch. Please call them to book a visit, mentioning your PawSmile referral.',
      ...(entry.urgency_level === 'high'
        ? [
            '',
            'Your scan suggested an urgent problem: please call today, or go to an emergency clinic if the clinic cannot see you soon.',
          ]
        : []),
      ...signOff,
    ].join('\n'),
  };
}

/** The steps an owner hears about besides routing (docs/product-rules.md#referrals). */
export function referralStatusMail(entry: ReferralRow, status: OwnerMailedStatus): EmailMessage {
  const clinic = entry.partner_name ?? 'the clinic';
  const body = {
    contacted: [
      `${clinic} has your referral for ${pet(entry)} and says it has been in touch with you.`,
      'If you missed their call or message, please contact the clinic directly to book a visit.',
    ],
    booked: [
      `Your visit for ${pet(entry)} with ${clinic} is booked.`,
      'If you need to change it, please contact the clinic directly.',
    ],
    completed: [
      `Thank you for visiting ${clinic} with ${pet(entry)}. We have closed this referral.`,
      'Keep up the home care your vet recommended, and scan again in a few weeks to follow the gums.',
    ],
    cancelled: [
      `We have closed the vet referral for ${pet(entry)}.`,
      'If your pet still needs a vet, you can ask for a vet referral again at any time, or contact a veterinarian directly.',
    ],
    declined: [
      `${clinic} cannot take the referral for ${pet(entry)}.`,
      `${PRODUCT_NAME} will look for another partner clinic near ${entry.location} and write to you when we have one.`,
      ...(entry.urgency_level === 'high'
        ? [
            'Your scan suggested an urgent problem: please do not wait for us. Call any veterinarian today, or go to an emergency clinic.',
          ]
        : []),
    ],
  }[status];
  const subject = {
    contacted: `${PRODUCT_NAME}: ${clinic} has your referral`,
    booked: `${PRODUCT_NAME}: visit booked for ${pet(entry)}`,
    completed: `${PRODUCT_NAME}: referral completed`,
    cancelled: `${PRODUCT_NAME}: referral closed`,
    declined: `${PRODUCT_NAME}: we are finding another clinic for ${pet(entry)}`,
  }[status];
  return {
    to: entry.email,
    kind: `referral_${status}`,
    subject,
    text: [greetingLine(null), '', ...body, ...signOff].join('\n'),
  };
}

/** Every step after routing that the owner is told about, whoever made it. */
export const MAILED_STATUSES = ['contacted', 'booked', 'completed', 'declined', 'cancelled'] as const;
export type OwnerMailedStatus = (typeof MAILED_STATUSES)[number];

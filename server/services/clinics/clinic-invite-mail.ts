import { PRODUCT_NAME } from '#common/brand.ts';
import { CLINIC_INVITE_TTL_DAYS } from '#common/contracts/clinic-staff.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

export const CLINIC_INVITE_KIND = 'clinic_invite';

/**
 * The invite to a clinic staff account. Nothing anyone typed goes into the subject; the only thing
 * in it that signs in is the single-use link it exists to deliver.
 */
export function clinicInviteMail(options: {
  userId: string;
  to: string;
  clinicName: string;
  link: string;
}): EmailMessage {
  return {
    userId: options.userId,
    to: options.to,
    kind: CLINIC_INVITE_KIND,
    subject: `${PRODUCT_NAME}: your clinic account is ready`,
    text: [
      greetingLine(null),
      '',
      `You are invited to ${PRODUCT_NAME} as staff of ${options.clinicName}, a ${PRODUCT_NAME} partner clinic.`,
      'There you will see the referrals we route to your clinic and the scans their owners chose to share.',
      'Open this link to choose your password:',
      '',
      options.link,
      '',
      `The link works once, for ${CLINIC_INVITE_TTL_DAYS} days. If it has expired, ask a colleague at the clinic or ${PRODUCT_NAME} for a new invite.`,
      'If you did not expect this, ignore this mail: no account is usable without the link.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

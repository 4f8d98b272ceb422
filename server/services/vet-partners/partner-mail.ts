import { PRODUCT_NAME } from '#common/brand.ts';
import type { PartnerRow } from '#server/db/repositories/vet-partners.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

/** The review promise of docs/product-rules.md#vet-partners. */
export const REVIEW_BUSINESS_DAYS = 2;

export function registrationConfirmation(partner: PartnerRow): EmailMessage {
  return {
    to: partner.email,
    kind: 'vet_registration_confirmation',
    dedupeKey: `vet-registration:${partner.id}`,
    subject: `${PRODUCT_NAME}: we received your partner application`,
    text: [
      greetingLine(partner.contact_name),
      '',
      `Thank you for applying to become a ${PRODUCT_NAME} veterinary partner with ${partner.business_name}.`,
      `Our team reviews every application and will contact you within ${REVIEW_BUSINESS_DAYS} business days.`,
      'Your clinic is not listed on the vet finder until the application is approved.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

/** With the app's origin (config.appUrl) the notice links to the vet dashboard's review queue. */
export function applicationNotice(partner: PartnerRow, to: string, appUrl?: string): EmailMessage {
  return {
    to,
    kind: 'vet_registration_admin',
    dedupeKey: `vet-registration-admin:${partner.id}:${to.toLowerCase()}`,
    // Nothing the applicant typed goes into a subject line.
    subject: `[${PRODUCT_NAME}] New vet partner application (${partner.id.slice(0, 8)})`,
    text: [
      'A clinic applied to become a partner and waits for review on the vet dashboard.',
      '',
      `Clinic: ${partner.business_name}`,
      `Place: ${partner.city}, ${partner.state} ${partner.zip_code}`,
      `Application id: ${partner.id}`,
      '',
      `Please review it within ${REVIEW_BUSINESS_DAYS} business days.`,
      ...(appUrl ? [`Review it on the vet dashboard: ${appUrl}/vet-dashboard`] : []),
    ].join('\n'),
  };
}

/** `isInvited`: the contact address was mailed a staff invite too (docs/product-rules.md#clinic-accounts). */
export function applicationApproved(partner: PartnerRow, isInvited: boolean): EmailMessage {
  return {
    to: partner.email,
    kind: 'vet_application_approved',
    dedupeKey: `vet-application-approved:${partner.id}`,
    subject: `${PRODUCT_NAME}: your partner application is approved`,
    text: [
      greetingLine(partner.contact_name),
      '',
      `${partner.business_name} is now a ${PRODUCT_NAME} partner and is listed on our vet finder.`,
      'Pet owners near you can now find your clinic, and we may refer owners whose scans need a vet.',
      ...(isInvited
        ? [
            `A separate mail brings the link to set up your clinic's ${PRODUCT_NAME} account, where referrals arrive.`,
          ]
        : []),
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

export function applicationRejected(partner: PartnerRow, reason: string): EmailMessage {
  return {
    to: partner.email,
    kind: 'vet_application_rejected',
    dedupeKey: `vet-application-rejected:${partner.id}`,
    subject: `${PRODUCT_NAME}: about your partner application`,
    text: [
      greetingLine(partner.contact_name),
      '',
      `Thank you for applying with ${partner.business_name}. We are not able to approve the application at this time.`,
      '',
      'Reason:',
      reason,
      '',
      'You are welcome to apply again once this is resolved.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

import { PRODUCT_NAME } from '#common/brand.ts';
import { EMAIL_CHANGE_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '#common/contracts/auth-links.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

/**
 * Plain-text mails about the account itself. Nothing the owner typed goes into
 * a subject line, and no mail carries a password or anything that signs in
 * except the single-use link it exists to deliver.
 */
export const PASSWORD_RESET_KIND = 'password_reset';
/** The one account mail sent to an address the account does not hold (yet). */
export const EMAIL_CHANGE_CONFIRM_KIND = 'email_change_confirm';

export function passwordResetMail(options: {
  userId: string;
  to: string;
  firstName: string | null;
  link: string;
}) {
  const message: EmailMessage = {
    userId: options.userId,
    to: options.to,
    kind: PASSWORD_RESET_KIND,
    subject: `${PRODUCT_NAME}: reset your password`,
    text: [
      greetingLine(options.firstName),
      '',
      `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
      'Open this link to choose a new password:',
      '',
      options.link,
      '',
      `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs out every device.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
  return message;
}

export function passwordChangedMail(options: {
  userId: string;
  to: string;
  firstName: string | null;
  appUrl: string;
}) {
  const message: EmailMessage = {
    userId: options.userId,
    to: options.to,
    kind: 'password_changed',
    subject: `${PRODUCT_NAME}: your password was changed`,
    text: [
      greetingLine(options.firstName),
      '',
      `The password of your ${PRODUCT_NAME} account was just changed, and your other devices were signed out.`,
      '',
      'If that was you, there is nothing more to do.',
      `If it was not, reset your password now: ${options.appUrl}/forgot-password`,
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
  return message;
}

export function emailChangeConfirmMail(options: {
  userId: string;
  to: string;
  firstName: string | null;
  link: string;
}) {
  const message: EmailMessage = {
    userId: options.userId,
    to: options.to,
    kind: EMAIL_CHANGE_CONFIRM_KIND,
    subject: `${PRODUCT_NAME}: confirm your new email address`,
    text: [
      greetingLine(options.firstName),
      '',
      `Please confirm that ${PRODUCT_NAME} may use this address to sign you in from now on:`,
      '',
      options.link,
      '',
      `The link works once, for ${EMAIL_CHANGE_TTL_HOURS} hours. Until you open it, your account keeps its old address.`,
      'If you did not ask for this, ignore this mail.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
  return message;
}

/** Sent to the old address when the change is asked for, so a stranger's change does not go unnoticed. */
export function emailChangeNoticeMail(options: {
  userId: string;
  to: string;
  firstName: string | null;
  newEmail: string;
  appUrl: string;
}) {
  const message: EmailMessage = {
    userId: options.userId,
    to: options.to,
    kind: 'email_change_notice',
    subject: `${PRODUCT_NAME}: a change of your sign-in email was requested`,
    text: [
      greetingLine(options.firstName),
      '',
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its sign-in email to ${options.newEmail}.`,
      'The change happens only when the link we sent to that address is opened.',
      '',
      'If that was you, there is nothing more to do.',
      `If it was not, change your password now at ${options.appUrl}/account (or reset it at ${options.appUrl}/forgot-password):`,
      'that cancels the pending change and signs out your other devices.',
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
  return message;
}

import { PRODUCT_NAME } from '#common/brand.ts';
import { type TReminderKind, WEEKDAY_NAMES } from '#common/contracts/reminders.ts';
import type { EmailMessage } from '#server/services/mail/enqueue-email.ts';
import { greetingLine, SIGN_OFF_LINES } from '#server/services/mail/mail-greeting.ts';

/**
 * The two reminder mails (docs/product-rules.md#reminders): plain text, with the greeting and
 * sign-off of every mail (services/mail/mail-greeting.ts). The pet's name is in the body only,
 * never the subject (nothing an owner typed goes into a subject line). Every one ends with its unsubscribe links, which need no login.
 */
export const REMINDER_MAIL_KIND: Record<TReminderKind, string> = {
  photo: 'reminder_photo',
  brushing: 'reminder_brushing',
};

/** One mail per pet, kind and due day, however many scheduler instances race to queue it. */
export const reminderDedupeKey = (kind: TReminderKind, petId: string, dueDay: string) =>
  `reminder:${kind}:${petId}:${dueDay}`;

const weeks = (count: number) => (count === 1 ? '1 week' : `${count} weeks`);

export interface ReminderMailOptions {
  userId: string;
  to: string;
  firstName: string | null;
  petId: string;
  petName: string;
  dueDay: string;
  appUrl: string;
  /** The signed unsubscribe link's token (unsubscribe-token.ts). */
  unsubscribeToken: string;
}

/** The RFC 8058 address mail programs POST to from their own unsubscribe button (routes/reminders.ts). */
const oneClickUrl = (options: ReminderMailOptions) =>
  `${options.appUrl}/api/reminders/one-click?token=${options.unsubscribeToken}`;

/** The dashboard's scan step with the pet chosen: the link every reminder carries (docs/product-rules.md#reminders). */
const scanLink = (options: ReminderMailOptions) => `${options.appUrl}/home?pet=${options.petId}#scan`;

function footer(options: ReminderMailOptions, what: string): string[] {
  const link = `${options.appUrl}/unsubscribe?token=${options.unsubscribeToken}`;
  return [
    '',
    `Change your reminders: ${options.appUrl}/account/reminders`,
    `Stop ${what} for ${options.petName}, or all reminders (no login needed): ${link}`,
  ];
}

export function photoReminderMail(
  options: ReminderMailOptions & {
    intervalWeeks: number;
    /** Whole weeks from the last scan's day to today, in the owner's zone; null with no scans. */
    weeksSinceLastScan: number | null;
  },
): EmailMessage {
  const { petName } = options;
  const every = weeks(options.intervalWeeks);
  // A pet with no scans has no "before" and no last scan to count from (docs/product-rules.md#reminders): the
  // count starts when the owner turned the reminder on (reminder-schedule.ts), and the first photo is the
  // baseline.
  const lines =
    options.weeksSinceLastScan !== null
      ? [
          `It has been ${weeks(options.weeksSinceLastScan)} since ${petName}'s last dental photo.`,
          `A new photo, taken the same way as before, shows how ${petName}'s gums and teeth are changing.`,
          '',
          `Take it now: ${scanLink(options)}`,
          '',
          `This reminder comes every ${every}, counted from ${petName}'s last scan:`,
          'each new scan starts the count again.',
        ]
      : [
          `You asked us to remind you to take a dental photo of ${petName} every ${every}.`,
          `${petName} has no dental photo with us yet: take the first one, and the photos after it`,
          `show how ${petName}'s gums and teeth are changing.`,
          '',
          `Take the first photo now: ${scanLink(options)}`,
          '',
          `This reminder comes every ${every}, counted from when you turned it on.`,
          `Once ${petName} has a scan, each new scan starts the count again.`,
        ];
  return {
    userId: options.userId,
    to: options.to,
    kind: REMINDER_MAIL_KIND.photo,
    dedupeKey: reminderDedupeKey('photo', options.petId, options.dueDay),
    listUnsubscribeUrl: oneClickUrl(options),
    subject: `${PRODUCT_NAME}: time for a new dental photo`,
    text: [
      greetingLine(options.firstName),
      '',
      ...lines,
      ...footer(options, 'photo reminders'),
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

export function brushingReminderMail(options: ReminderMailOptions & { weekday: number }): EmailMessage {
  const { petName } = options;
  return {
    userId: options.userId,
    to: options.to,
    kind: REMINDER_MAIL_KIND.brushing,
    dedupeKey: reminderDedupeKey('brushing', options.petId, options.dueDay),
    listUnsubscribeUrl: oneClickUrl(options),
    subject: `${PRODUCT_NAME}: your weekly tooth-brushing reminder`,
    text: [
      greetingLine(options.firstName),
      '',
      `Your weekly reminder to brush ${petName}'s teeth.`,
      'Brushing every day is the best care you can give at home: use a soft brush and a toothpaste',
      'made for pets (never one for people). Products accepted by the Veterinary Oral Health Council',
      '(VOHC) slow the return of plaque and tartar; none removes tartar that is already there.',
      '',
      `A dental photo now and then shows whether the brushing is working. Scan ${petName}:`,
      scanLink(options),
      '',
      `This reminder comes every ${WEEKDAY_NAMES[options.weekday] ?? 'week'} morning.`,
      ...footer(options, 'brushing reminders'),
      ...SIGN_OFF_LINES,
    ].join('\n'),
  };
}

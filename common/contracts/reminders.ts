import { z } from 'zod';
import { TIME_ZONE_MAX_LENGTH, toSupportedTimeZone } from '../time-zones.ts';

/**
 * Reminder mails (docs/product-rules.md#reminders): per pet, opt-in, sent at the owner's local
 * morning. A photo reminder comes `photoIntervalWeeks` after the pet's last scan (a new scan
 * restarts the count); a brushing nudge comes weekly on `brushingWeekday`.
 */
export const REMINDER_KINDS = ['photo', 'brushing'] as const;
export const ZReminderKind = z.enum(REMINDER_KINDS);
export type TReminderKind = z.infer<typeof ZReminderKind>;

/** The owner's local hour every reminder is sent at. */
export const REMINDER_LOCAL_HOUR = 8;
export const DEFAULT_PHOTO_INTERVAL_WEEKS = 4;
export const PHOTO_INTERVAL_WEEKS_CHOICES = [1, 2, 3, 4, 6, 8, 12] as const;
/** 0 = Sunday … 6 = Saturday (Date#getDay). */
export const DEFAULT_BRUSHING_WEEKDAY = 0;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const ZTimeZone = z
  .string({ error: 'Choose a time zone' })
  .max(TIME_ZONE_MAX_LENGTH, 'Choose a time zone from the list')
  .transform((value, ctx) => {
    const zone = toSupportedTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: 'Choose a time zone from the list' });
    return z.NEVER;
  });

export const ZPhotoIntervalWeeks = z
  .number({ error: 'Choose how many weeks between photo reminders' })
  .int()
  .refine((weeks) => (PHOTO_INTERVAL_WEEKS_CHOICES as readonly number[]).includes(weeks), {
    message: `Choose ${PHOTO_INTERVAL_WEEKS_CHOICES.join(', ')} weeks`,
  });

export const ZWeekday = z
  .number({ error: 'Choose a day of the week' })
  .int('Choose a day of the week')
  .min(0, 'Choose a day of the week')
  .max(6, 'Choose a day of the week');

/** One pet's reminders as stored; next…At: when the next mail is due (ISO), null while off. */
export const ZPetReminders = z.object({
  petId: z.string(),
  petName: z.string(),
  isPhotoOn: z.boolean(),
  photoIntervalWeeks: z.number().int(),
  isBrushingOn: z.boolean(),
  brushingWeekday: z.number().int(),
  lastScanAt: z.string().nullable(),
  nextPhotoAt: z.string().nullable(),
  nextBrushingAt: z.string().nullable(),
});
export type TPetReminders = z.infer<typeof ZPetReminders>;

/** GET /api/account/reminders */
export const ZReminderSettings = z.object({
  timeZone: z.string(),
  /** False for an account with no e-mail yet (a trial): nothing can be sent to it. */
  canReceiveMail: z.boolean(),
  pets: z.array(ZPetReminders),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/** PUT /api/account/reminders/pets/:id: the whole of one pet's settings. */
export const ZUpdatePetReminders = z.object({
  isPhotoOn: z.boolean({ error: 'Say whether photo reminders are on' }),
  photoIntervalWeeks: ZPhotoIntervalWeeks,
  isBrushingOn: z.boolean({ error: 'Say whether brushing reminders are on' }),
  brushingWeekday: ZWeekday,
});
export type TUpdatePetReminders = z.input<typeof ZUpdatePetReminders>;

/** PUT /api/account/time-zone */
export const ZUpdateTimeZone = z.object({ timeZone: ZTimeZone });
export type TUpdateTimeZone = z.input<typeof ZUpdateTimeZone>;

/** A signed unsubscribe link's token (server/services/reminders/unsubscribe-token.ts). */
export const ZUnsubscribeToken = z.string({ error: 'The link has no token' }).min(1).max(512);

/** GET /api/reminders/unsubscribe?token=: what the link would turn off; changes nothing. */
export const ZUnsubscribeQuery = z.object({ token: ZUnsubscribeToken });
export const ZUnsubscribeLink = z.object({
  kind: ZReminderKind,
  /** Null when the pet has been deleted since the mail was sent. */
  petName: z.string().nullable(),
  isKindOn: z.boolean(),
  isAnyOn: z.boolean(),
});
export type TUnsubscribeLink = z.infer<typeof ZUnsubscribeLink>;

/** 'kind': this pet's reminders of the link's kind; 'all': every reminder of every pet. */
export const ZUnsubscribeScope = z.enum(['kind', 'all'], { error: 'Choose what to unsubscribe from' });
export type TUnsubscribeScope = z.infer<typeof ZUnsubscribeScope>;

/** POST /api/reminders/unsubscribe */
export const ZUnsubscribeRequest = z.object({ token: ZUnsubscribeToken, scope: ZUnsubscribeScope });
export type TUnsubscribeRequest = z.input<typeof ZUnsubscribeRequest>;
export const ZUnsubscribeResult = z.object({ scope: ZUnsubscribeScope, link: ZUnsubscribeLink });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

/** POST /api/reminders/one-click?token=…&scope=kind (RFC 8058, from the List-Unsubscribe-Post header). */
export const ZOneClickQuery = z.object({ token: ZUnsubscribeToken });

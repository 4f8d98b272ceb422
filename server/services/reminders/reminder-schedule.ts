import { REMINDER_LOCAL_HOUR } from '#common/contracts/reminders.ts';
import { addDaysToDay, localDay, weekdayOfDay, zonedHourToInstant } from './local-time.ts';

/**
 * When a pet's next reminder of each kind is due (docs/product-rules.md#reminders): always at
 * REMINDER_LOCAL_HOUR on a calendar day of the owner's time zone. `dueDay` names the occurrence:
 * the job claims it in the outbox's dedupe key, so one occurrence is mailed at most once however
 * many app instances tick at once. Pure functions of their inputs, so tests pass any `now`.
 */
export interface PendingReminder {
  /** The owner's local day this occurrence belongs to. */
  dueDay: string;
  /** The instant it may be sent from. */
  sendAt: Date;
}

const sendInstant = (day: string, timeZone: string) => zonedHourToInstant(day, REMINDER_LOCAL_HOUR, timeZone);

/** The first local morning at or after `instant`: a reminder is never due before it was turned on. */
function firstMorningFrom(instant: Date, timeZone: string): string {
  const day = localDay(instant, timeZone);
  return sendInstant(day, timeZone) >= instant ? day : addDaysToDay(day, 1);
}

const laterDay = (a: string, b: string) => (a > b ? a : b);

/**
 * "Time for this month's photo": `intervalWeeks` after the last scan or the last photo reminder,
 * whichever was later, so a scan restarts the count and an ignored reminder repeats only after
 * another interval. With neither, the count starts when the reminder was turned on. A reminder
 * that came due while it was off (or while no instance ran) goes the next morning, not at once.
 */
export function pendingPhotoReminder(options: {
  timeZone: string;
  intervalWeeks: number;
  enabledAt: Date;
  lastScanAt: Date | null;
  lastSentOn: string | null;
}): PendingReminder {
  const { timeZone } = options;
  const starts = [
    options.lastScanAt ? localDay(options.lastScanAt, timeZone) : undefined,
    options.lastSentOn ?? undefined,
  ].filter((day): day is string => day !== undefined);
  const anchor = starts.length > 0 ? starts.reduce(laterDay) : localDay(options.enabledAt, timeZone);
  const dueDay = laterDay(
    addDaysToDay(anchor, options.intervalWeeks * 7),
    firstMorningFrom(options.enabledAt, timeZone),
  );
  return { dueDay, sendAt: sendInstant(dueDay, timeZone) };
}

/**
 * The weekly brushing nudge: the next `weekday` morning from today (local) that was not already
 * sent and comes after it was turned on. One missed while no instance ran is skipped, not sent late
 * on another day.
 */
export function pendingBrushingReminder(options: {
  now: Date;
  timeZone: string;
  weekday: number;
  enabledAt: Date;
  lastSentOn: string | null;
}): PendingReminder {
  const { timeZone } = options;
  const today = localDay(options.now, timeZone);
  const earliest = laterDay(today, firstMorningFrom(options.enabledAt, timeZone));
  let day = addDaysToDay(earliest, (options.weekday - weekdayOfDay(earliest) + 7) % 7);
  if (day === options.lastSentOn) day = addDaysToDay(day, 7);
  return { dueDay: day, sendAt: sendInstant(day, timeZone) };
}

/** Whether the job should mail this occurrence now; never twice on one local day. */
export function isReminderDue(pending: PendingReminder, now: Date, lastSentOn: string | null): boolean {
  return now >= pending.sendAt && pending.dueDay !== lastSentOn;
}

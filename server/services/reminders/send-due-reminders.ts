import type { TReminderKind } from '#common/contracts/reminders.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  type ActiveReminder,
  listActiveReminders,
  markReminderSent,
} from '#server/db/repositories/pet-reminders.ts';
import type { Logger } from '#server/lib/logger.ts';
import { enqueueEmail } from '#server/services/mail/enqueue-email.ts';
import { localDay, wholeWeeksBetween } from './local-time.ts';
import { brushingReminderMail, photoReminderMail } from './reminder-mail.ts';
import {
  isReminderDue,
  type PendingReminder,
  pendingBrushingReminder,
  pendingPhotoReminder,
} from './reminder-schedule.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

const PAGE_SIZE = 200;

/**
 * One scheduler pass (jobs/reminder-scheduler.ts): queues every reminder due at `now` into the mail
 * outbox. Safe with several app instances at once: each mail's dedupe key (pet, kind, due day) lets
 * exactly one insert win, and recording the day sent is the same write from whichever instance.
 * Returns how many mails this pass queued.
 */
export async function sendDueReminders(options: {
  db: Db;
  config: Config;
  now: Date;
  log?: Pick<Logger, 'warn'>;
}): Promise<number> {
  const { db, now } = options;
  let queued = 0;
  let afterPetId = '';
  for (;;) {
    const page = await listActiveReminders(db, { afterPetId, limit: PAGE_SIZE });
    for (const pet of page) {
      for (const kind of ['photo', 'brushing'] as const) {
        let pending: PendingReminder | undefined;
        try {
          pending = pendingFor(pet, kind, now);
        } catch (error) {
          // A zone this runtime no longer knows (after a Node upgrade) must not stop every pet after it.
          options.log?.warn({ err: error, petId: pet.pet_id, kind }, 'reminder due time failed');
          continue;
        }
        if (!pending || !isReminderDue(pending, now, lastSentOn(pet, kind))) continue;
        if (await queueReminder({ ...options, pet, kind, pending })) queued += 1;
      }
    }
    if (page.length < PAGE_SIZE) return queued;
    afterPetId = page[page.length - 1]!.pet_id;
  }
}

const lastSentOn = (pet: ActiveReminder, kind: TReminderKind) =>
  kind === 'photo' ? pet.reminders.photo_last_sent_on : pet.reminders.brushing_last_sent_on;

function pendingFor(pet: ActiveReminder, kind: TReminderKind, now: Date): PendingReminder | undefined {
  const row = pet.reminders;
  const timeZone = pet.time_zone;
  if (kind === 'photo') {
    if (row.is_photo_on !== 1) return undefined;
    return pendingPhotoReminder({
      timeZone,
      intervalWeeks: row.photo_interval_weeks,
      enabledAt: new Date(row.photo_enabled_at ?? row.updated_at),
      lastScanAt: pet.last_scan_at ? new Date(pet.last_scan_at) : null,
      lastSentOn: row.photo_last_sent_on,
    });
  }
  if (row.is_brushing_on !== 1) return undefined;
  return pendingBrushingReminder({
    now,
    timeZone,
    weekday: row.brushing_weekday,
    enabledAt: new Date(row.brushing_enabled_at ?? row.updated_at),
    lastSentOn: row.brushing_last_sent_on,
  });
}

async function queueReminder(options: {
  db: Db;
  config: Config;
  now: Date;
  pet: ActiveReminder;
  kind: TReminderKind;
  pending: PendingReminder;
}): Promise<boolean> {
  const { config, now, pet, kind, pending } = options;
  const mail = {
    userId: pet.user_id,
    to: pet.email,
    firstName: pet.first_name,
    petId: pet.pet_id,
    petName: pet.pet_name,
    dueDay: pending.dueDay,
    appUrl: config.appUrl,
    unsubscribeToken: createUnsubscribeToken({
      secret: config.unsubscribeSecret,
      grant: { userId: pet.user_id, petId: pet.pet_id, kind },
      now,
    }),
  };
  const message =
    kind === 'photo'
      ? photoReminderMail({
          ...mail,
          intervalWeeks: pet.reminders.photo_interval_weeks,
          weeksSinceLastScan: pet.last_scan_at
            ? wholeWeeksBetween(
                localDay(new Date(pet.last_scan_at), pet.time_zone),
                localDay(now, pet.time_zone),
              )
            : null,
        })
      : brushingReminderMail({ ...mail, weekday: pet.reminders.brushing_weekday });
  return options.db.transaction().execute(async (trx) => {
    const isQueued = await enqueueEmail(trx, message);
    // Recorded even when another instance won the dedupe key: it queued this very occurrence.
    await markReminderSent(trx, {
      petId: pet.pet_id,
      kind,
      day: localDay(now, pet.time_zone),
      nowIso: now.toISOString(),
    });
    return isQueued;
  });
}

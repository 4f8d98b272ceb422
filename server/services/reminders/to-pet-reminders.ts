import {
  DEFAULT_BRUSHING_WEEKDAY,
  DEFAULT_PHOTO_INTERVAL_WEEKS,
  type TPetReminders,
} from '#common/contracts/reminders.ts';
import type { PetReminderState } from '#server/db/repositories/pet-reminders.ts';
import { pendingBrushingReminder, pendingPhotoReminder } from './reminder-schedule.ts';

/** A pet's reminders as the settings page shows them; a pet never set has both off, with defaults. */
export function toPetReminders(
  state: PetReminderState,
  options: { timeZone: string; now: Date },
): TPetReminders {
  const { timeZone, now } = options;
  const row = state.reminders;
  const isPhotoOn = row?.is_photo_on === 1;
  const isBrushingOn = row?.is_brushing_on === 1;
  const photoIntervalWeeks = row?.photo_interval_weeks ?? DEFAULT_PHOTO_INTERVAL_WEEKS;
  const brushingWeekday = row?.brushing_weekday ?? DEFAULT_BRUSHING_WEEKDAY;
  const nextPhoto =
    isPhotoOn && row
      ? pendingPhotoReminder({
          timeZone,
          intervalWeeks: photoIntervalWeeks,
          enabledAt: new Date(row.photo_enabled_at ?? row.updated_at),
          lastScanAt: state.last_scan_at ? new Date(state.last_scan_at) : null,
          lastSentOn: row.photo_last_sent_on,
        })
      : undefined;
  const nextBrushing =
    isBrushingOn && row
      ? pendingBrushingReminder({
          now,
          timeZone,
          weekday: brushingWeekday,
          enabledAt: new Date(row.brushing_enabled_at ?? row.updated_at),
          lastSentOn: row.brushing_last_sent_on,
        })
      : undefined;
  return {
    petId: state.pet_id,
    petName: state.pet_name,
    isPhotoOn,
    photoIntervalWeeks,
    isBrushingOn,
    brushingWeekday,
    lastScanAt: state.last_scan_at,
    nextPhotoAt: nextPhoto?.sendAt.toISOString() ?? null,
    nextBrushingAt: nextBrushing?.sendAt.toISOString() ?? null,
  };
}

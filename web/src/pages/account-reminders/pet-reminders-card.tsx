import { useId, useState } from 'react';
import {
  PHOTO_INTERVAL_WEEKS_CHOICES,
  type TPetReminders,
  type TUpdatePetReminders,
  WEEKDAY_NAMES,
} from '#common/contracts/reminders.ts';
import { useUpdatePetRemindersMutation } from '#web/api/reminders.queries.ts';
import { failureMessage } from '#web/components/auth/apply-server-error.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { formatNextReminder } from './format-next-reminder.ts';

const SELECT_CLASS =
  'h-11 w-full rounded-xl border border-field-line bg-white px-3 text-base disabled:opacity-60 sm:max-w-xs sm:text-sm';
const weeks = (count: number) => (count === 1 ? '1 week' : `${count} weeks`);

/**
 * One pet's two reminders. Each change saves at once, like the research consent; while it saves
 * the controls show the new choice, and a refused save falls back to what is stored.
 */
export function PetRemindersCard({ pet, timeZone }: { pet: TPetReminders; timeZone: string }) {
  const id = useId();
  const save = useUpdatePetRemindersMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const shown: TUpdatePetReminders = save.isPending && save.variables ? save.variables.input : pet;

  const change = (changes: Partial<TUpdatePetReminders>) => {
    setMessage(undefined);
    const input = {
      isPhotoOn: pet.isPhotoOn,
      photoIntervalWeeks: pet.photoIntervalWeeks,
      isBrushingOn: pet.isBrushingOn,
      brushingWeekday: pet.brushingWeekday,
      ...changes,
    };
    save.mutate(
      { petId: pet.petId, input },
      {
        onSuccess: () => setMessage({ tone: 'success', text: `Saved ${pet.petName}’s reminders.` }),
        onError: (failure) =>
          setMessage({
            tone: 'error',
            text: failureMessage(failure),
          }),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{pet.petName}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <fieldset className="grid gap-3" disabled={save.isPending}>
          <legend className="sr-only">Photo reminder for {pet.petName}</legend>
          <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={shown.isPhotoOn}
              onChange={(event) => change({ isPhotoOn: event.target.checked })}
            />
            Remind me to take a new dental photo
          </label>
          <div className="grid gap-1.5 pl-8">
            <label htmlFor={`${id}-interval`} className="text-sm font-semibold text-ink">
              How often
            </label>
            <select
              id={`${id}-interval`}
              className={SELECT_CLASS}
              value={shown.photoIntervalWeeks}
              onChange={(event) => change({ photoIntervalWeeks: Number(event.target.value) })}
            >
              {PHOTO_INTERVAL_WEEKS_CHOICES.map((count) => (
                <option key={count} value={count}>
                  Every {weeks(count)}
                </option>
              ))}
            </select>
            {/* No scan yet: nothing to count from but the day it was turned on
                (docs/product-rules.md#reminders). */}
            <p className="text-sm text-muted-ink">
              {pet.lastScanAt
                ? `Counted from ${pet.petName}’s last scan: each new scan starts the count again.`
                : `${pet.petName} has no scan yet: counted from when you turn it on, then from each new scan.`}
            </p>
            {pet.nextPhotoAt && shown.isPhotoOn ? (
              <NextReminder iso={pet.nextPhotoAt} timeZone={timeZone} />
            ) : null}
          </div>
        </fieldset>

        <fieldset className="grid gap-3" disabled={save.isPending}>
          <legend className="sr-only">Brushing reminder for {pet.petName}</legend>
          <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={shown.isBrushingOn}
              onChange={(event) => change({ isBrushingOn: event.target.checked })}
            />
            Send me a weekly tooth-brushing nudge
          </label>
          <div className="grid gap-1.5 pl-8">
            <label htmlFor={`${id}-weekday`} className="text-sm font-semibold text-ink">
              On
            </label>
            <select
              id={`${id}-weekday`}
              className={SELECT_CLASS}
              value={shown.brushingWeekday}
              onChange={(event) => change({ brushingWeekday: Number(event.target.value) })}
            >
              {WEEKDAY_NAMES.map((name, weekday) => (
                <option key={name} value={weekday}>
                  {name}
                </option>
              ))}
            </select>
            {pet.nextBrushingAt && shown.isBrushingOn ? (
              <NextReminder iso={pet.nextBrushingAt} timeZone={timeZone} />
            ) : null}
          </div>
        </fieldset>
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      </CardContent>
    </Card>
  );
}

function NextReminder({ iso, timeZone }: { iso: string; timeZone: string }) {
  return (
    <p className="text-sm font-semibold text-brand-800">
      Next reminder: {formatNextReminder(iso, timeZone)}.
    </p>
  );
}

import type { UseFormReturn } from 'react-hook-form';
import {
  type TVetRegistration,
  type TVetRegistrationParsed,
  WEEKDAYS,
} from '#common/contracts/vet-partners.ts';
import { Input } from '#web/components/ui/input.tsx';

type Form = UseFormReturn<TVetRegistration, unknown, TVetRegistrationParsed>;

/** Opening hours per weekday, free text such as "8:00-18:00" or "Closed". */
export function HoursFieldset({ form }: { form: Form }) {
  const errors = form.formState.errors.availabilityHours;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Opening hours (optional)</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {WEEKDAYS.map((day) => {
          const id = `vet-hours-${day}`;
          const error = errors?.[day]?.message;
          return (
            <div key={day} className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
              <label htmlFor={id} className="text-sm capitalize text-ink">
                {day}
              </label>
              <Input
                id={id}
                placeholder="e.g. 8:00-18:00"
                aria-invalid={error ? true : undefined}
                className="h-10"
                {...form.register(`availabilityHours.${day}`)}
              />
              {error ? <p className="col-span-2 text-sm font-medium text-urgent">{error}</p> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

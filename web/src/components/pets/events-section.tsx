import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { PET_EVENT_KINDS, PET_EVENT_LABELS, type TPetEventKind } from '#common/contracts/pets.ts';
import { isApiError } from '#web/api/client.ts';
import {
  petProgressQuery,
  useCreatePetEventMutation,
  useDeletePetEventMutation,
} from '#web/api/pets.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { formatCalendarDay } from '#web/lib/format-date.ts';
import { reportError } from './report-error.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Plus: log a dental cleaning or a vet visit; they mark the chart and go in the vet report. */
export function EventsSection({ petId }: { petId: string }) {
  const id = useId();
  const { data } = useQuery(petProgressQuery(petId));
  const create = useCreatePetEventMutation(petId);
  const remove = useDeletePetEventMutation(petId);
  const [kind, setKind] = useState<TPetEventKind>('cleaning');
  const [occurredOn, setOccurredOn] = useState(today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    create.mutate(
      { kind, occurredOn, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: `${PET_EVENT_LABELS[kind]} logged`, variant: 'success' });
        },
        onError: (error) => {
          if (isApiError(error) && error.issues.length > 0) {
            setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
          } else reportError(error);
        },
      },
    );
  };
  const events = [...(data?.events ?? [])].reverse();

  return (
    // content-start: beside the taller chart the card stretches; its rows stay together at the top.
    <Card className="grid content-start gap-4 p-5 sm:p-6">
      <h2 className="text-xl font-bold">Cleanings and vet visits</h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 sm:items-end" noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-kind`} className="text-sm font-semibold text-ink">
            What
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as TPetEventKind)}
            className="h-11 rounded-xl border border-field-line bg-white px-3 text-base sm:text-sm"
          >
            {PET_EVENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {PET_EVENT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Field id={`${id}-date`} label="Date" error={errors.occurredOn}>
          <Input
            id={`${id}-date`}
            type="date"
            value={occurredOn}
            max={today()}
            aria-invalid={errors.occurredOn ? true : undefined}
            aria-describedby={errors.occurredOn ? fieldDescriptionId(`${id}-date`) : undefined}
            onChange={(e) => setOccurredOn(e.target.value)}
          />
        </Field>
        <Field id={`${id}-note`} label="Note (optional)" error={errors.note} className="sm:col-span-2">
          <Input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Button type="submit" disabled={create.isPending} className="w-fit">
          {create.isPending ? 'Saving…' : 'Log it'}
        </Button>
      </form>
      {events.length === 0 ? (
        <p className="text-sm text-muted-ink">Nothing logged yet.</p>
      ) : (
        <ul className="grid gap-2">
          {events.map((event) => (
            <li
              key={event.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-white p-3 text-sm"
            >
              <span>
                <span className="font-semibold">{PET_EVENT_LABELS[event.kind]}</span> ·{' '}
                {formatCalendarDay(event.occurredOn)}
                {event.note ? <span className="block text-muted-ink">{event.note}</span> : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove the ${PET_EVENT_LABELS[event.kind].toLowerCase()} of ${formatCalendarDay(event.occurredOn)}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(event.id, { onError: reportError })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { useId, useState } from 'react';
import { groupTimeZones, listTimeZones, timeZoneLabel, toSupportedTimeZone } from '#common/time-zones.ts';
import { useUpdateTimeZoneMutation } from '#web/api/reminders.queries.ts';
import { failureMessage } from '#web/components/auth/apply-server-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';

/** This browser's zone, if the list knows it: offered when it differs from the saved one (travel, a move). */
function browserTimeZone(): string | undefined {
  if (typeof Intl === 'undefined') return undefined;
  return toSupportedTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The zone reminders are sent in; taken from the browser at signup, changed here. */
export function TimeZoneCard({ timeZone }: { timeZone: string }) {
  const id = useId();
  const save = useUpdateTimeZoneMutation();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [groups] = useState(() => groupTimeZones(listTimeZones()));
  const [detected] = useState(browserTimeZone);
  const shown = save.isPending && save.variables ? save.variables : timeZone;

  const change = (zone: string) => {
    setMessage(undefined);
    save.mutate(zone, {
      onSuccess: (saved) =>
        setMessage({
          tone: 'success',
          text: `Reminders now come at 8:00 am, ${timeZoneLabel(saved.timeZone)} time.`,
        }),
      onError: (failure) =>
        setMessage({
          tone: 'error',
          text: failureMessage(failure),
        }),
    });
  };

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Your time zone</CardTitle>
        <CardDescription>Every reminder comes at 8:00 in the morning, your time.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={`${id}-zone`} className="text-sm font-semibold text-ink">
          Time zone
        </label>
        <select
          id={`${id}-zone`}
          className="h-11 w-full rounded-xl border border-field-line bg-white px-3 text-base disabled:opacity-60 sm:text-sm"
          value={shown}
          disabled={save.isPending}
          onChange={(event) => change(event.target.value)}
        >
          {/* By region, the place as the label: the list is 400 zones long. */}
          {groups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                  {zone.value === detected ? ' (this device)' : ''}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {detected && detected !== shown ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>This device is set to {timeZoneLabel(detected)}.</span>
            <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => change(detected)}>
              Use {timeZoneLabel(detected)}
            </Button>
          </div>
        ) : null}
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      </CardContent>
    </Card>
  );
}

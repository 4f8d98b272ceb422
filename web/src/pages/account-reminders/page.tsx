import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reminderSettingsQuery } from '#web/api/reminders.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { PetRemindersCard } from './pet-reminders-card.tsx';
import { TimeZoneCard } from './time-zone-card.tsx';

/**
 * /account/reminders: per pet, the photo reminder and the weekly brushing nudge, both off until the
 * owner turns them on, and the time zone they come in (docs/product-rules.md#reminders).
 */
export function AccountRemindersPage() {
  const settings = useQuery(reminderSettingsQuery());
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Reminders" />
      <div>
        <Link to="/account" className="text-sm font-semibold text-brand-700 underline">
          ← Account
        </Link>
        <h1 className="mt-2 text-4xl font-extrabold">Reminders</h1>
        <p className="mt-3 text-muted-ink">
          We can mail you when it is time for a new dental photo, and once a week to brush. They are off until
          you turn them on, and every mail has a link to stop them.
        </p>
      </div>
      {settings.isPending ? (
        <PageSpinner label="Loading reminders..." />
      ) : settings.isError ? (
        <Card className="p-6">
          <p role="alert">Your reminders could not be loaded.</p>
          <Button variant="outline" className="mt-4" onClick={() => settings.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          {settings.data.canReceiveMail ? null : (
            <FormMessage tone="success">
              Reminders go to your email address, and this trial account has none yet.{' '}
              <Link to="/signup" className="font-semibold underline">
                Add an email and password
              </Link>
            </FormMessage>
          )}
          <TimeZoneCard timeZone={settings.data.timeZone} />
          {settings.data.pets.length === 0 ? (
            <Card className="grid gap-3 p-6">
              <p>Reminders are set for each pet. Add a pet to set them.</p>
              <Button asChild className="justify-self-start">
                <Link to="/pets">Add a pet</Link>
              </Button>
            </Card>
          ) : (
            settings.data.pets.map((pet) => (
              <PetRemindersCard key={pet.petId} pet={pet} timeZone={settings.data.timeZone} />
            ))
          )}
        </>
      )}
    </div>
  );
}

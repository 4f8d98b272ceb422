import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { isPlusStatus } from '#common/plans.ts';
import { petDetailQuery } from '#web/api/pets.queries.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { EventsSection } from '#web/components/pets/events-section.tsx';
import { PetHistory } from '#web/components/pets/pet-history.tsx';
import { PetNotFound } from '#web/components/pets/pet-not-found.tsx';
import { ProgressSection } from '#web/components/pets/progress-section.tsx';
import { UpgradePrompt } from '#web/components/pets/upgrade-prompt.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { PetHeader } from './pet-header.tsx';

/** /pets/:petId: one pet's profile, progress chart and events (Plus), and history. */
export function PetDetailPage({ user }: { user: TUser }) {
  const { petId = '' } = useParams();
  const { data: pet, isPending, isError } = useQuery(petDetailQuery(petId));
  const isPlus = isPlusStatus(user.subscriptionStatus);
  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle title={pet ? pet.name : 'Pet'} />
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/pets">
          <ArrowLeft aria-hidden="true" />
          My pets
        </Link>
      </Button>
      {isPending ? <PageSpinner label="Loading…" /> : null}
      {isError ? <PetNotFound /> : null}
      {pet ? (
        <>
          <PetHeader pet={pet} isPlus={isPlus} />
          {isPlus ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ProgressSection petId={pet.id} />
              <EventsSection petId={pet.id} />
            </div>
          ) : (
            <UpgradePrompt title="Track progress with Plus">
              Plus charts {pet.name}’s gum and tartar grades over time with the cleanings and vet visits you
              log, compares two scans side by side, and prints a one-page report for your vet.
            </UpgradePrompt>
          )}
          <PetHistory petId={pet.id} isPlus={isPlus} />
        </>
      ) : null}
    </div>
  );
}
